/**
 * @generated SignedSource<<9c2b7631aab5eeb2b39875ba96936f65>>
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
      readonly shortName: string;
    };
    readonly type: string;
  }>;
  readonly players: ReadonlyArray<{
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
      readonly code: string;
    } | null | undefined;
    readonly rating: number | null | undefined;
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
  "kind": "ScalarField",
  "name": "playerId",
  "storageKey": null
},
v1 = {
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
          "name": "rating",
          "storageKey": null
        },
        {
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
              "name": "code",
              "storageKey": null
            }
          ],
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
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
          "name": "type",
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
            (v0/*:: as any*/),
            (v1/*:: as any*/)
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

(node as any).hash = "942e6933b1b757955f1248058e9ce007";

export default node;
