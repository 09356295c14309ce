/**
 * @generated SignedSource<<d59fd3cf58b0feedde489e463b9a1ce7>>
 * @relayHash dad1766ff8c80a37d3a1ffdc80232596
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7512da832f17f5d4133985725a4c60341fd2ddfba4fe667f25798c0a5d86fc3

import { ConcreteRequest } from 'relay-runtime';
export type EventStatusType = "CANCELED" | "FINISHED" | "INPROGRESS" | "NOTSTARTED" | "OTHER" | "POSTPONED" | "%future added value";
export type headQueriesEventCardQuery$variables = {
  id: string;
};
export type headQueriesEventCardQuery$data = {
  readonly event: {
    readonly awayTeam: {
      readonly name: string;
    };
    readonly homeTeam: {
      readonly name: string;
    };
    readonly scoreboard: {
      readonly away: {
        readonly score: number | null | undefined;
      };
      readonly home: {
        readonly score: number | null | undefined;
      };
    };
    readonly startTime: string | null | undefined;
    readonly status: {
      readonly descriptionPt: string;
      readonly type: EventStatusType;
    };
    readonly tournament: {
      readonly namePt: string;
    } | null | undefined;
  } | null | undefined;
};
export type headQueriesEventCardQuery = {
  response: headQueriesEventCardQuery$data;
  variables: headQueriesEventCardQuery$variables;
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
  "name": "startTime",
  "storageKey": null
},
v3 = {
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
      "name": "descriptionPt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
],
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "score",
    "storageKey": null
  }
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Scoreboard",
  "kind": "LinkedField",
  "name": "scoreboard",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ScoreboardSide",
      "kind": "LinkedField",
      "name": "home",
      "plural": false,
      "selections": (v6/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ScoreboardSide",
      "kind": "LinkedField",
      "name": "away",
      "plural": false,
      "selections": (v6/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Tournament",
  "kind": "LinkedField",
  "name": "tournament",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "namePt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = [
  (v4/*:: as any*/),
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "headQueriesEventCardQuery",
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
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "homeTeam",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "awayTeam",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "headQueriesEventCardQuery",
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
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "homeTeam",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "awayTeam",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a7512da832f17f5d4133985725a4c60341fd2ddfba4fe667f25798c0a5d86fc3",
    "metadata": {},
    "name": "headQueriesEventCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f1d259b2f99256ebe2e1dd51f7e2ea43";

export default node;
