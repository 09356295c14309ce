/**
 * @generated SignedSource<<a62e144e4ccc92593ebf92172a7f3b10>>
 * @relayHash 12a90b2c3d73d7dd7b0eccaa2f3de5f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90f5b82f7943155b2cdd70ed06779d852307a049417438ee8439981b38c162cc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "90f5b82f7943155b2cdd70ed06779d852307a049417438ee8439981b38c162cc",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
