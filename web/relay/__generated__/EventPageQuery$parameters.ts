/**
 * @generated SignedSource<<d6c22777de33b36177cf7a3f01392953>>
 * @relayHash d9a0cdeaba067e7b5e4bf3654f87a172
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93c696e0ef8f3fee085f1210b6fddf37fefc20185b741bc37a31aa2c5ae4bf2d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "93c696e0ef8f3fee085f1210b6fddf37fefc20185b741bc37a31aa2c5ae4bf2d",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
