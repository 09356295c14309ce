/**
 * @generated SignedSource<<1f5db7603a9be979ea3972c1378ff90b>>
 * @relayHash 5ff7085ae96ed78820460fbea7e41e5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4adb9e87e7bd38fa42044bb30b98200b1c4f352e8b14172656251bdf88c3dd54

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4adb9e87e7bd38fa42044bb30b98200b1c4f352e8b14172656251bdf88c3dd54",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
