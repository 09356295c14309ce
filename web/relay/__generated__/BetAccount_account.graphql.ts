/**
 * @generated SignedSource<<f31fe1cafbf24ada149481c903da0061>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BetAccount_account$data = {
  readonly availableBalance: string;
  readonly betLockedBalance: string;
  readonly id: string;
  readonly totalBalance: string;
  readonly " $fragmentType": "BetAccount_account";
};
export type BetAccount_account$key = {
  readonly " $data"?: BetAccount_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"BetAccount_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BetAccount_account",
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
      "name": "availableBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "betLockedBalance",
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
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "8df197a21ee037c8d16e925a16574b26";

export default node;
