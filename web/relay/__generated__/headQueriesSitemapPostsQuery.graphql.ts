/**
 * @generated SignedSource<<a3e1b1994463b967b436a16c828cccef>>
 * @relayHash 17ce64013852f453f9e6cf1fef22e03d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f78a23f2d0b9d510e3703fb4c391c6571a78a0212a01fd68d4dfb048c65ffa01

import { ConcreteRequest } from 'relay-runtime';
export type headQueriesSitemapPostsQuery$variables = Record<PropertyKey, never>;
export type headQueriesSitemapPostsQuery$data = {
  readonly blogPosts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly slug: string;
      };
    }>;
  };
};
export type headQueriesSitemapPostsQuery = {
  response: headQueriesSitemapPostsQuery$data;
  variables: headQueriesSitemapPostsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "headQueriesSitemapPostsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryBlogPostsConnection",
        "kind": "LinkedField",
        "name": "blogPosts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryBlogPostsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "BlogPost",
                "kind": "LinkedField",
                "name": "node",
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
        "storageKey": "blogPosts(first:50)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "headQueriesSitemapPostsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryBlogPostsConnection",
        "kind": "LinkedField",
        "name": "blogPosts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryBlogPostsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "BlogPost",
                "kind": "LinkedField",
                "name": "node",
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": "blogPosts(first:50)"
      }
    ]
  },
  "params": {
    "id": "f78a23f2d0b9d510e3703fb4c391c6571a78a0212a01fd68d4dfb048c65ffa01",
    "metadata": {},
    "name": "headQueriesSitemapPostsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "91cd4e6a11ccb8bf4c39f1c755e66d53";

export default node;
