/**
 * @generated SignedSource<<e3e1938392ada89e32588b37a2c90867>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatusType = "CANCELED" | "FINISHED" | "INPROGRESS" | "NOTSTARTED" | "OTHER" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BetSlipBar_event$data = {
  readonly id: string;
  readonly odds: ReadonlyArray<{
    readonly choiceGroup: string | null | undefined;
    readonly choices: ReadonlyArray<{
      readonly betOdds: string | null | undefined;
      readonly name: string;
    }>;
    readonly isLive: boolean;
    readonly marketId: number | null | undefined;
    readonly suspended: boolean;
  }> | null | undefined;
  readonly status: {
    readonly type: EventStatusType;
  };
  readonly " $fragmentType": "BetSlipBar_event";
};
export type BetSlipBar_event$key = {
  readonly " $data"?: BetSlipBar_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"BetSlipBar_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BetSlipBar_event",
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
      "concreteType": "EventStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
          "name": "isLive",
          "storageKey": null
        },
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
          "name": "choiceGroup",
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
              "name": "betOdds",
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

(node as any).hash = "f8f729f6f47611e8efad1056dd9d1bc7";

export default node;
