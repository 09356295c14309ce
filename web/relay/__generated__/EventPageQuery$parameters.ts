/**
 * @generated SignedSource<<cf83f89afdd2715474b619a38c365ddf>>
 * @relayHash 83c08322b40ee3d85bceaac89467887b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76654f7042b6284c98b31d6dd1d4b4eba9f2cd46f83a277c3d92fbf0448502ce

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "76654f7042b6284c98b31d6dd1d4b4eba9f2cd46f83a277c3d92fbf0448502ce",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
