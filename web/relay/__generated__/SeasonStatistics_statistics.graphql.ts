/**
 * @generated SignedSource<<498e4ec0fcb59563f93724aca410c5f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SeasonStatistics_statistics$data = {
  readonly away: {
    readonly avgRating: number | null | undefined;
    readonly values: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
      readonly value: number;
    }>;
  } | null | undefined;
  readonly home: {
    readonly avgRating: number | null | undefined;
    readonly values: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
      readonly value: number;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "SeasonStatistics_statistics";
};
export type SeasonStatistics_statistics$key = {
  readonly " $data"?: SeasonStatistics_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeasonStatistics_statistics">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avgRating",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "StatValue",
    "kind": "LinkedField",
    "name": "values",
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
        "name": "value",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SeasonStatistics_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamSeasonStatistics",
      "kind": "LinkedField",
      "name": "home",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamSeasonStatistics",
      "kind": "LinkedField",
      "name": "away",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "EventTeamsSeasonStatistics",
  "abstractKey": null
};
})();

(node as any).hash = "59140402fff1958c1621895da8a35de1";

export default node;
