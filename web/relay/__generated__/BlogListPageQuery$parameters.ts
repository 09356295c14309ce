/**
 * @generated SignedSource<<e303d65764020e59d5fa1e650690ba0f>>
 * @relayHash b62f9986428cd74fbf74d29c5d21ad86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8989e4b14c611998adc8ca8a36334ce69f79b5d0790c759df6f0695692f79dd1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BlogListPageQuery } from './BlogListPageQuery.graphql';

const node: PreloadableConcreteRequest<BlogListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8989e4b14c611998adc8ca8a36334ce69f79b5d0790c759df6f0695692f79dd1",
    "metadata": {},
    "name": "BlogListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
