/**
 * @generated SignedSource<<eb4da9a257ed7abfa59651b94df4e126>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyMoveModal_account$data = {
  readonly availableBalance: string;
  readonly id: string;
  readonly name: string;
  readonly totalBalance: string;
  readonly " $fragmentType": "MoneyMoveModal_account";
};
export type MoneyMoveModal_account$key = {
  readonly " $data"?: MoneyMoveModal_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyMoveModal_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoneyMoveModal_account",
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
      "name": "totalBalance",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "daafc2426542adfb19291c053df94717";

export default node;
