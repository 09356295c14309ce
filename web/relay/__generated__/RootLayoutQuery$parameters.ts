/**
 * @generated SignedSource<<5a1a579d0fc9e68f493f433d9f44abb9>>
 * @relayHash d88e6dfa0ca4967fc256f224df347c2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 957730cd414b74998062f81d5653baeb33482a4af71d2521c159c12664beb263

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RootLayoutQuery } from './RootLayoutQuery.graphql';

const node: PreloadableConcreteRequest<RootLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "957730cd414b74998062f81d5653baeb33482a4af71d2521c159c12664beb263",
    "metadata": {},
    "name": "RootLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
