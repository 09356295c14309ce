/**
 * @generated SignedSource<<140d3508a0dd1e501362ffe08e7c4376>>
 * @relayHash 3712f45bc8c91c0615977ff7c864af89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b87bba5693539d154d40acd3d4d75ff037f2a5c9167de8ce78e9c3c073284b9e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportEventsPageQuery } from './SportEventsPageQuery.graphql';

const node: PreloadableConcreteRequest<SportEventsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b87bba5693539d154d40acd3d4d75ff037f2a5c9167de8ce78e9c3c073284b9e",
    "metadata": {},
    "name": "SportEventsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
