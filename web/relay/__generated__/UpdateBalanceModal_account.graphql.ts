/**
 * @generated SignedSource<<878234bb8707d1841612cbfb875af495>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateBalanceModal_account$data = {
  readonly availableBalance: string;
  readonly betLockedBalance: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "UpdateBalanceModal_account";
};
export type UpdateBalanceModal_account$key = {
  readonly " $data"?: UpdateBalanceModal_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpdateBalanceModal_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpdateBalanceModal_account",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availableBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "betLockedBalance",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "69efcda9de3e0cd4d8a0a2766769a440";

export default node;
