/**
 * @generated SignedSource<<f52d71996c87c73d5ef9313d8251f735>>
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
  readonly redCards: number;
  readonly score: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ScoreboardPeriods_side">;
  readonly " $fragmentType": "Scoreboard_side";
};
export type Scoreboard_side$key = {
  readonly " $data"?: Scoreboard_side$data;
  readonly " $fragmentSpreads": FragmentRefs<"Scoreboard_side">;
};

const node: ReaderFragment = {
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
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

(node as any).hash = "cba8f42cc88aafc76e2e89da702e14a4";

export default node;
