/**
 * @generated SignedSource<<84f9e234e3f2dbb4ca49c4438c4c4910>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type StatementEntryType = "BALANCE_UPDATE" | "BET_HALF_LOST" | "BET_HALF_WON" | "BET_LOST" | "BET_PLACED" | "BET_REFUNDED" | "BET_REOPENED" | "BET_WON" | "CASH_OUT" | "DEPOSIT" | "OTHER" | "WITHDRAW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatementLine_entry$data = {
  readonly amount: string | null | undefined;
  readonly availableBalance: string;
  readonly betLockedBalance: string;
  readonly createdAt: string;
  readonly id: string;
  readonly totalBalance: string;
  readonly type: StatementEntryType;
  readonly variation: string;
  readonly " $fragmentType": "StatementLine_entry";
};
export type StatementLine_entry$key = {
  readonly " $data"?: StatementLine_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementLine_entry">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "StatementLine_entry"
};

(node as any).hash = "fa4f914d8eb3d07ed6352edc1985f18e";

export default node;
