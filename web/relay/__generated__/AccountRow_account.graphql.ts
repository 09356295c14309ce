/**
 * @generated SignedSource<<ff6e2af924242d690b91bcb0af57cf3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountRow_account$data = {
  readonly accountId: number;
  readonly bettingHouse: {
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
      "concreteType": "BettingHouse",
      "kind": "LinkedField",
      "name": "bettingHouse",
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

(node as any).hash = "2b07c0b797f2272f1bd2ea34de6720fd";

export default node;
