/**
 * @generated SignedSource<<76c07fedee9c301cb5145c73030b56c0>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VotePoll",
  "abstractKey": null
};

(node as any).hash = "f5d08362cf36af7925de8c7e21ff4430";

export default node;
