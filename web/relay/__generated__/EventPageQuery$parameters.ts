/**
 * @generated SignedSource<<6812ef568ab48d649f0922fae7465ede>>
 * @relayHash c5fe43a51f9eff271b77446a7e19eee6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86d14be7e2c467d765df60dc0305efb0caee1b4b2663823341df8ff6ddcaf881

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EventPageQuery } from './EventPageQuery.graphql';

const node: PreloadableConcreteRequest<EventPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "86d14be7e2c467d765df60dc0305efb0caee1b4b2663823341df8ff6ddcaf881",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
