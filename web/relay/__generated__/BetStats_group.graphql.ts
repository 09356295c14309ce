/**
 * @generated SignedSource<<0b27b6ef764a0f1cfa9c920fe5f31ecc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BetStats_group$data = {
  readonly averageOdds: string | null | undefined;
  readonly bets: number;
  readonly closingLineValuePercent: string | null | undefined;
  readonly hitRatePercent: string | null | undefined;
  readonly key: string | null | undefined;
  readonly label: string;
  readonly profit: string;
  readonly roiPercent: string | null | undefined;
  readonly settled: number;
  readonly staked: string;
  readonly " $fragmentType": "BetStats_group";
};
export type BetStats_group$key = {
  readonly " $data"?: BetStats_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"BetStats_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BetStats_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
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
      "name": "bets",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "settled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "staked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roiPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hitRatePercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageOdds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closingLineValuePercent",
      "storageKey": null
    }
  ],
  "type": "BetStatsGroup",
  "abstractKey": null
};

(node as any).hash = "3bb413567893730ca61817ad92c451fe";

export default node;
