/**
 * @generated SignedSource<<9db12ecb785be5ccfe1f31c929457658>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ShotType = "BLOCK" | "GOAL" | "MISS" | "OTHER" | "POST" | "SAVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ShotMap_event$data = {
  readonly awayTeam: {
    readonly name: string;
  };
  readonly homeTeam: {
    readonly name: string;
  };
  readonly shotmap: ReadonlyArray<{
    readonly addedTime: number | null | undefined;
    readonly bodyPartLabel: string | null | undefined;
    readonly isHome: boolean | null | undefined;
    readonly player: {
      readonly name: string;
    } | null | undefined;
    readonly playerCoordinates: {
      readonly x: number;
      readonly y: number;
    } | null | undefined;
    readonly shotId: number | null | undefined;
    readonly shotType: ShotType;
    readonly shotTypeLabel: string;
    readonly situationLabel: string | null | undefined;
    readonly time: number | null | undefined;
    readonly xg: number | null | undefined;
  }> | null | undefined;
  readonly " $fragmentType": "ShotMap_event";
};
export type ShotMap_event$key = {
  readonly " $data"?: ShotMap_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShotMap_event">;
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShotMap_event",
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
      "concreteType": "Shot",
      "kind": "LinkedField",
      "name": "shotmap",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shotId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isHome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shotType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shotTypeLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "situationLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bodyPartLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "xg",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "time",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addedTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlayerSummary",
          "kind": "LinkedField",
          "name": "player",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PitchPoint",
          "kind": "LinkedField",
          "name": "playerCoordinates",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "x",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "y",
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

(node as any).hash = "561cf07ad7000665d77e2247d4802cc0";

export default node;
