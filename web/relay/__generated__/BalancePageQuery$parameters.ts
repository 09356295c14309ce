/**
 * @generated SignedSource<<33e88965fd2afbab214c7385af55ccfb>>
 * @relayHash e717b6cb568990146175964c4c919f4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 691329151d9fac1d93d5aff24662c921b1b78db5d55e10556f65189bdfb5ae42

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BalancePageQuery } from './BalancePageQuery.graphql';

const node: PreloadableConcreteRequest<BalancePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "691329151d9fac1d93d5aff24662c921b1b78db5d55e10556f65189bdfb5ae42",
    "metadata": {},
    "name": "BalancePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
