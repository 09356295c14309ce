import { builder } from '../../builder.ts';
import { saoPauloDate } from '../../sao-paulo-date.ts';
import type { BancaEntry } from '../../upstreams/banca/decode.ts';

/** The total balance at the end of one São Paulo calendar day. */
export interface BalancePoint {
  /** YYYY-MM-DD in São Paulo. */
  date: string;
  /** Exact decimal string, as the upstream sent it. */
  totalBalance: string;
}

/**
 * One point per São Paulo day that has entries, oldest first: the total balance of the day's last entry.
 * Entries are ordered here by instant, then id (the order they were written), so the upstream's order
 * does not matter. Money stays the upstream's exact string.
 */
export function dailyBalances(entries: readonly BancaEntry[]): BalancePoint[] {
  const ordered = entries
    .map((entry) => ({ entry, at: Date.parse(entry.created_at) }))
    // An instant that does not parse has no day to belong to; it cannot be placed on a time axis.
    .filter(({ at }) => !Number.isNaN(at))
    .sort((a, b) => a.at - b.at || a.entry.id - b.entry.id);
  const points: BalancePoint[] = [];
  for (const { entry, at } of ordered) {
    const date = saoPauloDate(at);
    const last = points.at(-1);
    if (last?.date === date) last.totalBalance = entry.total_balance;
    else points.push({ date, totalBalance: entry.total_balance });
  }
  return points;
}

export const BalancePointRef = builder.objectRef<BalancePoint>('BalancePoint').implement({
  description: 'The total balance of an account at the end of one São Paulo calendar day.',
  fields: (t) => ({
    date: t.field({
      type: 'Date',
      description: 'The day, in São Paulo (America/Sao_Paulo).',
      resolve: (point) => point.date,
    }),
    totalBalance: t.field({
      type: 'Money',
      description: "Total balance after the day's last statement entry.",
      resolve: (point) => point.totalBalance,
    }),
  }),
});
