/**
 * @generated SignedSource<<da95324a415e37b47d02817dec513629>>
 * @relayHash 221a7bfc1122091e79adcb2b30757ab8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9605250efe6d8216ec587f7df58e365726a9b54f202d40b52c42dcb4207fdeaa

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserRouteQuery } from './UserRouteQuery.graphql';

const node: PreloadableConcreteRequest<UserRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9605250efe6d8216ec587f7df58e365726a9b54f202d40b52c42dcb4207fdeaa",
    "metadata": {},
    "name": "UserRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
