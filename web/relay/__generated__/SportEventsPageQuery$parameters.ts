/**
 * @generated SignedSource<<475ee922e97b880207bfae30acadcab7>>
 * @relayHash c4698c5d507c658aee16c39f0853fa09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be583db1167ce5e16025dc9a87e1f34483cd9d79fd630cdd541e75fb38c42205

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportEventsPageQuery } from './SportEventsPageQuery.graphql';

const node: PreloadableConcreteRequest<SportEventsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "be583db1167ce5e16025dc9a87e1f34483cd9d79fd630cdd541e75fb38c42205",
    "metadata": {},
    "name": "SportEventsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
