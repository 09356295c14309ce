/**
 * @generated SignedSource<<ee6323627ad798adca5fb5b98c9bde89>>
 * @relayHash 2c19e4c7289f8490e37762fcc7768e70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eae9cd6e4fc91f4c771af83ab456d1b40a5c163bee0a4020afe3774e045ab5eb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "eae9cd6e4fc91f4c771af83ab456d1b40a5c163bee0a4020afe3774e045ab5eb",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
