/**
 * @generated SignedSource<<36a8bf61e057ff53bff4a0aea1236303>>
 * @relayHash 48052f5bd950172fd845743a69f563b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4cd241f73504c6b74246f25fb9a4dd1492db116029a4bd044686e79e2d5e623

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SportsTodayPageQuery$variables = {
  withViewer: boolean;
};
export type SportsTodayPageQuery$data = {
  readonly sports: ReadonlyArray<{
    readonly liveCount: number;
    readonly name: string;
    readonly slug: string;
    readonly totalCount: number;
  }>;
  readonly viewer?: {
    readonly " $fragmentSpreads": FragmentRefs<"Header_viewer">;
  } | null | undefined;
};
export type SportsTodayPageQuery = {
  response: SportsTodayPageQuery$data;
  variables: SportsTodayPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withViewer"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Sport",
  "kind": "LinkedField",
  "name": "sports",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "liveCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SportsTodayPageQuery",
    "selections": [
      {
        "condition": "withViewer",
        "kind": "Condition",
        "passingValue": true,
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "Header_viewer"
              }
            ],
            "storageKey": null
          }
        ]
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SportsTodayPageQuery",
    "selections": [
      {
        "condition": "withViewer",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
        ]
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "a4cd241f73504c6b74246f25fb9a4dd1492db116029a4bd044686e79e2d5e623",
    "metadata": {},
    "name": "SportsTodayPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c71460e988733d82618385856fc7b88b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
