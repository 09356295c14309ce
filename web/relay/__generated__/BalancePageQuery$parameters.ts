/**
 * @generated SignedSource<<f633ae2bd00ac9a8b4ee6920583b11aa>>
 * @relayHash 406cae866ec44978239a722850f4f190
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbd133cccf81dbb6ea57030f512b1eac9c67335b59cb4f11453f779b7529dbe7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BalancePageQuery } from './BalancePageQuery.graphql';

const node: PreloadableConcreteRequest<BalancePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fbd133cccf81dbb6ea57030f512b1eac9c67335b59cb4f11453f779b7529dbe7",
    "metadata": {},
    "name": "BalancePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
