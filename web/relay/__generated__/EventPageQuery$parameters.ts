/**
 * @generated SignedSource<<4c173100c965755de3ee111761486629>>
 * @relayHash d265e9ef60d2f6f2cdf63e5e27850a46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 056cba6d57c9cac1017e94a19af6f27bedc3f835e982840af969dcd3ef11e623

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "056cba6d57c9cac1017e94a19af6f27bedc3f835e982840af969dcd3ef11e623",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
