/**
 * @generated SignedSource<<c35e4b047a07584939d40a6be3fa8597>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatusType = "CANCELED" | "FINISHED" | "INPROGRESS" | "NOTSTARTED" | "OTHER" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Scoreboard_event$data = {
  readonly awayTeam: {
    readonly name: string;
    readonly teamId: number;
  };
  readonly homeTeam: {
    readonly name: string;
    readonly teamId: number;
  };
  readonly scoreboard: {
    readonly away: {
      readonly aggregated: number | null | undefined;
      readonly gamePoint: string | null | undefined;
      readonly innings: ReadonlyArray<{
        readonly overs: number | null | undefined;
        readonly runs: number;
        readonly wickets: number | null | undefined;
      }>;
      readonly penalties: number | null | undefined;
      readonly periods: ReadonlyArray<{
        readonly number: number;
        readonly score: number;
      }>;
      readonly redCards: number;
      readonly score: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ScoreboardPeriods_side">;
    };
    readonly home: {
      readonly aggregated: number | null | undefined;
      readonly gamePoint: string | null | undefined;
      readonly innings: ReadonlyArray<{
        readonly overs: number | null | undefined;
        readonly runs: number;
        readonly wickets: number | null | undefined;
      }>;
      readonly penalties: number | null | undefined;
      readonly periods: ReadonlyArray<{
        readonly number: number;
        readonly score: number;
      }>;
      readonly redCards: number;
      readonly score: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ScoreboardPeriods_side">;
    };
    readonly previousLegEventId: number | null | undefined;
  };
  readonly sport: {
    readonly slug: string;
  } | null | undefined;
  readonly startTime: string | null | undefined;
  readonly status: {
    readonly description: string | null | undefined;
    readonly descriptionPt: string;
    readonly type: EventStatusType;
  };
  readonly time: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveClock_time">;
  };
  readonly " $fragmentType": "Scoreboard_event";
};
export type Scoreboard_event$key = {
  readonly " $data"?: Scoreboard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"Scoreboard_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "teamId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v2 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ScoreboardPeriods_side"
  },
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ScoreboardPeriod",
    "kind": "LinkedField",
    "name": "periods",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "number",
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "penalties",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aggregated",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "redCards",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "gamePoint",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "CricketInnings",
    "kind": "LinkedField",
    "name": "innings",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "runs",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "wickets",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "overs",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Scoreboard_event",
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
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "homeTeam",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "awayTeam",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MatchClock",
      "kind": "LinkedField",
      "name": "time",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveClock_time"
        }
      ],
      "storageKey": null
    },
    {
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
          "kind": "ScalarField",
          "name": "previousLegEventId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ScoreboardSide",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ScoreboardSide",
          "kind": "LinkedField",
          "name": "away",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "02f04113b13186f50bb2b570443eb938";

export default node;
