/**
 * @generated SignedSource<<5a749804d1e76b5e77b9c8825fbd72ca>>
 * @relayHash 18f330645be0f537278ade48de7e4854
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b8fd0cf49a3088843341ce10144a4e811e36da0742b4273b58d42853741e419

import { ConcreteRequest } from 'relay-runtime';
export type headQueriesSportQuery$variables = {
  slug: string;
};
export type headQueriesSportQuery$data = {
  readonly sport: {
    readonly name: string;
  } | null | undefined;
};
export type headQueriesSportQuery = {
  response: headQueriesSportQuery$data;
  variables: headQueriesSportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "Sport",
    "kind": "LinkedField",
    "name": "sport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "headQueriesSportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "headQueriesSportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4b8fd0cf49a3088843341ce10144a4e811e36da0742b4273b58d42853741e419",
    "metadata": {},
    "name": "headQueriesSportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c00caf5d92a2ed71058ee37e4d65c4f9";

export default node;
