/**
 * @generated SignedSource<<37f36973961e725677accc6e571ca81b>>
 * @relayHash 79fdbbd52f08f0f7fefd21bdcec761ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38a7eaac4190827307101f2544eea9a0f2a62fb09e318b082e3f7dd8e6e99b18

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "38a7eaac4190827307101f2544eea9a0f2a62fb09e318b082e3f7dd8e6e99b18",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
