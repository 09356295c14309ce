/**
 * @generated SignedSource<<02b4e44784c2b97a301741fcfef222e0>>
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
    readonly descriptionPt: string;
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

(node as any).hash = "b2ba29864726063672eba31db33873c1";

export default node;
