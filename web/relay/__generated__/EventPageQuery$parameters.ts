/**
 * @generated SignedSource<<a74f6afa87faad3c38db4a0564aa26f9>>
 * @relayHash 2a8b76bf9ecaecebaf4f144c02d8dfa6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3958bbd41691b15048a5d33e8a034259a51c5a7d44862b610539a4dd7a5997f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a3958bbd41691b15048a5d33e8a034259a51c5a7d44862b610539a4dd7a5997f",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
