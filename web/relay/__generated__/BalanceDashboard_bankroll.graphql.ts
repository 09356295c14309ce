/**
 * @generated SignedSource<<f0b504ff52fb19d352912fbfc93abbf3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BalanceDashboard_bankroll$data = {
  readonly hasInactiveAccounts: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AccountsTable_bankroll" | "SummaryCards_bankroll">;
  readonly " $fragmentType": "BalanceDashboard_bankroll";
};
export type BalanceDashboard_bankroll$key = {
  readonly " $data"?: BalanceDashboard_bankroll$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalanceDashboard_bankroll">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BalanceDashboard_bankroll",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasInactiveAccounts",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SummaryCards_bankroll"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountsTable_bankroll"
    }
  ],
  "type": "Bankroll",
  "abstractKey": null
};

(node as any).hash = "ecb1ab6bdad36841f345cc99e4260840";

export default node;
