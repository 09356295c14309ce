/**
 * @generated SignedSource<<a605f5e2a5ac074666823a59afdba541>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MatchStatistics_periods$data = ReadonlyArray<{
  readonly groups: ReadonlyArray<{
    readonly items: ReadonlyArray<{
      readonly away: string | null | undefined;
      readonly home: string | null | undefined;
      readonly homeShare: number | null | undefined;
      readonly key: string | null | undefined;
      readonly label: string;
      readonly name: string;
    }>;
    readonly label: string;
    readonly name: string;
  }>;
  readonly label: string;
  readonly period: string;
  readonly " $fragmentType": "MatchStatistics_periods";
}>;
export type MatchStatistics_periods$key = ReadonlyArray<{
  readonly " $data"?: MatchStatistics_periods$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchStatistics_periods">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MatchStatistics_periods",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "period",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "StatisticsGroup",
      "kind": "LinkedField",
      "name": "groups",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "StatisticsItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "home",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "away",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "homeShare",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StatisticsPeriod",
  "abstractKey": null
};
})();

(node as any).hash = "bfa1c9a97effc805011dea6f82494420";

export default node;
