/**
 * @generated SignedSource<<99879a282f8f6b6606a4c0d93524e44b>>
 * @relayHash 3e657c72e6eacd8a753ad64615eb4e09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63da7a86f4f3425db663571afb97c59143c32f142479e1cf619ce6a0d6384c5f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BetsPageQuery } from './BetsPageQuery.graphql';

const node: PreloadableConcreteRequest<BetsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "63da7a86f4f3425db663571afb97c59143c32f142479e1cf619ce6a0d6384c5f",
    "metadata": {},
    "name": "BetsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
