/**
 * @generated SignedSource<<a178df0dfe465c472ead11bdf6ea9479>>
 * @relayHash b035a9983eb9103b38fd31f6609ef6be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05622193bd283b87b7fa5b774ffa6bf7395e1a2a920c745a61112b28759d6a8f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "05622193bd283b87b7fa5b774ffa6bf7395e1a2a920c745a61112b28759d6a8f",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
