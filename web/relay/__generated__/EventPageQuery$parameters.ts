/**
 * @generated SignedSource<<0404bcf439dc0d897df8b32b73804177>>
 * @relayHash a8e4d304c5ab499db0472dc91015f8ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf8fa5652908f361e71226fb5e657c0263829862e55993d6814210efcddc12a7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cf8fa5652908f361e71226fb5e657c0263829862e55993d6814210efcddc12a7",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
