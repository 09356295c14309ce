/**
 * @generated SignedSource<<b90100cdc471b1e52b86c87bfc02b46f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VotePoll_poll$data = {
  readonly options: ReadonlyArray<{
    readonly count: number;
    readonly key: string;
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

(node as any).hash = "c282699f82fb1bff6431848b7f0aaecf";

export default node;
