/**
 * @generated SignedSource<<45c7c9c61aeb7ca41621f2d49ded4a42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WinProbabilityChart_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly homeTeam: {
    readonly name: string;
  };
  readonly sport: {
    readonly slug: string;
  } | null | undefined;
  readonly winProbability: ReadonlyArray<{
    readonly awayWin: number;
    readonly draw: number | null | undefined;
    readonly homeWin: number;
    readonly minute: number | null | undefined;
  }> | null | undefined;
  readonly " $fragmentType": "WinProbabilityChart_event";
};
export type WinProbabilityChart_event$key = {
  readonly " $data"?: WinProbabilityChart_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"WinProbabilityChart_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WinProbabilityChart_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Sport",
      "kind": "LinkedField",
      "name": "sport",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "homeTeam",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "awayTeam",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WinProbabilityPoint",
      "kind": "LinkedField",
      "name": "winProbability",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minute",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "homeWin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "draw",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "awayWin",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "9bdf53e51f9cfb2e0b477a78a4b2ffc7";

export default node;
