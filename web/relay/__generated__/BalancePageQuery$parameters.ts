/**
 * @generated SignedSource<<6189b845ec636e68283985697a5401df>>
 * @relayHash 5af08f990a81526e33480254b8a10cb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 836f8d64598f3f144deb085ae8e50f6b12ac2de835fdefc5750275f9dfb4ea57

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BalancePageQuery } from './BalancePageQuery.graphql';

const node: PreloadableConcreteRequest<BalancePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "836f8d64598f3f144deb085ae8e50f6b12ac2de835fdefc5750275f9dfb4ea57",
    "metadata": {},
    "name": "BalancePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
