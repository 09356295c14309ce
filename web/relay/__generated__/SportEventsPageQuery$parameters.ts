/**
 * @generated SignedSource<<44f2de6197ef9ec625920ea8723e675e>>
 * @relayHash fce4ce7798837c72229cad074e3a66db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0182661750341289c34214baccbc34b110f8887fb800a8cb3836047744826347

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportEventsPageQuery } from './SportEventsPageQuery.graphql';

const node: PreloadableConcreteRequest<SportEventsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0182661750341289c34214baccbc34b110f8887fb800a8cb3836047744826347",
    "metadata": {},
    "name": "SportEventsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
