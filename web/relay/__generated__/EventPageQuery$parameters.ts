/**
 * @generated SignedSource<<f4e20ef7eec2061a90465c9965d20c85>>
 * @relayHash 0dc538d97b2e3daa01fafd0d289fe6e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6d8ad54ed7df9703838785fe5979f6f5aa6e56d7d27e46f552b835ff0cbb54f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f6d8ad54ed7df9703838785fe5979f6f5aa6e56d7d27e46f552b835ff0cbb54f",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
