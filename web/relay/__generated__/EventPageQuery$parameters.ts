/**
 * @generated SignedSource<<4bb4752cb1b3ed13b3db421fd69361a9>>
 * @relayHash d39a3d3e564e5dce0d1082d5e244d8ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85388e4bcbaedabe666cfd9f2fc1c4fffa9b254f78996faf2a5738fab0c1ee09

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "85388e4bcbaedabe666cfd9f2fc1c4fffa9b254f78996faf2a5738fab0c1ee09",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
