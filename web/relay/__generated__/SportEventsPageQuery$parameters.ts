/**
 * @generated SignedSource<<2b36412e510459da4376e18ecda37bf9>>
 * @relayHash ef7c0142e16db7b8412b13750f8bff62
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f38c690c3bb184109c59c43652ba8f789e0f72620649664402ea857c21d61d9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportEventsPageQuery } from './SportEventsPageQuery.graphql';

const node: PreloadableConcreteRequest<SportEventsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4f38c690c3bb184109c59c43652ba8f789e0f72620649664402ea857c21d61d9",
    "metadata": {},
    "name": "SportEventsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
