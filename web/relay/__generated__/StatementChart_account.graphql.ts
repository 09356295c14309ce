/**
 * @generated SignedSource<<9f38773f0826ddf4a1d16d353dd6de63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatementChart_account$data = {
  readonly balanceHistory: ReadonlyArray<{
    readonly date: string;
    readonly totalBalance: string;
  }>;
  readonly " $fragmentType": "StatementChart_account";
};
export type StatementChart_account$key = {
  readonly " $data"?: StatementChart_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementChart_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatementChart_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BalancePoint",
      "kind": "LinkedField",
      "name": "balanceHistory",
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
          "name": "totalBalance",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "50ff6399107e99ee404a00b19c0e806c";

export default node;
