import { graphql, useFragment } from 'react-relay/hooks.js';
import { DayLineChart } from '../../components/DayLineChart.tsx';
import type { StatementChart_account$key } from '../../relay/__generated__/StatementChart_account.graphql.ts';
import { STATEMENT_LABELS } from '../../../server/i18n/screens/statement.ts';

/**
 * Total balance over the account's whole history, one point per São Paulo day with entries (computed by the
 * server, so it does not depend on how many statement lines the table has loaded).
 */
export function StatementChart({ account }: { account: StatementChart_account$key }) {
  const { balanceHistory } = useFragment(
    graphql`
      fragment StatementChart_account on Account {
        balanceHistory {
          date
          totalBalance
        }
      }
    `,
    account,
  );
  return (
    <DayLineChart
      days={balanceHistory.map((day) => ({ date: day.date, amount: day.totalBalance }))}
      describe={STATEMENT_LABELS.chart}
    />
  );
}
