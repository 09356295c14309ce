/**
 * @generated SignedSource<<4e1b0799cbaceff37c2d3281af1adc2d>>
 * @relayHash 3a1d7f445a55ee150be76a7a912c772d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64e52702793c66fd0dfb65e721dc5e5e29ac02b6d786cfd5f28fd8e788de1b7d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportEventsPageQuery } from './SportEventsPageQuery.graphql';

const node: PreloadableConcreteRequest<SportEventsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "64e52702793c66fd0dfb65e721dc5e5e29ac02b6d786cfd5f28fd8e788de1b7d",
    "metadata": {},
    "name": "SportEventsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
