/**
 * @generated SignedSource<<62e0d3d59f45356aa69a9f82bb807526>>
 * @relayHash 3806b29a8f9b739d17c9e414896a3a2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc02895c7dd4c0da1344867c3909a2446e17ebc058c372a7883dcdab5e6f5202

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BetsPageQuery } from './BetsPageQuery.graphql';

const node: PreloadableConcreteRequest<BetsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dc02895c7dd4c0da1344867c3909a2446e17ebc058c372a7883dcdab5e6f5202",
    "metadata": {},
    "name": "BetsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
