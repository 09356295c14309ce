/**
 * @generated SignedSource<<eb32b8c3b604f8b77a4e2a6acaf5fb31>>
 * @relayHash 74e52f1c638a413fa1ab1295178c85f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0234ebf50e6d5669d9a46a1ee6b7aa08db723834b95481b5c4cc06d267da43d5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BetsPageQuery } from './BetsPageQuery.graphql';

const node: PreloadableConcreteRequest<BetsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0234ebf50e6d5669d9a46a1ee6b7aa08db723834b95481b5c4cc06d267da43d5",
    "metadata": {},
    "name": "BetsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
