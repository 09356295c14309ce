/**
 * @generated SignedSource<<79fbbaad44aba2f1f668c59c457074b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MatchResult = "DRAW" | "LOSS" | "WIN" | "%future added value";
export type StandingZoneKind = "continental" | "libertadores" | "other" | "playoffs" | "preLibertadores" | "promotion" | "relegation" | "sulAmericana" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StandingsTab_event$data = {
  readonly awayTeam: {
    readonly teamId: number;
  };
  readonly homeTeam: {
    readonly teamId: number;
  };
  readonly pregameForm: {
    readonly away: {
      readonly form: ReadonlyArray<MatchResult>;
    } | null | undefined;
    readonly home: {
      readonly form: ReadonlyArray<MatchResult>;
    } | null | undefined;
  } | null | undefined;
  readonly sport: {
    readonly slug: string;
  } | null | undefined;
  readonly sportHasDraws: boolean;
  readonly standings: ReadonlyArray<{
    readonly namePt: string | null | undefined;
    readonly rows: ReadonlyArray<{
      readonly draws: number;
      readonly isEventTeam: boolean;
      readonly losses: number;
      readonly matches: number;
      readonly points: number;
      readonly position: number;
      readonly scoreDiffFormatted: string;
      readonly team: {
        readonly name: string;
        readonly teamId: number;
      };
      readonly wins: number;
      readonly zone: {
        readonly kind: StandingZoneKind;
        readonly label: string;
      } | null | undefined;
    }>;
  }> | null | undefined;
  readonly " $fragmentType": "StandingsTab_event";
};
export type StandingsTab_event$key = {
  readonly " $data"?: StandingsTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"StandingsTab_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "teamId",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "form",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StandingsTab_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sportHasDraws",
      "storageKey": null
    },
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
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "homeTeam",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "awayTeam",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PregameForm",
      "kind": "LinkedField",
      "name": "pregameForm",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PregameFormTeam",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PregameFormTeam",
          "kind": "LinkedField",
          "name": "away",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Standing",
      "kind": "LinkedField",
      "name": "standings",
      "plural": true,
      "selections": [
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
          "concreteType": "StandingRow",
          "kind": "LinkedField",
          "name": "rows",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "position",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "points",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "matches",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "wins",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "draws",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "losses",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "scoreDiffFormatted",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isEventTeam",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "StandingZone",
              "kind": "LinkedField",
              "name": "zone",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "kind",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "label",
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
              "name": "team",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
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

(node as any).hash = "9aec987927f7ca402567a35f76937cfc";

export default node;
