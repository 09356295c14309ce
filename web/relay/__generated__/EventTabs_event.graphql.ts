/**
 * @generated SignedSource<<73b2eaedf90fb759da70180df2714834>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventTabs_event$data = {
  readonly bestPlayers: {
    readonly away: ReadonlyArray<{
      readonly __typename: "BestPlayer";
    }>;
    readonly home: ReadonlyArray<{
      readonly __typename: "BestPlayer";
    }>;
  } | null | undefined;
  readonly goalDistributions: {
    readonly away: {
      readonly overall: {
        readonly __typename: "GoalDistribution";
      } | null | undefined;
    } | null | undefined;
    readonly home: {
      readonly overall: {
        readonly __typename: "GoalDistribution";
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly headToHead: {
    readonly managerDuel: {
      readonly __typename: "Duel";
    } | null | undefined;
    readonly teamDuel: {
      readonly __typename: "Duel";
    } | null | undefined;
  } | null | undefined;
  readonly incidents: ReadonlyArray<{
    readonly __typename: "Incident";
  }> | null | undefined;
  readonly lineups: {
    readonly away: {
      readonly __typename: "TeamLineup";
    } | null | undefined;
    readonly home: {
      readonly __typename: "TeamLineup";
    } | null | undefined;
  } | null | undefined;
  readonly managers: {
    readonly __typename: "Managers";
  } | null | undefined;
  readonly odds: ReadonlyArray<{
    readonly __typename: "OddsMarket";
  }> | null | undefined;
  readonly pregameForm: {
    readonly away: {
      readonly __typename: "PregameFormTeam";
    } | null | undefined;
    readonly home: {
      readonly __typename: "PregameFormTeam";
    } | null | undefined;
  } | null | undefined;
  readonly pressureGraph: {
    readonly points: ReadonlyArray<{
      readonly __typename: "PressurePoint";
    }>;
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
    readonly groups: ReadonlyArray<{
      readonly __typename: "StatisticsGroup";
    }>;
  }> | null | undefined;
  readonly teamSeasonStatistics: {
    readonly away: {
      readonly __typename: "TeamSeasonStatistics";
    } | null | undefined;
    readonly home: {
      readonly __typename: "TeamSeasonStatistics";
    } | null | undefined;
  } | null | undefined;
  readonly votes: {
    readonly bothTeamsToScore: {
      readonly __typename: "VotePoll";
    } | null | undefined;
    readonly firstTeamToScore: {
      readonly __typename: "VotePoll";
    } | null | undefined;
    readonly whoShouldHaveWon: {
      readonly __typename: "VotePoll";
    } | null | undefined;
    readonly winner: {
      readonly __typename: "VotePoll";
    } | null | undefined;
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
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GoalDistribution",
    "kind": "LinkedField",
    "name": "overall",
    "plural": false,
    "selections": (v0/*:: as any*/),
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PressurePoint",
          "kind": "LinkedField",
          "name": "points",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BestPlayer",
          "kind": "LinkedField",
          "name": "home",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BestPlayer",
          "kind": "LinkedField",
          "name": "away",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "winner",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "bothTeamsToScore",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "firstTeamToScore",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "whoShouldHaveWon",
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
      "concreteType": "Lineups",
      "kind": "LinkedField",
      "name": "lineups",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamLineup",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamLineup",
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamSeasonStatistics",
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
      "concreteType": "EventGoalDistributions",
      "kind": "LinkedField",
      "name": "goalDistributions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamGoalDistributions",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamGoalDistributions",
          "kind": "LinkedField",
          "name": "away",
          "plural": false,
          "selections": (v1/*:: as any*/),
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PregameFormTeam",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PregameFormTeam",
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
      "concreteType": "HeadToHead",
      "kind": "LinkedField",
      "name": "headToHead",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Duel",
          "kind": "LinkedField",
          "name": "teamDuel",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Duel",
          "kind": "LinkedField",
          "name": "managerDuel",
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

(node as any).hash = "b97f5e4296ff1610e929a87c487e47c1";

export default node;
