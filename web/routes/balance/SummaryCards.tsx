import { graphql, useFragment } from 'react-relay';
import { formatBRL } from '../../format/money.ts';
import { formatPercent } from '../../format/percent.ts';
import type { SummaryCards_bankroll$key } from '../../relay/__generated__/SummaryCards_bankroll.graphql.ts';
import { LABELS } from '../../../server/i18n/pt-BR.ts';

/** The four summary cards: Investido, Resgatado, Disponível, Rendimento (SPEC §2). */
export function SummaryCards({ bankroll }: { bankroll: SummaryCards_bankroll$key }) {
  const { totals } = useFragment(
    graphql`
      fragment SummaryCards_bankroll on Bankroll {
        totals {
          deposits
          withdrawals
          finalBalance
          yieldPercent
        }
      }
    `,
    bankroll,
  );
  const cards = [
    [LABELS.balance.invested, formatBRL(totals.deposits)],
    [LABELS.balance.redeemed, formatBRL(totals.withdrawals)],
    [LABELS.common.available, formatBRL(totals.finalBalance)],
    [LABELS.balance.yield, formatPercent(totals.yieldPercent)],
  ] as const;
  return (
    <ul className="summary-cards" aria-label={LABELS.balance.summary}>
      {cards.map(([label, value]) => (
        <li key={label} className="card summary-card">
          <span className="summary-label">{label}</span>
          <strong className="summary-value">{value}</strong>
        </li>
      ))}
    </ul>
  );
}
