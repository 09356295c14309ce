/**
 * @generated SignedSource<<6ce94bf1ca8bab846923a2518841e769>>
 * @relayHash f45c2a1570c591147eaf652511b429bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e26c00e9b32dd4e02ad5513674d771e972014407e7aa6689c018de5b6bec7376

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BalancePageQuery } from './BalancePageQuery.graphql';

const node: PreloadableConcreteRequest<BalancePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e26c00e9b32dd4e02ad5513674d771e972014407e7aa6689c018de5b6bec7376",
    "metadata": {},
    "name": "BalancePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
