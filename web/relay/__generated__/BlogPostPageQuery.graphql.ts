/**
 * @generated SignedSource<<941bed9285cbe508be01bb8f35cd0b4a>>
 * @relayHash 85d0dff76ff192cd283fb99fc86f8640
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87bb70f7c38e75cc6a7a8597d818369c449c687a351724438af7977c52d4b75e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlogPostPageQuery$variables = {
  slug: string;
  withViewer: boolean;
};
export type BlogPostPageQuery$data = {
  readonly blogPost: {
    readonly category: {
      readonly name: string;
    } | null | undefined;
    readonly content: string;
    readonly publishedAt: string | null | undefined;
    readonly relatedPosts: ReadonlyArray<{
      readonly id: string;
      readonly publishedAt: string | null | undefined;
      readonly slug: string;
      readonly title: string;
    }>;
    readonly title: string;
  } | null | undefined;
  readonly viewer?: {
    readonly " $fragmentSpreads": FragmentRefs<"Header_viewer">;
  } | null | undefined;
};
export type BlogPostPageQuery = {
  response: BlogPostPageQuery$data;
  variables: BlogPostPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withViewer"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 5
    }
  ],
  "concreteType": "BlogPost",
  "kind": "LinkedField",
  "name": "relatedPosts",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": "relatedPosts(first:5)"
},
v8 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BlogPostPageQuery",
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
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BlogPost",
        "kind": "LinkedField",
        "name": "blogPost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BlogCategory",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BlogPostPageQuery",
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
            "selections": (v8/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BlogPost",
        "kind": "LinkedField",
        "name": "blogPost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BlogCategory",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "87bb70f7c38e75cc6a7a8597d818369c449c687a351724438af7977c52d4b75e",
    "metadata": {},
    "name": "BlogPostPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e133caf0d28b279c7e0a976daf7d35bf";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
