/**
 * @generated SignedSource<<e1ef6b08e4201af8c66be37eba93ff41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OddsMovement = "DOWN" | "NONE" | "UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OddsMarket_market$data = {
  readonly choices: ReadonlyArray<{
    readonly decimalValue: string | null | undefined;
    readonly initialDecimalValue: string | null | undefined;
    readonly movement: OddsMovement;
    readonly namePt: string;
    readonly winning: boolean | null | undefined;
  }>;
  readonly linePt: string | null | undefined;
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
      "name": "marketNamePt",
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

(node as any).hash = "bc84109052e7bbd3890889437eda64cb";

export default node;
