/**
 * @generated SignedSource<<848364ebc359d978f940601e1ca735c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GoalChart_distribution$data = {
  readonly matches: number;
  readonly periods: ReadonlyArray<{
    readonly concededGoals: number;
    readonly periodEnd: number;
    readonly periodStart: number;
    readonly scoredGoals: number;
  }>;
  readonly " $fragmentType": "GoalChart_distribution";
};
export type GoalChart_distribution$key = {
  readonly " $data"?: GoalChart_distribution$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoalChart_distribution">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GoalChart_distribution",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matches",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GoalDistributionPeriod",
      "kind": "LinkedField",
      "name": "periods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "periodStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "periodEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scoredGoals",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "concededGoals",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GoalDistribution",
  "abstractKey": null
};

(node as any).hash = "b4a1c6d208f8d439a7f909c95e7eddda";

export default node;
