/**
 * @generated SignedSource<<c69aae2d8d9b6e2079d30780b812c50c>>
 * @relayHash d21170751774f171d30dc77f1a7e264a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 354cdd642f9063825197378ee3cacfd63b24e7b46e3815e250f01110769e4892

import { ConcreteRequest } from 'relay-runtime';
export type headQueriesSitemapEventsQuery$variables = {
  date?: string | null | undefined;
};
export type headQueriesSitemapEventsQuery$data = {
  readonly sports: ReadonlyArray<{
    readonly scheduledEvents: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly eventId: number;
        };
      }>;
    } | null | undefined;
  }>;
};
export type headQueriesSitemapEventsQuery = {
  response: headQueriesSitemapEventsQuery$data;
  variables: headQueriesSitemapEventsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "date"
  }
],
v1 = {
  "kind": "Variable",
  "name": "date",
  "variableName": "date"
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 40
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "headQueriesSitemapEventsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Sport",
        "kind": "LinkedField",
        "name": "sports",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "SportScheduledEventsConnection",
            "kind": "LinkedField",
            "name": "scheduledEvents",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SportScheduledEventsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Event",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "headQueriesSitemapEventsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Sport",
        "kind": "LinkedField",
        "name": "sports",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "SportScheduledEventsConnection",
            "kind": "LinkedField",
            "name": "scheduledEvents",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SportScheduledEventsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Event",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "354cdd642f9063825197378ee3cacfd63b24e7b46e3815e250f01110769e4892",
    "metadata": {},
    "name": "headQueriesSitemapEventsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2040172f9731428d9bb9b3cebc36147a";

export default node;
