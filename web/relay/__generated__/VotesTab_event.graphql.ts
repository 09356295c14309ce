/**
 * @generated SignedSource<<d4a5da63a822b7c2dee5ce8cdb291ab8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VotesTab_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly homeTeam: {
    readonly name: string;
  };
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
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v1 = [
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
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "homeTeam",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "awayTeam",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
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
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "bothTeamsToScore",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "firstTeamToScore",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VotePoll",
          "kind": "LinkedField",
          "name": "whoShouldHaveWon",
          "plural": false,
          "selections": (v1/*:: as any*/),
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

(node as any).hash = "e6593da69abfbb7e3c56f5ea793e0e24";

export default node;
