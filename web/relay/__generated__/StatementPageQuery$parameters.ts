/**
 * @generated SignedSource<<65f1d6c94fdad642bbb548d33f808043>>
 * @relayHash a90442ab9fbec81179e6e44ae33f16a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f756dd83a2fe9638b243ea40fa58edc871e522e4d4bdc48d5c6ba67a4367a1ef

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StatementPageQuery } from './StatementPageQuery.graphql';

const node: PreloadableConcreteRequest<StatementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f756dd83a2fe9638b243ea40fa58edc871e522e4d4bdc48d5c6ba67a4367a1ef",
    "metadata": {},
    "name": "StatementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
