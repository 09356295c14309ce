/**
 * @generated SignedSource<<c90aacaaf5dbb148fd1d03eaea9d17c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountFormModal_account$data = {
  readonly bettingHouse: {
    readonly id: string;
  };
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "AccountFormModal_account";
};
export type AccountFormModal_account$key = {
  readonly " $data"?: AccountFormModal_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountFormModal_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountFormModal_account",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "BettingHouse",
      "kind": "LinkedField",
      "name": "bettingHouse",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "447e90ca49cab345487494759743dea4";

export default node;
