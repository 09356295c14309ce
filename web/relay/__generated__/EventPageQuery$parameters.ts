/**
 * @generated SignedSource<<e419d3f246844c3bcf945549e6cea8ae>>
 * @relayHash fe858f9215326c81c1786c34bdef2059
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38b0169ab4b073b4e2f485bb036ad929eaafa6c7d5881f2b150d532570bbd8f0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "38b0169ab4b073b4e2f485bb036ad929eaafa6c7d5881f2b150d532570bbd8f0",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
