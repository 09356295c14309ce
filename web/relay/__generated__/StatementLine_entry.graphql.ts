/**
 * @generated SignedSource<<0ada013880de884f603a67f003030c4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type StatementEntryType = "BALANCE_UPDATE" | "BET_LOST" | "BET_PLACED" | "BET_REFUNDED" | "BET_REOPENED" | "BET_WON" | "CASH_OUT" | "DEPOSIT" | "OTHER" | "WITHDRAW" | "%future added value";
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
