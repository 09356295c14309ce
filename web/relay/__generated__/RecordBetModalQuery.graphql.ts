/**
 * @generated SignedSource<<5a33df86c60158df0caabe94cfa59a1f>>
 * @relayHash 90073d74195ea827bd37bc19292b957f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 470c25f949c6fac41ac1185e8cfdec04053777165399fb06831c653124cff625

import { ConcreteRequest } from 'relay-runtime';
export type RecordBetModalQuery$variables = Record<PropertyKey, never>;
export type RecordBetModalQuery$data = {
  readonly viewer: {
    readonly bankroll: {
      readonly activeAccounts: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly availableBalance: string;
            readonly bettingHouse: {
              readonly name: string;
            };
            readonly id: string;
            readonly name: string;
          };
        }>;
      };
    };
  } | null | undefined;
};
export type RecordBetModalQuery = {
  response: RecordBetModalQuery$data;
  variables: RecordBetModalQuery$variables;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableBalance",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordBetModalQuery",
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
                "name": "activeAccounts",
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
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "BettingHouse",
                            "kind": "LinkedField",
                            "name": "bettingHouse",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "activeAccounts(first:100)"
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
    "name": "RecordBetModalQuery",
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
                "name": "activeAccounts",
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
                          (v3/*:: as any*/),
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
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "activeAccounts(first:100)"
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
    "id": "470c25f949c6fac41ac1185e8cfdec04053777165399fb06831c653124cff625",
    "metadata": {},
    "name": "RecordBetModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2dd3c5b1e08999a40ad25a80edb07009";

export default node;
