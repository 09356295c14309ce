/**
 * @generated SignedSource<<0d1ca478b3550b8109700c8da54437f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventTabs_event$data = {
  readonly bestPlayers: {
    readonly __typename: "BestPlayers";
  } | null | undefined;
  readonly goalDistributions: {
    readonly __typename: "EventGoalDistributions";
  } | null | undefined;
  readonly headToHead: {
    readonly __typename: "HeadToHead";
  } | null | undefined;
  readonly incidents: ReadonlyArray<{
    readonly __typename: "Incident";
  }> | null | undefined;
  readonly lineups: {
    readonly __typename: "Lineups";
  } | null | undefined;
  readonly managers: {
    readonly __typename: "Managers";
  } | null | undefined;
  readonly odds: ReadonlyArray<{
    readonly __typename: "OddsMarket";
  }> | null | undefined;
  readonly pregameForm: {
    readonly __typename: "PregameForm";
  } | null | undefined;
  readonly pressureGraph: {
    readonly __typename: "PressureGraph";
  } | null | undefined;
  readonly shotmap: ReadonlyArray<{
    readonly __typename: "Shot";
  }> | null | undefined;
  readonly sport: {
    readonly slug: string;
  } | null | undefined;
  readonly standings: ReadonlyArray<{
    readonly __typename: "Standing";
  }> | null | undefined;
  readonly statistics: ReadonlyArray<{
    readonly __typename: "StatisticsPeriod";
  }> | null | undefined;
  readonly teamSeasonStatistics: {
    readonly __typename: "EventTeamsSeasonStatistics";
  } | null | undefined;
  readonly votes: {
    readonly __typename: "Votes";
  } | null | undefined;
  readonly winProbability: ReadonlyArray<{
    readonly __typename: "WinProbabilityPoint";
  }> | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"GoalDistributionTab_event" | "HeadToHeadTab_event" | "LineupsTab_event" | "OddsTab_event" | "StandingsTab_event" | "StatisticsTab_event" | "SummaryTab_event" | "VotesTab_event">;
  readonly " $fragmentType": "EventTabs_event";
};
export type EventTabs_event$key = {
  readonly " $data"?: EventTabs_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventTabs_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "name": "EventTabs_event",
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
      "concreteType": "Incident",
      "kind": "LinkedField",
      "name": "incidents",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PressureGraph",
      "kind": "LinkedField",
      "name": "pressureGraph",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WinProbabilityPoint",
      "kind": "LinkedField",
      "name": "winProbability",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BestPlayers",
      "kind": "LinkedField",
      "name": "bestPlayers",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Shot",
      "kind": "LinkedField",
      "name": "shotmap",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OddsMarket",
      "kind": "LinkedField",
      "name": "odds",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Votes",
      "kind": "LinkedField",
      "name": "votes",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Lineups",
      "kind": "LinkedField",
      "name": "lineups",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EventTeamsSeasonStatistics",
      "kind": "LinkedField",
      "name": "teamSeasonStatistics",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EventGoalDistributions",
      "kind": "LinkedField",
      "name": "goalDistributions",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Standing",
      "kind": "LinkedField",
      "name": "standings",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PregameForm",
      "kind": "LinkedField",
      "name": "pregameForm",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HeadToHead",
      "kind": "LinkedField",
      "name": "headToHead",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Managers",
      "kind": "LinkedField",
      "name": "managers",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SummaryTab_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OddsTab_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VotesTab_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LineupsTab_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StatisticsTab_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GoalDistributionTab_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StandingsTab_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HeadToHeadTab_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "3a7e4595e51c71489aca75f6a565e768";

export default node;
