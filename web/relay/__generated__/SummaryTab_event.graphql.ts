/**
 * @generated SignedSource<<4880aa4889e9a2cebb440ce4801b66bb>>
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
  readonly winProbability: ReadonlyArray<{
    readonly __typename: "WinProbabilityPoint";
  }> | null | undefined;
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
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "557fd525cdc4c667364e816a5431d6ff";

export default node;
