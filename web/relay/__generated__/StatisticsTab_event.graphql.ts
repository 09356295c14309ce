/**
 * @generated SignedSource<<caa06bffaabe964b60cfb78ce9a999f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatisticsTab_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly homeTeam: {
    readonly name: string;
  };
  readonly statistics: ReadonlyArray<{
    readonly groups: ReadonlyArray<{
      readonly __typename: "StatisticsGroup";
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"MatchStatistics_periods">;
  }> | null | undefined;
  readonly teamSeasonStatistics: {
    readonly away: {
      readonly __typename: "TeamSeasonStatistics";
    } | null | undefined;
    readonly home: {
      readonly __typename: "TeamSeasonStatistics";
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"SeasonStatistics_statistics">;
  } | null | undefined;
  readonly " $fragmentType": "StatisticsTab_event";
};
export type StatisticsTab_event$key = {
  readonly " $data"?: StatisticsTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatisticsTab_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatisticsTab_event",
  "selections": [
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
      "concreteType": "StatisticsPeriod",
      "kind": "LinkedField",
      "name": "statistics",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "StatisticsGroup",
          "kind": "LinkedField",
          "name": "groups",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MatchStatistics_periods"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EventTeamsSeasonStatistics",
      "kind": "LinkedField",
      "name": "teamSeasonStatistics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamSeasonStatistics",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamSeasonStatistics",
          "kind": "LinkedField",
          "name": "away",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SeasonStatistics_statistics"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "bea4ceefe40184b18fbb959118f84e07";

export default node;
