/**
 * @generated SignedSource<<0ed52158e888d9b27d405457099555d0>>
 * @relayHash bba32db852998691b5fe4fc838981c34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61fc624931f8bca7d2182e5421209f059541e509c6d79601cba43b0c955838d4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportEventsPageQuery } from './SportEventsPageQuery.graphql';

const node: PreloadableConcreteRequest<SportEventsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "61fc624931f8bca7d2182e5421209f059541e509c6d79601cba43b0c955838d4",
    "metadata": {},
    "name": "SportEventsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
