/**
 * @generated SignedSource<<3b0ea32a3da27fb4314ac1a6591fd895>>
 * @relayHash f5d8f08aa96f7a69c2a17096ae47b9d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dd12dfd6674ed818c1716da3bdd11555eb6da49915b3d578be752c77c9f6666

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7dd12dfd6674ed818c1716da3bdd11555eb6da49915b3d578be752c77c9f6666",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
