/**
 * @generated SignedSource<<f9ec7a49f555c7b37fc85410885d64c6>>
 * @relayHash b43f99bcc4295cf50d972de09a75c205
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd133b12dc202f4156ed94f0eba625470d05fc1548dac6fa7a2612cea6594e75

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cd133b12dc202f4156ed94f0eba625470d05fc1548dac6fa7a2612cea6594e75",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
