/**
 * @generated SignedSource<<f8fcc0f367e0e426d944a2648815c07a>>
 * @relayHash bb02770a419184d2f6784c2610c28320
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 325fdcf2b137056bd61ba8cf2f400535e19b9513fd4b6b6aadc706995f85c0e6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InactiveAccountsModalQuery$variables = Record<PropertyKey, never>;
export type InactiveAccountsModalQuery$data = {
  readonly viewer: {
    readonly bankroll: {
      readonly " $fragmentSpreads": FragmentRefs<"InactiveAccountsList_bankroll">;
    };
  } | null | undefined;
};
export type InactiveAccountsModalQuery = {
  response: InactiveAccountsModalQuery$data;
  variables: InactiveAccountsModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InactiveAccountsModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Bankroll",
            "kind": "LinkedField",
            "name": "bankroll",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InactiveAccountsList_bankroll"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InactiveAccountsModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Bankroll",
            "kind": "LinkedField",
            "name": "bankroll",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": (v0/*:: as any*/),
                "concreteType": "AccountConnection",
                "kind": "LinkedField",
                "name": "inactiveAccounts",
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
                          (v1/*:: as any*/),
                          (v2/*:: as any*/),
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
                              (v2/*:: as any*/),
                              (v1/*:: as any*/)
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
                "storageKey": "inactiveAccounts(first:100)"
              },
              {
                "alias": null,
                "args": (v0/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "InactiveAccountsList_inactiveAccounts",
                "kind": "LinkedHandle",
                "name": "inactiveAccounts"
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "325fdcf2b137056bd61ba8cf2f400535e19b9513fd4b6b6aadc706995f85c0e6",
    "metadata": {},
    "name": "InactiveAccountsModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3dd9cbe264dd091aef55a24999b1bcbd";

export default node;
