/**
 * @generated SignedSource<<c9eed829e6e00c3ac4c02f2b95fe59f5>>
 * @relayHash a508b26ca1a8a7aa9832dec4e1803085
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e562466b70e251fe53588faac20de57ace3d6797678d44c818cad63648d0a394

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e562466b70e251fe53588faac20de57ace3d6797678d44c818cad63648d0a394",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
