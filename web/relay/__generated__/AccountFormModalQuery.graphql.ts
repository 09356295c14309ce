/**
 * @generated SignedSource<<ec61c8c2f361e4e44e390f1cd5d3a65a>>
 * @relayHash 8064c7934a5d5699cf1338dcb4c35cbc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4903b7cf374acf2b446c631a65cb5f07ee0cd8750b2251769aee3f6a10d9669c

import { ConcreteRequest } from 'relay-runtime';
export type AccountFormModalQuery$variables = Record<PropertyKey, never>;
export type AccountFormModalQuery$data = {
  readonly viewer: {
    readonly bankroll: {
      readonly bettingHouses: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
    };
  } | null | undefined;
};
export type AccountFormModalQuery = {
  response: AccountFormModalQuery$data;
  variables: AccountFormModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "BettingHouse",
  "kind": "LinkedField",
  "name": "bettingHouses",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountFormModalQuery",
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
              (v1/*:: as any*/)
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
    "name": "AccountFormModalQuery",
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
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4903b7cf374acf2b446c631a65cb5f07ee0cd8750b2251769aee3f6a10d9669c",
    "metadata": {},
    "name": "AccountFormModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c9569b04de30e2e470e35c0b4f4c6c23";

export default node;
