/**
 * @generated SignedSource<<1ab774177bf6731c8f5f8a05d6a08ed2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScoreboardPeriods_side$data = {
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
    }
  ],
  "type": "ScoreboardSide",
  "abstractKey": null
};

(node as any).hash = "d35e982b1479f8ea4ea40b235dadedff";

export default node;
