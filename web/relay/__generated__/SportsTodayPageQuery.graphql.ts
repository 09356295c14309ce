/**
 * @generated SignedSource<<55c8a6c208d8b3fe33a85fad12ac9703>>
 * @relayHash 055a110f596a957b38b1f82cba00bee9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9314075e154dc5f53815af6fad9e8e04e45f3c527ac94203fef9e17bdfcf352c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SportsTodayPageQuery$variables = {
  date?: string | null | undefined;
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
    "name": "date"
  },
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
  "args": [
    {
      "kind": "Variable",
      "name": "date",
      "variableName": "date"
    }
  ],
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
    "id": "9314075e154dc5f53815af6fad9e8e04e45f3c527ac94203fef9e17bdfcf352c",
    "metadata": {},
    "name": "SportsTodayPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fed55735f71ae24405d8303292090427";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
