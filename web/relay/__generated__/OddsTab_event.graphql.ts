/**
 * @generated SignedSource<<2d25925f8fffae59db6d9c748a613f96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OddsTab_event$data = {
  readonly odds: ReadonlyArray<{
    readonly choices: ReadonlyArray<{
      readonly change: number;
      readonly fractionalValue: string | null | undefined;
      readonly name: string;
    }>;
    readonly marketName: string;
  }> | null | undefined;
  readonly " $fragmentType": "OddsTab_event";
};
export type OddsTab_event$key = {
  readonly " $data"?: OddsTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"OddsTab_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OddsTab_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OddsMarket",
      "kind": "LinkedField",
      "name": "odds",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marketName",
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
              "name": "fractionalValue",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "change",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "d704a308fe022ac02ea1c3d6bd04512c";

export default node;
