/**
 * @generated SignedSource<<eac53f347e152df720721f2ab8b1f3ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LineupSide_side$data = {
  readonly formation: string | null | undefined;
  readonly missingPlayers: ReadonlyArray<{
    readonly player: {
      readonly playerId: number;
      readonly position: {
        readonly label: string;
      } | null | undefined;
      readonly shortName: string;
    };
    readonly reasonPt: string | null | undefined;
    readonly typePt: string;
  }>;
  readonly players: ReadonlyArray<{
    readonly captain: boolean;
    readonly jerseyNumber: string | null | undefined;
    readonly player: {
      readonly marketValue: {
        readonly currency: string;
        readonly value: number;
      } | null | undefined;
      readonly playerId: number;
      readonly shortName: string;
    };
    readonly position: {
      readonly label: string;
    } | null | undefined;
    readonly rating: number | null | undefined;
    readonly ratingIsSeasonAverage: boolean;
    readonly substitute: boolean;
  }>;
  readonly " $fragmentType": "LineupSide_side";
};
export type LineupSide_side$key = {
  readonly " $data"?: LineupSide_side$data;
  readonly " $fragmentSpreads": FragmentRefs<"LineupSide_side">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "PlayerPosition",
  "kind": "LinkedField",
  "name": "position",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "playerId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LineupSide_side",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LineupPlayer",
      "kind": "LinkedField",
      "name": "players",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "jerseyNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "substitute",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "captain",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ratingIsSeasonAverage",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Player",
          "kind": "LinkedField",
          "name": "player",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "MarketValue",
              "kind": "LinkedField",
              "name": "marketValue",
              "plural": false,
              "selections": [
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
                  "name": "currency",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MissingPlayer",
      "kind": "LinkedField",
      "name": "missingPlayers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "typePt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasonPt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Player",
          "kind": "LinkedField",
          "name": "player",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TeamLineup",
  "abstractKey": null
};
})();

(node as any).hash = "0265f1dd89b747a21a45e6c13ccd3c9c";

export default node;
