/**
 * @generated SignedSource<<98089ea3a8d69dd5eac0aec4104c7737>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatusType = "CANCELED" | "FINISHED" | "INPROGRESS" | "NOTSTARTED" | "OTHER" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventDetails_event$data = {
  readonly attendance: number | null | undefined;
  readonly category: {
    readonly namePt: string;
  } | null | undefined;
  readonly country: {
    readonly namePt: string;
  } | null | undefined;
  readonly managers: {
    readonly away: {
      readonly name: string;
    } | null | undefined;
    readonly home: {
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly referee: {
    readonly name: string;
  } | null | undefined;
  readonly round: number | null | undefined;
  readonly roundNamePt: string | null | undefined;
  readonly season: {
    readonly namePt: string | null | undefined;
  } | null | undefined;
  readonly startTime: string | null | undefined;
  readonly status: {
    readonly description: string | null | undefined;
    readonly descriptionPt: string;
    readonly type: EventStatusType;
  };
  readonly tournament: {
    readonly namePt: string;
  } | null | undefined;
  readonly venue: {
    readonly capacity: number | null | undefined;
    readonly cityPt: string | null | undefined;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "EventDetails_event";
};
export type EventDetails_event$key = {
  readonly " $data"?: EventDetails_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventDetails_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "namePt",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventDetails_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "round",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roundNamePt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attendance",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "descriptionPt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tournament",
      "kind": "LinkedField",
      "name": "tournament",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Season",
      "kind": "LinkedField",
      "name": "season",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Country",
      "kind": "LinkedField",
      "name": "country",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Venue",
      "kind": "LinkedField",
      "name": "venue",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cityPt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "capacity",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Referee",
      "kind": "LinkedField",
      "name": "referee",
      "plural": false,
      "selections": (v2/*:: as any*/),
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
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Manager",
          "kind": "LinkedField",
          "name": "away",
          "plural": false,
          "selections": (v2/*:: as any*/),
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

(node as any).hash = "7849f9a65a283441a8b8e6cbf8f2518a";

export default node;
