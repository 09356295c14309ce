/**
 * @generated SignedSource<<dd8d7850df7ec6d0964c4db2c72eab5f>>
 * @relayHash 055a110f596a957b38b1f82cba00bee9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9314075e154dc5f53815af6fad9e8e04e45f3c527ac94203fef9e17bdfcf352c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportsTodayPageQuery } from './SportsTodayPageQuery.graphql';

const node: PreloadableConcreteRequest<SportsTodayPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9314075e154dc5f53815af6fad9e8e04e45f3c527ac94203fef9e17bdfcf352c",
    "metadata": {},
    "name": "SportsTodayPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
