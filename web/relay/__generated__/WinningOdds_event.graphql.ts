/**
 * @generated SignedSource<<1f6e57a4de4a18bea05604ec53a21df3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WinningOdds_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly homeTeam: {
    readonly name: string;
  };
  readonly winningOdds: {
    readonly away: {
      readonly actual: number | null | undefined;
      readonly decimalValue: string | null | undefined;
      readonly expected: number | null | undefined;
    } | null | undefined;
    readonly home: {
      readonly actual: number | null | undefined;
      readonly decimalValue: string | null | undefined;
      readonly expected: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "WinningOdds_event";
};
export type WinningOdds_event$key = {
  readonly " $data"?: WinningOdds_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"WinningOdds_event">;
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
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "decimalValue",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "expected",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "actual",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WinningOdds_event",
  "selections": [
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
      "concreteType": "WinningOdds",
      "kind": "LinkedField",
      "name": "winningOdds",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WinningOddsSide",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WinningOddsSide",
          "kind": "LinkedField",
          "name": "away",
          "plural": false,
          "selections": (v1/*:: as any*/),
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

(node as any).hash = "edeeb87f8604b262f825bbf1fc36d709";

export default node;
