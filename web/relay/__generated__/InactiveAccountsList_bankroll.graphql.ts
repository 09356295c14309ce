/**
 * @generated SignedSource<<cfe4bd948c7cb18eb750ad080fa04b04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InactiveAccountsList_bankroll$data = {
  readonly inactiveAccounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly bettingHouse: {
          readonly name: string;
        };
        readonly id: string;
        readonly name: string;
        readonly totalBalance: string;
      };
    }>;
  };
  readonly " $fragmentType": "InactiveAccountsList_bankroll";
};
export type InactiveAccountsList_bankroll$key = {
  readonly " $data"?: InactiveAccountsList_bankroll$data;
  readonly " $fragmentSpreads": FragmentRefs<"InactiveAccountsList_bankroll">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "inactiveAccounts"
        ]
      }
    ]
  },
  "name": "InactiveAccountsList_bankroll",
  "selections": [
    {
      "alias": "inactiveAccounts",
      "args": null,
      "concreteType": "AccountConnection",
      "kind": "LinkedField",
      "name": "__InactiveAccountsList_inactiveAccounts_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AccountEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Account",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "totalBalance",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "BettingHouse",
                  "kind": "LinkedField",
                  "name": "bettingHouse",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Bankroll",
  "abstractKey": null
};
})();

(node as any).hash = "cb45d01b828d299aff8049d7b12177f9";

export default node;
