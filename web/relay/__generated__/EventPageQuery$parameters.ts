/**
 * @generated SignedSource<<559aec973d599ebf17dcd13df58e40ee>>
 * @relayHash c5bd9017163186ff93f6cdf2a1229abe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bafc2c975d9d983ba4fe9c0cc7bed6677157744e470a96e72001a64a38ce55a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7bafc2c975d9d983ba4fe9c0cc7bed6677157744e470a96e72001a64a38ce55a",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
