/**
 * @generated SignedSource<<841cdb4c0da571fca704daa7d93b7d3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IncidentClass = "CARD_UPGRADE" | "GOAL_AWARDED" | "GOAL_NOT_AWARDED" | "INJURY" | "MISSED" | "MISTAKEN_IDENTITY" | "OTHER" | "OWN_GOAL" | "PENALTY" | "PENALTY_AWARDED" | "PENALTY_NOT_AWARDED" | "RED" | "RED_CARD" | "REGULAR" | "SAVED" | "SCORED" | "YELLOW" | "YELLOW_RED" | "%future added value";
export type IncidentType = "CARD" | "GOAL" | "INJURY_TIME" | "IN_GAME_PENALTY" | "OTHER" | "PENALTY_SHOOTOUT" | "PERIOD" | "SUBSTITUTION" | "VAR_DECISION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IncidentsTimeline_event$data = {
  readonly incidents: ReadonlyArray<{
    readonly addedTime: number | null | undefined;
    readonly assist: {
      readonly name: string;
    } | null | undefined;
    readonly awayScore: number | null | undefined;
    readonly homeScore: number | null | undefined;
    readonly incidentClass: IncidentClass | null | undefined;
    readonly incidentId: number | null | undefined;
    readonly injury: boolean;
    readonly isHome: boolean | null | undefined;
    readonly label: string;
    readonly length: number | null | undefined;
    readonly manager: {
      readonly name: string;
    } | null | undefined;
    readonly player: {
      readonly name: string;
    } | null | undefined;
    readonly playerIn: {
      readonly name: string;
    } | null | undefined;
    readonly playerOut: {
      readonly name: string;
    } | null | undefined;
    readonly reasonPt: string | null | undefined;
    readonly textPt: string | null | undefined;
    readonly time: number | null | undefined;
    readonly type: IncidentType;
  }> | null | undefined;
  readonly sport: {
    readonly slug: string;
  } | null | undefined;
  readonly " $fragmentType": "IncidentsTimeline_event";
};
export type IncidentsTimeline_event$key = {
  readonly " $data"?: IncidentsTimeline_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"IncidentsTimeline_event">;
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IncidentsTimeline_event",
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "incidentId",
          "storageKey": null
        },
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
          "name": "incidentClass",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "textPt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasonPt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "time",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addedTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "length",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isHome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "homeScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "awayScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlayerSummary",
          "kind": "LinkedField",
          "name": "player",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlayerSummary",
          "kind": "LinkedField",
          "name": "assist",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlayerSummary",
          "kind": "LinkedField",
          "name": "playerIn",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlayerSummary",
          "kind": "LinkedField",
          "name": "playerOut",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "injury",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Manager",
          "kind": "LinkedField",
          "name": "manager",
          "plural": false,
          "selections": (v0/*:: as any*/),
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

(node as any).hash = "cf9a7e1eca538769535567df9683235a";

export default node;
