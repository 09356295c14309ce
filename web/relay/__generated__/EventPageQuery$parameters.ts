/**
 * @generated SignedSource<<73e7593decf68dd0ab6542b5293f0b2e>>
 * @relayHash 18af8e80378a0c71177a0c01b62878e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7a24aef17fe303d3203d4136c8dd526d5d5f26b632cb2d3f72974e15496c394

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b7a24aef17fe303d3203d4136c8dd526d5d5f26b632cb2d3f72974e15496c394",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
