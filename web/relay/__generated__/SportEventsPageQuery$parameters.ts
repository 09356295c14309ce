/**
 * @generated SignedSource<<5af68cc5e38233d5c95dc65fce1aa4a2>>
 * @relayHash 3127c304a6e5e4f687953c739481a8b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aabc0841d2a9b6b5d6e2a5dbdc53f07671e2e4aca5e53e5e8e666323da381c57

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportEventsPageQuery } from './SportEventsPageQuery.graphql';

const node: PreloadableConcreteRequest<SportEventsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aabc0841d2a9b6b5d6e2a5dbdc53f07671e2e4aca5e53e5e8e666323da381c57",
    "metadata": {},
    "name": "SportEventsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
