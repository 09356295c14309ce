/**
 * @generated SignedSource<<0b44f60b359331f417df752a8a9dbd69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BetStats_stats$data = {
  readonly byBettingHouse: ReadonlyArray<{
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
  }>;
  readonly byLeague: ReadonlyArray<{
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
  }>;
  readonly byMarket: ReadonlyArray<{
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
  }>;
  readonly bySport: ReadonlyArray<{
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
  }>;
  readonly profitByDay: ReadonlyArray<{
    readonly cumulativeProfit: string;
    readonly date: string;
  }>;
  readonly summary: {
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
  };
  readonly " $fragmentType": "BetStats_stats";
};
export type BetStats_stats$key = {
  readonly " $data"?: BetStats_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"BetStats_stats">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BetStats_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BetStatsGroup",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BetStatsGroup",
      "kind": "LinkedField",
      "name": "bySport",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BetStatsGroup",
      "kind": "LinkedField",
      "name": "byLeague",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BetStatsGroup",
      "kind": "LinkedField",
      "name": "byBettingHouse",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BetStatsGroup",
      "kind": "LinkedField",
      "name": "byMarket",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BetProfitDay",
      "kind": "LinkedField",
      "name": "profitByDay",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cumulativeProfit",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BetStats",
  "abstractKey": null
};
})();

(node as any).hash = "5375c46af613821fbf6196521f0312d2";

export default node;
