/**
 * @generated SignedSource<<0ebb3f88968366631d71a29062328d51>>
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
    readonly finalBalance: string;
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
          "name": "finalBalance",
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

(node as any).hash = "7ee7acc4eb3de8662a00c0dfb940c5de";

export default node;
