/**
 * @generated SignedSource<<5757df414470fc102bd9902fd0ad6cd5>>
 * @relayHash ad25eb5770d3780968f75930c727517b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 122b283440ed0ed462c1a4ec5a8d1ce9a7c8086cf47b56bb8c65b763092d9f4b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BalancePageQuery } from './BalancePageQuery.graphql';

const node: PreloadableConcreteRequest<BalancePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "122b283440ed0ed462c1a4ec5a8d1ce9a7c8086cf47b56bb8c65b763092d9f4b",
    "metadata": {},
    "name": "BalancePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
