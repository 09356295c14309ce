/**
 * @generated SignedSource<<be43f812687f6683c4b1373269da1c87>>
 * @relayHash f556e577fa6a68a213d8a14f46ba6c26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 369acc3c5e7f8276b0c2840ecd2de2038cdffa048be67303ec165262be5de48b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "369acc3c5e7f8276b0c2840ecd2de2038cdffa048be67303ec165262be5de48b",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
