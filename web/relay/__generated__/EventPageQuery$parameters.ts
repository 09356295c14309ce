/**
 * @generated SignedSource<<ef5e2952d3f57a59d87c6bca9d34c463>>
 * @relayHash 05c697b8f0465b487a13bafa709fd79e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21464a6685f7108300396b7b9fd1f4bc8a52c7bfd976c89e7cdfc9e1f6e9e6dc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "21464a6685f7108300396b7b9fd1f4bc8a52c7bfd976c89e7cdfc9e1f6e9e6dc",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
