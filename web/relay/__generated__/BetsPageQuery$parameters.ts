/**
 * @generated SignedSource<<69a1e06e4a80b88832d3f367fbf69164>>
 * @relayHash a6d0ad0b92c2ad294abff292db750d8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24fdf3e3088762bde0bda1f3511b44f251ec3a92adb821131386aba5ded5c073

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BetsPageQuery } from './BetsPageQuery.graphql';

const node: PreloadableConcreteRequest<BetsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "24fdf3e3088762bde0bda1f3511b44f251ec3a92adb821131386aba5ded5c073",
    "metadata": {},
    "name": "BetsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
