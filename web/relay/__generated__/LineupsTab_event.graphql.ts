/**
 * @generated SignedSource<<4ff4cd775422c7181b7b03074f4e86a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LineupsTab_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly homeTeam: {
    readonly name: string;
  };
  readonly lineups: {
    readonly away: {
      readonly " $fragmentSpreads": FragmentRefs<"LineupSide_side">;
    } | null | undefined;
    readonly confirmed: boolean;
    readonly home: {
      readonly " $fragmentSpreads": FragmentRefs<"LineupSide_side">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "LineupsTab_event";
};
export type LineupsTab_event$key = {
  readonly " $data"?: LineupsTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"LineupsTab_event">;
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
    "args": null,
    "kind": "FragmentSpread",
    "name": "LineupSide_side"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LineupsTab_event",
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
      "concreteType": "Lineups",
      "kind": "LinkedField",
      "name": "lineups",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirmed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamLineup",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamLineup",
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

(node as any).hash = "436ec08c3b84724ed601f81b4eed8283";

export default node;
