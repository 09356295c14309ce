/**
 * @generated SignedSource<<eb9aacfd88a63ac9838748b42b120484>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SummaryTab_event$data = {
  readonly bestPlayers: {
    readonly __typename: "BestPlayers";
  } | null | undefined;
  readonly incidents: ReadonlyArray<{
    readonly __typename: "Incident";
  }> | null | undefined;
  readonly pressureGraph: {
    readonly __typename: "PressureGraph";
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

(node as any).hash = "78410ae7b044cc0e43cf73b997a805d9";

export default node;
