/**
 * @generated SignedSource<<655d336462a2179018aa98e90f3a7595>>
 * @relayHash b0fc20fc6e1bdc7e2df2826579959ed8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01bdb51d605f42fc3a07afaa54a19f055a082c5468118f6d997828a952fb5a9f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BetsPageQuery } from './BetsPageQuery.graphql';

const node: PreloadableConcreteRequest<BetsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "01bdb51d605f42fc3a07afaa54a19f055a082c5468118f6d997828a952fb5a9f",
    "metadata": {},
    "name": "BetsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
