/**
 * @generated SignedSource<<04b460a06c2fe6f46c671a3eb3e8bccc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatusType = "CANCELED" | "FINISHED" | "INPROGRESS" | "NOTSTARTED" | "OTHER" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OddsTab_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly homeTeam: {
    readonly name: string;
  };
  readonly id: string;
  readonly odds: ReadonlyArray<{
    readonly isLive: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"OddsMarket_market">;
  }> | null | undefined;
  readonly status: {
    readonly type: EventStatusType;
  };
  readonly " $fragmentSpreads": FragmentRefs<"WinningOdds_event">;
  readonly " $fragmentType": "OddsTab_event";
};
export type OddsTab_event$key = {
  readonly " $data"?: OddsTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"OddsTab_event">;
};

import OddsTabRefetchQuery_graphql from './OddsTabRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": OddsTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "OddsTab_event",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "OddsMarket_market"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WinningOdds_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "f5ceab9ea72342537a4f65cb13283774";

export default node;
