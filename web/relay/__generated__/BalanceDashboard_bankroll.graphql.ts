/**
 * @generated SignedSource<<2af0839d6cad24e8c386f166501367d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BalanceDashboard_bankroll$data = {
  readonly hasInactiveAccounts: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AccountsTable_bankroll" | "OpenBets_bankroll" | "SummaryCards_bankroll">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OpenBets_bankroll"
    }
  ],
  "type": "Bankroll",
  "abstractKey": null
};

(node as any).hash = "e9c9f9a997a14056a4b459dcf65993d1";

export default node;
