/**
 * @generated SignedSource<<2699a469102a9dd2b11934acedbce5e5>>
 * @relayHash addbccbb5bd1a51a0eb5c89f2f00ccd9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3734309912a8f03c04960ce1d310fa4cc09257eb9202c7a692ae33f572f00b7b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StatementPageQuery } from './StatementPageQuery.graphql';

const node: PreloadableConcreteRequest<StatementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3734309912a8f03c04960ce1d310fa4cc09257eb9202c7a692ae33f572f00b7b",
    "metadata": {},
    "name": "StatementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
