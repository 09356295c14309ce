/**
 * @generated SignedSource<<7a350102c6eb727af1c8d749d435425a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatusType = "CANCELED" | "FINISHED" | "INPROGRESS" | "NOTSTARTED" | "OTHER" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventRow_event$data = {
  readonly awayTeam: {
    readonly name: string;
    readonly nameCode: string | null | undefined;
  };
  readonly eventId: number;
  readonly homeTeam: {
    readonly name: string;
    readonly nameCode: string | null | undefined;
  };
  readonly scoreboard: {
    readonly away: {
      readonly gamePoint: string | null | undefined;
      readonly lastInnings: {
        readonly overs: number | null | undefined;
        readonly runs: number;
        readonly wickets: number | null | undefined;
      } | null | undefined;
      readonly penalties: number | null | undefined;
      readonly redCards: number;
      readonly score: number | null | undefined;
    };
    readonly home: {
      readonly gamePoint: string | null | undefined;
      readonly lastInnings: {
        readonly overs: number | null | undefined;
        readonly runs: number;
        readonly wickets: number | null | undefined;
      } | null | undefined;
      readonly penalties: number | null | undefined;
      readonly redCards: number;
      readonly score: number | null | undefined;
    };
  };
  readonly season: {
    readonly namePt: string | null | undefined;
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
  readonly " $fragmentType": "EventRow_event";
};
export type EventRow_event$key = {
  readonly " $data"?: EventRow_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventRow_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameCode",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "score",
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
    "name": "lastInnings",
    "plural": false,
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
  "name": "EventRow_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventId",
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
      "concreteType": "Season",
      "kind": "LinkedField",
      "name": "season",
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
          "concreteType": "ScoreboardSide",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ScoreboardSide",
          "kind": "LinkedField",
          "name": "away",
          "plural": false,
          "selections": (v1/*:: as any*/),
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

(node as any).hash = "2d773ef3041fb2bbd3336230ae762ec8";

export default node;
