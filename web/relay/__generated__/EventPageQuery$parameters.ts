/**
 * @generated SignedSource<<7bb2c0e40136854d4d80bc95ca66b32a>>
 * @relayHash ab6c0d6f8ce5cdce67a1898f3d921167
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 521d7cae00019b18ac8aa358df09bb9ce449f15ebbc6eebf0471fd458eef712c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "521d7cae00019b18ac8aa358df09bb9ce449f15ebbc6eebf0471fd458eef712c",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
