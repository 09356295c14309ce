/**
 * @generated SignedSource<<78df717e36edb235890c3c6d2feac7db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MatchResult = "DRAW" | "LOSS" | "WIN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HeadToHeadTab_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly headToHead: {
    readonly managerDuel: {
      readonly awayWins: number;
      readonly draws: number;
      readonly homeWins: number;
    } | null | undefined;
    readonly teamDuel: {
      readonly awayWins: number;
      readonly draws: number;
      readonly homeWins: number;
    } | null | undefined;
  } | null | undefined;
  readonly homeTeam: {
    readonly name: string;
  };
  readonly managers: {
    readonly away: {
      readonly name: string;
    } | null | undefined;
    readonly home: {
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly pregameForm: {
    readonly away: {
      readonly avgRating: number | null | undefined;
      readonly form: ReadonlyArray<MatchResult>;
      readonly position: number | null | undefined;
      readonly value: string | null | undefined;
    } | null | undefined;
    readonly home: {
      readonly avgRating: number | null | undefined;
      readonly form: ReadonlyArray<MatchResult>;
      readonly position: number | null | undefined;
      readonly value: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly sportHasDraws: boolean;
  readonly " $fragmentType": "HeadToHeadTab_event";
};
export type HeadToHeadTab_event$key = {
  readonly " $data"?: HeadToHeadTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeadToHeadTab_event">;
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
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "form",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "position",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avgRating",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "homeWins",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "awayWins",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "draws",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeadToHeadTab_event",
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
      "concreteType": "PregameForm",
      "kind": "LinkedField",
      "name": "pregameForm",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PregameFormTeam",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PregameFormTeam",
          "kind": "LinkedField",
          "name": "away",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sportHasDraws",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HeadToHead",
      "kind": "LinkedField",
      "name": "headToHead",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Duel",
          "kind": "LinkedField",
          "name": "teamDuel",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Duel",
          "kind": "LinkedField",
          "name": "managerDuel",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Managers",
      "kind": "LinkedField",
      "name": "managers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Manager",
          "kind": "LinkedField",
          "name": "home",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Manager",
          "kind": "LinkedField",
          "name": "away",
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

(node as any).hash = "2177a450ff5bd955410781d2ca0a8cb3";

export default node;
