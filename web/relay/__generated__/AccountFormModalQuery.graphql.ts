/**
 * @generated SignedSource<<1c371103ccb0c94eb7c4b421e7a6ed07>>
 * @relayHash add31c3d9c3dbadbbc5cc75d72e7577a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07ee2eb95295c76ecc7f5952bca817d62c71d4e784c77ecb5a6677a6c6612b03

import { ConcreteRequest } from 'relay-runtime';
export type AccountFormModalQuery$variables = Record<PropertyKey, never>;
export type AccountFormModalQuery$data = {
  readonly viewer: {
    readonly bankroll: {
      readonly bets: ReadonlyArray<{
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
  "concreteType": "Bet",
  "kind": "LinkedField",
  "name": "bets",
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
    "id": "07ee2eb95295c76ecc7f5952bca817d62c71d4e784c77ecb5a6677a6c6612b03",
    "metadata": {},
    "name": "AccountFormModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2c0ac2913fc72503d1190fb591b3b4b8";

export default node;
