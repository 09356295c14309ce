/**
 * @generated SignedSource<<0332a1400fadf76e229b04dafdf27286>>
 * @relayHash ca7a54699d60c6de6a17d5cdbaf193ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0e5adf7e7108bbd4dc2b2a1b87dc62ff756126bafd2979730ca31fad703c104

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StatementPageQuery } from './StatementPageQuery.graphql';

const node: PreloadableConcreteRequest<StatementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e0e5adf7e7108bbd4dc2b2a1b87dc62ff756126bafd2979730ca31fad703c104",
    "metadata": {},
    "name": "StatementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
