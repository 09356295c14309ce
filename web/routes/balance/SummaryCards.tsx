import { graphql, useFragment } from 'react-relay/hooks.js';
import { FigureCards } from '../../components/FigureCards.tsx';
import { formatBRL } from '../../format/money.ts';
import { formatPercent } from '../../format/percent.ts';
import type { SummaryCards_bankroll$key } from '../../relay/__generated__/SummaryCards_bankroll.graphql.ts';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';

/** The four summary cards: Investido, Resgatado, Disponível, Rendimento (SPEC §2). */
export function SummaryCards({ bankroll }: { bankroll: SummaryCards_bankroll$key }) {
  const { totals } = useFragment(
    graphql`
      fragment SummaryCards_bankroll on Bankroll {
        totals {
          deposits
          withdrawals
          totalBalance
          yieldPercent
        }
      }
    `,
    bankroll,
  );
  // SPEC calls the final balance Disponível here, and the statement's cash at the house too: the card says
  // what it sums.
  const cards = [
    [BALANCE_LABELS.invested, formatBRL(totals.deposits), null],
    [BALANCE_LABELS.redeemed, formatBRL(totals.withdrawals), null],
    [COMMON_LABELS.available, formatBRL(totals.totalBalance), BALANCE_LABELS.summaryAvailableHint],
    [BALANCE_LABELS.yield, formatPercent(totals.yieldPercent), null],
  ] as const;
  return <FigureCards label={BALANCE_LABELS.summary} cards={cards} />;
}
