/**
 * @generated SignedSource<<23e0c8202debfcb687b2486c5682dfb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyMoveModal_account$data = {
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
      "name": "totalBalance",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "8d9b839633b21861cab37af3c04083ad";

export default node;
