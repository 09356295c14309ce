/**
 * @generated SignedSource<<c444c89ea5a08b42c9e286cee10ed803>>
 * @relayHash 11102fc4c18980f8c03e827121f90cde
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 764ba41e36f01bafac01e5a2ed522a046bef4742e02e9508199b46392dacbf3c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "764ba41e36f01bafac01e5a2ed522a046bef4742e02e9508199b46392dacbf3c",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
