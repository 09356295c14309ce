/**
 * @generated SignedSource<<9280005db7ccb33d2c9dcc8910a0a1c4>>
 * @relayHash 68e22c283348f154f0ec9a5ce5742cc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 100344f9f1e48f297dd16f516c0a09ec819c8150fad248cb0f369c479cb27c7c

import { ConcreteRequest } from 'relay-runtime';
export type SportsTodayLiveSubscription$variables = Record<PropertyKey, never>;
export type SportsTodayLiveSubscription$data = {
  readonly sportCounts: {
    readonly changed: ReadonlyArray<{
      readonly live: number;
      readonly sport: {
        readonly slug: string;
      };
      readonly total: number;
    }>;
  };
};
export type SportsTodayLiveSubscription = {
  response: SportsTodayLiveSubscription$data;
  variables: SportsTodayLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SportCountsUpdate",
    "kind": "LinkedField",
    "name": "sportCounts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SportCount",
        "kind": "LinkedField",
        "name": "changed",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Sport",
            "kind": "LinkedField",
            "name": "sport",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "live",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SportsTodayLiveSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SportsTodayLiveSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "100344f9f1e48f297dd16f516c0a09ec819c8150fad248cb0f369c479cb27c7c",
    "metadata": {},
    "name": "SportsTodayLiveSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d3e9f1a1725806e17e31f71a97fc3c3a";

export default node;
