/**
 * @generated SignedSource<<3001e5686d3f085c8b1a6f17b8e20989>>
 * @relayHash a32d8d17a9c5c64e5e69a256f3705079
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 852840bc89a41fb4ad5eb9263aec32f65e800b9b1d15fe2a17047d2093866459

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BlogPostPageQuery } from './BlogPostPageQuery.graphql';

const node: PreloadableConcreteRequest<BlogPostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "852840bc89a41fb4ad5eb9263aec32f65e800b9b1d15fe2a17047d2093866459",
    "metadata": {},
    "name": "BlogPostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
