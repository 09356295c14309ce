/**
 * @generated SignedSource<<b07158b452ba4eeacf4474708b01d9f5>>
 * @relayHash dd818056244ae4f85b8b8d484427b829
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e1a81c297934eec40c9dcf0b3e2194fcf4772f353a944d26b4076bb3b20986c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportEventsPageQuery } from './SportEventsPageQuery.graphql';

const node: PreloadableConcreteRequest<SportEventsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2e1a81c297934eec40c9dcf0b3e2194fcf4772f353a944d26b4076bb3b20986c",
    "metadata": {},
    "name": "SportEventsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
