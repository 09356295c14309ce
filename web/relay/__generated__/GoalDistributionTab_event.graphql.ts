/**
 * @generated SignedSource<<ce7868e4ee7495931c0dfcf1e2f84788>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GoalDistributionTab_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly goalDistributions: {
    readonly away: {
      readonly overall: {
        readonly " $fragmentSpreads": FragmentRefs<"GoalChart_distribution">;
      } | null | undefined;
    } | null | undefined;
    readonly home: {
      readonly overall: {
        readonly " $fragmentSpreads": FragmentRefs<"GoalChart_distribution">;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly homeTeam: {
    readonly name: string;
  };
  readonly " $fragmentType": "GoalDistributionTab_event";
};
export type GoalDistributionTab_event$key = {
  readonly " $data"?: GoalDistributionTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoalDistributionTab_event">;
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
    "concreteType": "GoalDistribution",
    "kind": "LinkedField",
    "name": "overall",
    "plural": false,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "GoalChart_distribution"
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GoalDistributionTab_event",
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
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "ae1e7abb73e303df134d4c929d1f53f9";

export default node;
