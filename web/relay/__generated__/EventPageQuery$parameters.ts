/**
 * @generated SignedSource<<7076a5c7102919e97986722823299e2e>>
 * @relayHash a435e32a2cc13a65296668d252eb144e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b751504e48fbc91f9ae9ecd75226a079087950289d2e14db26c644369d2adb8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0b751504e48fbc91f9ae9ecd75226a079087950289d2e14db26c644369d2adb8",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
