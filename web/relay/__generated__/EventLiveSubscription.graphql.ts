/**
 * @generated SignedSource<<28d1c32f9475e094892eb876275bf9cc>>
 * @relayHash aa786d9a4113ee0f9dcdbfe921e1007d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 790eb6c1a495e635c87dd4d424ee98e674ef70a72a2a3a060bb4cc825bae2add

import { ConcreteRequest } from 'relay-runtime';
export type EventStatusType = "CANCELED" | "FINISHED" | "INPROGRESS" | "NOTSTARTED" | "OTHER" | "POSTPONED" | "%future added value";
export type EventLiveSubscription$variables = {
  id: string;
};
export type EventLiveSubscription$data = {
  readonly liveEvent: {
    readonly event: {
      readonly awayScore: {
        readonly current: number | null | undefined;
      } | null | undefined;
      readonly homeScore: {
        readonly current: number | null | undefined;
      } | null | undefined;
      readonly id: string;
      readonly startTime: string | null | undefined;
      readonly status: {
        readonly description: string | null | undefined;
        readonly descriptionPt: string | null | undefined;
        readonly type: EventStatusType;
      };
    } | null | undefined;
  };
};
export type EventLiveSubscription = {
  response: EventLiveSubscription$data;
  variables: EventLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "current",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "LiveEventUpdate",
    "kind": "LinkedField",
    "name": "liveEvent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EventStatus",
            "kind": "LinkedField",
            "name": "status",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "descriptionPt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Score",
            "kind": "LinkedField",
            "name": "homeScore",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Score",
            "kind": "LinkedField",
            "name": "awayScore",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EventLiveSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventLiveSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "790eb6c1a495e635c87dd4d424ee98e674ef70a72a2a3a060bb4cc825bae2add",
    "metadata": {},
    "name": "EventLiveSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d60e86611c848269c1a3403181ca0e09";

export default node;
