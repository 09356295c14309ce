/**
 * @generated SignedSource<<aca0302ce3f8faae50c6b7d37473ac97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VotesTab_event$data = {
  readonly votes: {
    readonly bothTeamsToScore: {
      readonly " $fragmentSpreads": FragmentRefs<"VotePoll_poll">;
    } | null | undefined;
    readonly firstTeamToScore: {
      readonly " $fragmentSpreads": FragmentRefs<"VotePoll_poll">;
    } | null | undefined;
    readonly whoShouldHaveWon: {
      readonly " $fragmentSpreads": FragmentRefs<"VotePoll_poll">;
    } | null | undefined;
    readonly winner: {
      readonly " $fragmentSpreads": FragmentRefs<"VotePoll_poll">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "VotesTab_event";
};
export type VotesTab_event$key = {
  readonly " $data"?: VotesTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"VotesTab_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "VotePoll_poll"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VotesTab_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Votes",
      "kind": "LinkedField",
      "name": "votes",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "winner",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "bothTeamsToScore",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "firstTeamToScore",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "whoShouldHaveWon",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "1aa547ee73b940686ac52945fe9c7585";

export default node;
