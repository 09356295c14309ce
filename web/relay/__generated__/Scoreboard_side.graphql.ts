/**
 * @generated SignedSource<<3704564e6c33e67b7ed8d65923e77663>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Scoreboard_side$data = {
  readonly aggregated: number | null | undefined;
  readonly gamePoint: string | null | undefined;
  readonly innings: ReadonlyArray<{
    readonly overs: number | null | undefined;
    readonly runs: number;
    readonly wickets: number | null | undefined;
  }>;
  readonly penalties: number | null | undefined;
  readonly periods: ReadonlyArray<{
    readonly number: number;
    readonly score: number;
  }>;
  readonly redCards: number;
  readonly score: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ScoreboardPeriods_side">;
  readonly " $fragmentType": "Scoreboard_side";
};
export type Scoreboard_side$key = {
  readonly " $data"?: Scoreboard_side$data;
  readonly " $fragmentSpreads": FragmentRefs<"Scoreboard_side">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Scoreboard_side",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScoreboardPeriods_side"
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ScoreboardPeriod",
      "kind": "LinkedField",
      "name": "periods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "penalties",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aggregated",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "redCards",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gamePoint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CricketInnings",
      "kind": "LinkedField",
      "name": "innings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "runs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wickets",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overs",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ScoreboardSide",
  "abstractKey": null
};
})();

(node as any).hash = "f0616e8a43f6d3cc9e005f5ac9d01124";

export default node;
