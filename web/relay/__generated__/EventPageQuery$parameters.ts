/**
 * @generated SignedSource<<492aa1cc041e87626d2d95613be2a468>>
 * @relayHash 7f50f570d51cdc33d7beca21f2b2f974
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6413cf2025de5c012edb3f0bdc07e8fd45fe658acd0535e1eb24d18132632a9b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6413cf2025de5c012edb3f0bdc07e8fd45fe658acd0535e1eb24d18132632a9b",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
