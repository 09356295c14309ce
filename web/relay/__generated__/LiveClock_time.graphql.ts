/**
 * @generated SignedSource<<ea3d4d4c84188d9c066bd373dff31b10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LiveClock_time$data = {
  readonly gameClock: {
    readonly countsDown: boolean;
    readonly elapsedSeconds: number;
    readonly periodSeconds: number;
  } | null | undefined;
  readonly initialSeconds: number | null | undefined;
  readonly maxSeconds: number | null | undefined;
  readonly periodStart: string | null | undefined;
  readonly running: boolean;
  readonly speed: number;
  readonly " $fragmentType": "LiveClock_time";
};
export type LiveClock_time$key = {
  readonly " $data"?: LiveClock_time$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveClock_time">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveClock_time",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "running",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "speed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "initialSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GameClock",
      "kind": "LinkedField",
      "name": "gameClock",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elapsedSeconds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "periodSeconds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "countsDown",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MatchClock",
  "abstractKey": null
};

(node as any).hash = "b95595fc20b34765ff89c7d474749dac";

export default node;
