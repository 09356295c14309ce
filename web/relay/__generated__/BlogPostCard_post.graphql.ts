/**
 * @generated SignedSource<<954a4c9ac7a1c06f99d7fd4286a71e17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlogPostCard_post$data = {
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly excerpt: string | null | undefined;
  readonly publishedAt: string | null | undefined;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentType": "BlogPostCard_post";
};
export type BlogPostCard_post$key = {
  readonly " $data"?: BlogPostCard_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlogPostCard_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlogPostCard_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "excerpt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BlogCategory",
      "kind": "LinkedField",
      "name": "category",
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
  ],
  "type": "BlogPost",
  "abstractKey": null
};

(node as any).hash = "2014904e8577082b16a0a790cee14290";

export default node;
