/**
 * @generated SignedSource<<94b6608278b919cfab47cc373be03f1f>>
 * @relayHash 8401d31e03449aed391388dac2edef7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b32b8ada2a8ee11a97a93bab838962efd013d3ecca847e8da41552ff389cde2

import { ConcreteRequest } from 'relay-runtime';
export type DeleteUserInput = {
  password: string;
};
export type DeleteUserMutation$variables = {
  input: DeleteUserInput;
};
export type DeleteUserMutation$data = {
  readonly deleteUser: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type DeleteUserMutation = {
  response: DeleteUserMutation$data;
  variables: DeleteUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DeleteUserPayload",
    "kind": "LinkedField",
    "name": "deleteUser",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0b32b8ada2a8ee11a97a93bab838962efd013d3ecca847e8da41552ff389cde2",
    "metadata": {},
    "name": "DeleteUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fcba81905e2b217df401e7ebb01360b0";

export default node;
