/**
 * @generated SignedSource<<3e02ec071f23f8609e2dd9b486f3d7d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatusType = "CANCELED" | "FINISHED" | "INPROGRESS" | "NOTSTARTED" | "OTHER" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpenBets_event$data = {
  readonly id: string;
  readonly scoreboard: {
    readonly away: {
      readonly score: number | null | undefined;
    };
    readonly home: {
      readonly score: number | null | undefined;
    };
  };
  readonly status: {
    readonly type: EventStatusType;
  };
  readonly time: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveClock_time">;
  };
  readonly winProbability: ReadonlyArray<{
    readonly awayWin: number;
    readonly draw: number | null | undefined;
    readonly homeWin: number;
  }> | null | undefined;
  readonly " $fragmentType": "OpenBets_event";
};
export type OpenBets_event$key = {
  readonly " $data"?: OpenBets_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenBets_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "score",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpenBets_event",
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ScoreboardSide",
          "kind": "LinkedField",
          "name": "away",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
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
      "concreteType": "WinProbabilityPoint",
      "kind": "LinkedField",
      "name": "winProbability",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "homeWin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "draw",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "awayWin",
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

(node as any).hash = "742c2c018d44f39e75c65f98b4510dfc";

export default node;
