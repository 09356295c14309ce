/**
 * @generated SignedSource<<f55e2208912cf4928376a5cf61559d89>>
 * @relayHash 7cf55e4e4838048547055a6f0795bb3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b04143c93b6caf5f15597acef6e6c9c469c9a5c8daedfd92d1d165adad21c90e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b04143c93b6caf5f15597acef6e6c9c469c9a5c8daedfd92d1d165adad21c90e",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
