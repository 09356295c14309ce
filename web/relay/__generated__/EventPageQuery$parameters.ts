/**
 * @generated SignedSource<<e7015d5b2ff7f21740d31eef6e435870>>
 * @relayHash 93f993d6ed97d79acee93a62c61f81d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66894877935769b438344341cb99b8eda52306f72302f64e51b17814904b2d94

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "66894877935769b438344341cb99b8eda52306f72302f64e51b17814904b2d94",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
