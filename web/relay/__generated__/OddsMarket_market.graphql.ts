/**
 * @generated SignedSource<<555c4e9e14fe2aac875365938b6bef1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OddsMovement = "DOWN" | "NONE" | "UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OddsMarket_market$data = {
  readonly choiceGroup: string | null | undefined;
  readonly choices: ReadonlyArray<{
    readonly betOdds: string | null | undefined;
    readonly decimalValue: string | null | undefined;
    readonly initialDecimalValue: string | null | undefined;
    readonly movement: OddsMovement;
    readonly name: string;
    readonly namePt: string;
    readonly winning: boolean | null | undefined;
  }>;
  readonly linePt: string | null | undefined;
  readonly marketId: number | null | undefined;
  readonly marketNamePt: string;
  readonly suspended: boolean;
  readonly " $fragmentType": "OddsMarket_market";
};
export type OddsMarket_market$key = {
  readonly " $data"?: OddsMarket_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"OddsMarket_market">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OddsMarket_market",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marketId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marketNamePt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "choiceGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linePt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspended",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OddsChoice",
      "kind": "LinkedField",
      "name": "choices",
      "plural": true,
      "selections": [
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
          "name": "namePt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decimalValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "betOdds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "initialDecimalValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "movement",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "winning",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OddsMarket",
  "abstractKey": null
};

(node as any).hash = "3973974b643fdde78eb005d155d26180";

export default node;
