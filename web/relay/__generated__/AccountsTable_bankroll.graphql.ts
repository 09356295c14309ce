/**
 * @generated SignedSource<<0e9096bc3f09a17df03a53f1f3ce4712>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountsTable_bankroll$data = {
  readonly activeAccounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AccountRow_account">;
      };
    }>;
  };
  readonly totals: {
    readonly deposits: string;
    readonly totalBalance: string;
    readonly withdrawals: string;
    readonly yieldPercent: string;
  };
  readonly " $fragmentType": "AccountsTable_bankroll";
};
export type AccountsTable_bankroll$key = {
  readonly " $data"?: AccountsTable_bankroll$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountsTable_bankroll">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "activeAccounts"
        ]
      }
    ]
  },
  "name": "AccountsTable_bankroll",
  "selections": [
    {
      "alias": "activeAccounts",
      "args": null,
      "concreteType": "AccountConnection",
      "kind": "LinkedField",
      "name": "__AccountsTable_activeAccounts_connection",
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
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AccountRow_account"
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankrollTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deposits",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "withdrawals",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "yieldPercent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Bankroll",
  "abstractKey": null
};

(node as any).hash = "334f9eaa1ffbba312003f1ee6aea8235";

export default node;
