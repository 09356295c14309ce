/**
 * @generated SignedSource<<1f672b208643233378cb58c091363a49>>
 * @relayHash 9d1cc200036c4c61705db5af07157a32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1dd4f1dc7dbc63f351fa6b13430c7d59abe6fffd19889c1117bb4038f7593a9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e1dd4f1dc7dbc63f351fa6b13430c7d59abe6fffd19889c1117bb4038f7593a9",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
