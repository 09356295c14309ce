/**
 * @generated SignedSource<<914ad3624cadc39cfd43398080623301>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SummaryCards_bankroll$data = {
  readonly totals: {
    readonly deposits: string;
    readonly totalBalance: string;
    readonly withdrawals: string;
    readonly yieldPercent: string;
  };
  readonly " $fragmentType": "SummaryCards_bankroll";
};
export type SummaryCards_bankroll$key = {
  readonly " $data"?: SummaryCards_bankroll$data;
  readonly " $fragmentSpreads": FragmentRefs<"SummaryCards_bankroll">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SummaryCards_bankroll",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BankrollTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deposits",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "withdrawals",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalBalance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yieldPercent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Bankroll",
  "abstractKey": null
};

(node as any).hash = "fc8719c8bed88ba5e890690553a94076";

export default node;
