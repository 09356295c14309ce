/**
 * @generated SignedSource<<36f335b4fc74d80239667b4409d526de>>
 * @relayHash 034c98c591a543e3753f94598504e64a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 317e8823adf18da6dc3f413c5826ae1202d76a2c1a288f3374be49288bfb4b12

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "317e8823adf18da6dc3f413c5826ae1202d76a2c1a288f3374be49288bfb4b12",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
