/**
 * @generated SignedSource<<2748263b7d0bf6b013f8296cca398fe6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteChoice = "AWAY" | "DRAW" | "HOME" | "NO" | "NO_GOAL" | "YES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VotePoll_poll$data = {
  readonly options: ReadonlyArray<{
    readonly count: number;
    readonly key: VoteChoice;
    readonly label: string;
    readonly percentage: number;
  }>;
  readonly total: number;
  readonly " $fragmentType": "VotePoll_poll";
};
export type VotePoll_poll$key = {
  readonly " $data"?: VotePoll_poll$data;
  readonly " $fragmentSpreads": FragmentRefs<"VotePoll_poll">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VotePoll_poll",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VoteOption",
      "kind": "LinkedField",
      "name": "options",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percentage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VotePoll",
  "abstractKey": null
};

(node as any).hash = "4ecbcb5577f478b44766eae0fe239989";

export default node;
