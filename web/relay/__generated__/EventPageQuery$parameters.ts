/**
 * @generated SignedSource<<17eb45e34b181cf8264ddea3fe9783f8>>
 * @relayHash 5b3d5424946366d1849ed0508c3e8521
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4139b5a59efca05aad8d344963965a51749fbc5b242fa771367c2aebe1c770d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f4139b5a59efca05aad8d344963965a51749fbc5b242fa771367c2aebe1c770d",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
