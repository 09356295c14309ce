/**
 * @generated SignedSource<<3703315956ce8c9ad1dae2567312c35c>>
 * @relayHash 48052f5bd950172fd845743a69f563b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4cd241f73504c6b74246f25fb9a4dd1492db116029a4bd044686e79e2d5e623

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SportsTodayPageQuery } from './SportsTodayPageQuery.graphql';

const node: PreloadableConcreteRequest<SportsTodayPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a4cd241f73504c6b74246f25fb9a4dd1492db116029a4bd044686e79e2d5e623",
    "metadata": {},
    "name": "SportsTodayPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
