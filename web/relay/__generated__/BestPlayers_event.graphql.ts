/**
 * @generated SignedSource<<248f5aa864b03e9ae7fab8e53c299508>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BestPlayers_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly bestPlayers: {
    readonly away: ReadonlyArray<{
      readonly label: string | null | undefined;
      readonly labelPt: string | null | undefined;
      readonly player: {
        readonly name: string;
        readonly playerId: number | null | undefined;
      };
      readonly value: string | null | undefined;
    }>;
    readonly home: ReadonlyArray<{
      readonly label: string | null | undefined;
      readonly labelPt: string | null | undefined;
      readonly player: {
        readonly name: string;
        readonly playerId: number | null | undefined;
      };
      readonly value: string | null | undefined;
    }>;
    readonly playerOfTheMatch: {
      readonly label: string | null | undefined;
      readonly labelPt: string | null | undefined;
      readonly player: {
        readonly name: string;
        readonly playerId: number | null | undefined;
      };
      readonly value: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly homeTeam: {
    readonly name: string;
  };
  readonly " $fragmentType": "BestPlayers_event";
};
export type BestPlayers_event$key = {
  readonly " $data"?: BestPlayers_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"BestPlayers_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "labelPt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PlayerSummary",
    "kind": "LinkedField",
    "name": "player",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "playerId",
        "storageKey": null
      },
      (v0/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BestPlayers_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "homeTeam",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "awayTeam",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BestPlayers",
      "kind": "LinkedField",
      "name": "bestPlayers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BestPlayer",
          "kind": "LinkedField",
          "name": "home",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BestPlayer",
          "kind": "LinkedField",
          "name": "away",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BestPlayer",
          "kind": "LinkedField",
          "name": "playerOfTheMatch",
          "plural": false,
          "selections": (v2/*:: as any*/),
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

(node as any).hash = "199cf788610b1604694b452c680e882f";

export default node;
