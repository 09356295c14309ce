/**
 * @generated SignedSource<<61566a950a6c6fcfc81fa029dcea97c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SportEventsPage_competition$data = {
  readonly tournament: {
    readonly category: {
      readonly alpha2: string | null | undefined;
      readonly name: string;
      readonly namePt: string;
    } | null | undefined;
    readonly namePt: string;
    readonly priority: number | null | undefined;
    readonly tournamentId: number | null | undefined;
    readonly uniqueTournament: {
      readonly namePt: string;
      readonly uniqueTournamentId: number;
      readonly userCount: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "SportEventsPage_competition";
};
export type SportEventsPage_competition$key = {
  readonly " $data"?: SportEventsPage_competition$data;
  readonly " $fragmentSpreads": FragmentRefs<"SportEventsPage_competition">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "namePt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SportEventsPage_competition",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Tournament",
      "kind": "LinkedField",
      "name": "tournament",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tournamentId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priority",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "UniqueTournament",
          "kind": "LinkedField",
          "name": "uniqueTournament",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "uniqueTournamentId",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Category",
          "kind": "LinkedField",
          "name": "category",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "alpha2",
              "storageKey": null
            }
          ],
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

(node as any).hash = "d77c60e6ecd4b4cbd6a3dc808b7f83fa";

export default node;
