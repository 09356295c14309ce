/**
 * @generated SignedSource<<713940b71d23cb74b24ebd728a057ae1>>
 * @relayHash d01086053e66c8913cf2d4d183b43531
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8890aa0215c2149a8ac0dc11851513cd0e1abf3c3f2b8f488368e5a80a47cbff

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StatementPageQuery } from './StatementPageQuery.graphql';

const node: PreloadableConcreteRequest<StatementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8890aa0215c2149a8ac0dc11851513cd0e1abf3c3f2b8f488368e5a80a47cbff",
    "metadata": {},
    "name": "StatementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
