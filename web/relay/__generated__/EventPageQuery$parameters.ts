/**
 * @generated SignedSource<<a15ab58d48b7cb63c650878f83787815>>
 * @relayHash 1f7ba5c1425c0fe135328c5c8a6244c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06bf8bf7045f3a1919a234c22e322e1f5c051b66025c72386adab2ee8bcacbc7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "06bf8bf7045f3a1919a234c22e322e1f5c051b66025c72386adab2ee8bcacbc7",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
