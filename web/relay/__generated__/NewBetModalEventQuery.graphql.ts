/**
 * @generated SignedSource<<51badeebf4380e6df549d0ca17a20dbf>>
 * @relayHash 325c586f49a6885e8b84a71d36a7bca3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79c7dab3cb099694f015dd8a19dda81f05d0c5b568efea01a93b70d8577c0f70

import { ConcreteRequest } from 'relay-runtime';
export type EventStatusType = "CANCELED" | "FINISHED" | "INPROGRESS" | "NOTSTARTED" | "OTHER" | "POSTPONED" | "%future added value";
export type NewBetModalEventQuery$variables = {
  id: string;
};
export type NewBetModalEventQuery$data = {
  readonly event: {
    readonly awayTeam: {
      readonly name: string;
    };
    readonly homeTeam: {
      readonly name: string;
    };
    readonly id: string;
    readonly odds: ReadonlyArray<{
      readonly choiceGroup: string | null | undefined;
      readonly choices: ReadonlyArray<{
        readonly betOdds: string | null | undefined;
        readonly decimalValue: string | null | undefined;
        readonly name: string;
        readonly namePt: string;
      }>;
      readonly isLive: boolean;
      readonly linePt: string | null | undefined;
      readonly marketId: number | null | undefined;
      readonly marketNamePt: string;
      readonly suspended: boolean;
    }> | null | undefined;
    readonly status: {
      readonly type: EventStatusType;
    };
  } | null | undefined;
};
export type NewBetModalEventQuery = {
  response: NewBetModalEventQuery$data;
  variables: NewBetModalEventQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/)
],
v5 = {
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
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "OddsMarket",
  "kind": "LinkedField",
  "name": "odds",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspended",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marketId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marketNamePt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linePt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "choiceGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OddsChoice",
      "kind": "LinkedField",
      "name": "choices",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "namePt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decimalValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "betOdds",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  (v3/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewBetModalEventQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "homeTeam",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "awayTeam",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewBetModalEventQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "homeTeam",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "awayTeam",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "79c7dab3cb099694f015dd8a19dda81f05d0c5b568efea01a93b70d8577c0f70",
    "metadata": {},
    "name": "NewBetModalEventQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b51a54def3dcfa10f3a268481c531a4";

export default node;
