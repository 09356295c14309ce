/**
 * @generated SignedSource<<236a9bf04b94db88117510d17b601bde>>
 * @relayHash 62d7dd6d74dbd1230a8124473df60266
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df2ad9b98512105f7f8a0a73631d9a1d4a500064a675fb9bf2addf78b7efd9c9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BalancePageQuery } from './BalancePageQuery.graphql';

const node: PreloadableConcreteRequest<BalancePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "df2ad9b98512105f7f8a0a73631d9a1d4a500064a675fb9bf2addf78b7efd9c9",
    "metadata": {},
    "name": "BalancePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
