/**
 * @generated SignedSource<<cbc81b5086efcb665cf72da83795df1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventRow_side$data = {
  readonly gamePoint: string | null | undefined;
  readonly lastInnings: {
    readonly overs: number | null | undefined;
    readonly runs: number;
    readonly wickets: number | null | undefined;
  } | null | undefined;
  readonly penalties: number | null | undefined;
  readonly redCards: number;
  readonly score: number | null | undefined;
  readonly " $fragmentType": "EventRow_side";
};
export type EventRow_side$key = {
  readonly " $data"?: EventRow_side$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventRow_side">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventRow_side",
  "selections": [
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
      "name": "lastInnings",
      "plural": false,
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

(node as any).hash = "a07086648c4f28de9602a66c2c481714";

export default node;
