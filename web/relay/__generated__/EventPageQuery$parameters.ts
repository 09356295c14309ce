/**
 * @generated SignedSource<<4c7a0d672c5703b0d7cdde37f3760cb4>>
 * @relayHash c913c69cff0c995b0b5e96609b3939d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84acba6a17691f605e38502e3e1936ba6aafb6da2d3b369c224c554e0170cbc0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "84acba6a17691f605e38502e3e1936ba6aafb6da2d3b369c224c554e0170cbc0",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
