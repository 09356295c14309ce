/**
 * @generated SignedSource<<016f3dfc45947144cacbcd79c4afdeac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScoreboardPeriods_side$data = {
  readonly overtime: number | null | undefined;
  readonly periods: ReadonlyArray<{
    readonly number: number;
    readonly score: number;
    readonly tieBreak: number | null | undefined;
  }>;
  readonly " $fragmentType": "ScoreboardPeriods_side";
};
export type ScoreboardPeriods_side$key = {
  readonly " $data"?: ScoreboardPeriods_side$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScoreboardPeriods_side">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScoreboardPeriods_side",
  "selections": [
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
          "name": "tieBreak",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overtime",
      "storageKey": null
    }
  ],
  "type": "ScoreboardSide",
  "abstractKey": null
};

(node as any).hash = "19631b4573b8f0afb1a402875b9613a3";

export default node;
