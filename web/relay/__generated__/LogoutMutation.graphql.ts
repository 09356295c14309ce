/**
 * @generated SignedSource<<e8eb747a59c2e34b2d5e347521888141>>
 * @relayHash 6b34510c1f02b3024471dea3e1d35481
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31cd845fbdf7b9ed9f1b3dc4415bb243742aa7da7db6e6b7b1c56595d47c2c2e

import { ConcreteRequest } from 'relay-runtime';
export type LogoutMutation$variables = Record<PropertyKey, never>;
export type LogoutMutation$data = {
  readonly logout: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly redirectUrl: string;
  };
};
export type LogoutMutation = {
  response: LogoutMutation$data;
  variables: LogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirectUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "31cd845fbdf7b9ed9f1b3dc4415bb243742aa7da7db6e6b7b1c56595d47c2c2e",
    "metadata": {},
    "name": "LogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0c8f6bb2436a8692a3599b4677793ffd";

export default node;
