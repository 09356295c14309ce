/**
 * @generated SignedSource<<977763974dd3d992ec0e406a639a694a>>
 * @relayHash a8807091aea170cee13dc25f998c1f21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a725eec2e9188964a9cfa9440f9c6eb911ad2c20804121630e485292e1f38178

import { ConcreteRequest } from 'relay-runtime';
export type betSlipViewerQuery$variables = Record<PropertyKey, never>;
export type betSlipViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type betSlipViewerQuery = {
  response: betSlipViewerQuery$data;
  variables: betSlipViewerQuery$variables;
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
    "name": "betSlipViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "betSlipViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a725eec2e9188964a9cfa9440f9c6eb911ad2c20804121630e485292e1f38178",
    "metadata": {},
    "name": "betSlipViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "40ec88adf09280a8de076561ecf34b19";

export default node;
