/**
 * @generated SignedSource<<beb0643f303a55f37f08bde656145909>>
 * @relayHash 0803d97fb20e48821f3adaeb4bddd5db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c0a7478a605ea8e4495995d92b093f4697df4bc75c17b7bcc2e0728c6710263

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8c0a7478a605ea8e4495995d92b093f4697df4bc75c17b7bcc2e0728c6710263",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
