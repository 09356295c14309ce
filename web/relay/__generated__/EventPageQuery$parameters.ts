/**
 * @generated SignedSource<<14f228efaa912c6ea430e4ccfe2f20ba>>
 * @relayHash 1463974b8bcf6ab9e6e53172caf3ae8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef14df3ef53b44fac9afeafb5ae2732acbfadbc48c140ac4df301444d4746769

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ef14df3ef53b44fac9afeafb5ae2732acbfadbc48c140ac4df301444d4746769",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
