/**
 * @generated SignedSource<<328c8cefab8febfb0e222ec9ca795c36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BetMutations_account$data = {
  readonly availableBalance: string;
  readonly betLockedBalance: string;
  readonly id: string;
  readonly totalBalance: string;
  readonly " $fragmentType": "BetMutations_account";
};
export type BetMutations_account$key = {
  readonly " $data"?: BetMutations_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"BetMutations_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BetMutations_account",
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

(node as any).hash = "06f6aac6fbe52559135f42da2addeca7";

export default node;
