import { builder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';

/** The total balance at the end of one São Paulo calendar day. */
export interface BalancePoint {
  /** YYYY-MM-DD in São Paulo. */
  date: string;
  /** Exact decimal string, as the upstream sent it. */
  totalBalance: string;
}

export const BalancePointRef = builder.objectRef<BalancePoint>('BalancePoint').implement({
  extensions: PRIVATE,
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
