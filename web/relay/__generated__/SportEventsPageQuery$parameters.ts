/**
 * @generated SignedSource<<3f8306ea11cb0fc91f0232328f404fd9>>
 * @relayHash 85034f44ab6d4b741580499c6e0dc84f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e9e967d6adb4823910f2dc9848dc0cac3299f8eda205586a7ab3fa9ebeaa863

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportEventsPageQuery } from './SportEventsPageQuery.graphql';

const node: PreloadableConcreteRequest<SportEventsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1e9e967d6adb4823910f2dc9848dc0cac3299f8eda205586a7ab3fa9ebeaa863",
    "metadata": {},
    "name": "SportEventsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
