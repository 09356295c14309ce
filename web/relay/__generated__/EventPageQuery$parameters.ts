/**
 * @generated SignedSource<<964b6afd50ae3266135d5597839c0b72>>
 * @relayHash 6e0388f29d8973b35068c61994e03bc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80a83170a43d29c48b8272ac81555c2c89f069c9c82cc04cdc81c6dafeb3cb18

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "80a83170a43d29c48b8272ac81555c2c89f069c9c82cc04cdc81c6dafeb3cb18",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
