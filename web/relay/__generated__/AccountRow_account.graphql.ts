/**
 * @generated SignedSource<<11e1f179951e91325c8fe3a9a759ad88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountRow_account$data = {
  readonly accountId: number;
  readonly bet: {
    readonly name: string;
  };
  readonly deposits: string;
  readonly id: string;
  readonly name: string;
  readonly totalBalance: string;
  readonly withdrawals: string;
  readonly yieldPercent: string;
  readonly " $fragmentSpreads": FragmentRefs<"AccountFormModal_account" | "MoneyMoveModal_account" | "UpdateBalanceModal_account">;
  readonly " $fragmentType": "AccountRow_account";
};
export type AccountRow_account$key = {
  readonly " $data"?: AccountRow_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountRow_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountRow_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountId",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Bet",
      "kind": "LinkedField",
      "name": "bet",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UpdateBalanceModal_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MoneyMoveModal_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountFormModal_account"
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "cd3c4f31ce0cf6af8012a1ac4762f159";

export default node;
