/**
 * @generated SignedSource<<ca1c896d0de49de3db27a842ad50b50e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SummaryTab_event$data = {
  readonly bestPlayers: {
    readonly away: ReadonlyArray<{
      readonly __typename: "BestPlayer";
    }>;
    readonly home: ReadonlyArray<{
      readonly __typename: "BestPlayer";
    }>;
  } | null | undefined;
  readonly incidents: ReadonlyArray<{
    readonly __typename: "Incident";
  }> | null | undefined;
  readonly pressureGraph: {
    readonly points: ReadonlyArray<{
      readonly __typename: "PressurePoint";
    }>;
  } | null | undefined;
  readonly shotmap: ReadonlyArray<{
    readonly __typename: "Shot";
  }> | null | undefined;
  readonly winProbability: ReadonlyArray<{
    readonly __typename: "WinProbabilityPoint";
  }> | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BestPlayers_event" | "IncidentsTimeline_event" | "MomentumChart_event" | "ShotMap_event" | "WinProbabilityChart_event">;
  readonly " $fragmentType": "SummaryTab_event";
};
export type SummaryTab_event$key = {
  readonly " $data"?: SummaryTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"SummaryTab_event">;
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
  "name": "SummaryTab_event",
  "selections": [
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "IncidentsTimeline_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MomentumChart_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WinProbabilityChart_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShotMap_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BestPlayers_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "b3c95628f5f5e6b5255d12cdbe452342";

export default node;
