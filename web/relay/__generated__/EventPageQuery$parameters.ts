/**
 * @generated SignedSource<<70eb019d01d3fa5967b2791e5a52efdc>>
 * @relayHash 10fc4b2749d52a6fc54e8127df918fd2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3198769b2da405acb6008bee6969a6ff54f00a2ae4747f99e48c3dd8459d4632

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3198769b2da405acb6008bee6969a6ff54f00a2ae4747f99e48c3dd8459d4632",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
