import { decimalToCents } from '../../format/money-input.ts';
import { STATEMENT_LABELS } from '../../../server/i18n/screens/statement.ts';

/** The fields of a statement line the table, chart and export read. */
export interface StatementRow {
  id: string;
  createdAt: string;
  availableBalance: string;
  betLockedBalance: string;
  totalBalance: string;
  variation: string;
  type: string;
  amount: string | null | undefined;
}

const LABELS: Readonly<Record<string, string>> = {
  DEPOSIT: STATEMENT_LABELS.deposit,
  WITHDRAW: STATEMENT_LABELS.withdraw,
  BET_PLACED: STATEMENT_LABELS.betPlaced,
  BET_WON: STATEMENT_LABELS.betWon,
  BET_HALF_WON: STATEMENT_LABELS.betHalfWon,
  BET_LOST: STATEMENT_LABELS.betLost,
  BET_HALF_LOST: STATEMENT_LABELS.betHalfLost,
  BET_REFUNDED: STATEMENT_LABELS.betRefunded,
  CASH_OUT: STATEMENT_LABELS.cashOut,
  BET_REOPENED: STATEMENT_LABELS.betReopened,
};

/** SPEC §3: deposit and withdraw have names, and so do bets' entries; every other type is a balance variation. */
export function transactionLabel(type: string): string {
  return LABELS[type] ?? STATEMENT_LABELS.balanceUpdate;
}

/** Balance updates carry no amount moved in or out: their Valor is blank (SPEC §3). */
export function shownAmount(row: Pick<StatementRow, 'type' | 'amount'>): string | null {
  if (row.type === 'BALANCE_UPDATE') return null;
  return row.amount ?? null;
}

export type Direction = 'up' | 'down' | 'flat';

/** SPEC §4: up when the variation is above zero, down below, neutral at zero; compared on cents. */
export function direction(variation: string): Direction {
  const cents = decimalToCents(variation) ?? 0n;
  if (cents > 0n) return 'up';
  if (cents < 0n) return 'down';
  return 'flat';
}

export const DIRECTION_LABEL: Record<Direction, string> = {
  up: STATEMENT_LABELS.up,
  down: STATEMENT_LABELS.down,
  flat: STATEMENT_LABELS.flat,
};
