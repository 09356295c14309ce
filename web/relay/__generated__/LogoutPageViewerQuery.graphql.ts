/**
 * @generated SignedSource<<ca80f160ea2ea36b4f2ad70600189c10>>
 * @relayHash 0d128b95f01bd3c59fc321bd6645c8b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a803f46660604fbaf69d273ceaeb0a818a89a2dfdbd3116c72769afbdbe4624

import { ConcreteRequest } from 'relay-runtime';
export type LogoutPageViewerQuery$variables = Record<PropertyKey, never>;
export type LogoutPageViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type LogoutPageViewerQuery = {
  response: LogoutPageViewerQuery$data;
  variables: LogoutPageViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "kind": "ScalarField",
        "name": "id",
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
    "name": "LogoutPageViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogoutPageViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1a803f46660604fbaf69d273ceaeb0a818a89a2dfdbd3116c72769afbdbe4624",
    "metadata": {},
    "name": "LogoutPageViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bed04c6a5bb6a27fbf6549a8e1ef9052";

export default node;
