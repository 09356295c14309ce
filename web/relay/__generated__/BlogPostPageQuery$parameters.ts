/**
 * @generated SignedSource<<4033df10de19d4086000bb963e5fe7c5>>
 * @relayHash 85d0dff76ff192cd283fb99fc86f8640
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87bb70f7c38e75cc6a7a8597d818369c449c687a351724438af7977c52d4b75e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BlogPostPageQuery } from './BlogPostPageQuery.graphql';

const node: PreloadableConcreteRequest<BlogPostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "87bb70f7c38e75cc6a7a8597d818369c449c687a351724438af7977c52d4b75e",
    "metadata": {},
    "name": "BlogPostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
