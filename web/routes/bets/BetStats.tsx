import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { DayLineChart } from '../../components/DayLineChart.tsx';
import { FigureCards } from '../../components/FigureCards.tsx';
import { TabList } from '../../components/TabList.tsx';
import { numeric, TableHead } from '../../components/TableHead.tsx';
import { formatOddsPt } from '../../format/bets.ts';
import { formatBRL } from '../../format/money.ts';
import { formatPercent } from '../../format/percent.ts';
import type { BetStats_stats$key } from '../../relay/__generated__/BetStats_stats.graphql.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';
import { NOT_AVAILABLE } from '../../../server/i18n/pt-BR.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

const GROUPS = ['sport', 'league', 'house', 'market'] as const;
type Group = (typeof GROUPS)[number];

/** A ratio the server may leave null (nothing to divide by): N/A. */
const percent = (value: string | null | undefined) => (value == null ? NOT_AVAILABLE : formatPercent(value));

/**
 * The bets' figures under the page's filters, as the server computes them over every bet (User.betStats):
 * ROI of bets (profit ÷ staked, apart from an account's Rendimento), hit rate, average odds, closing-line
 * value, the running profit by day as a chart, and the same figures per sport, league, house and market.
 */
export function BetStats({ stats }: { stats: BetStats_stats$key }) {
  const data = useFragment(
    graphql`
      fragment BetStats_stats on BetStats {
        summary {
          ...BetStats_group @relay(mask: false)
        }
        bySport {
          ...BetStats_group @relay(mask: false)
        }
        byLeague {
          ...BetStats_group @relay(mask: false)
        }
        byBettingHouse {
          ...BetStats_group @relay(mask: false)
        }
        byMarket {
          ...BetStats_group @relay(mask: false)
        }
        profitByDay {
          date
          cumulativeProfit
        }
      }
    `,
    stats,
  );
  const [group, setGroup] = useState<Group>('sport');
  const base = useId();
  const { summary } = data;
  const rows = {
    sport: data.bySport,
    league: data.byLeague,
    house: data.byBettingHouse,
    market: data.byMarket,
  }[group];
  const cards = [
    [L.roi, percent(summary.roiPercent), L.roiHint],
    [L.hitRate, percent(summary.hitRatePercent), null],
    [
      L.averageOdds,
      summary.averageOdds == null ? NOT_AVAILABLE : formatOddsPt(summary.averageOdds),
      L.averageOddsHint,
    ],
    [L.profit, formatBRL(summary.profit), L.settledOnlyHint],
    [L.staked, formatBRL(summary.staked), L.settledOnlyHint],
    [L.clv, percent(summary.closingLineValuePercent), L.clvHint],
  ] as const;
  return (
    <section aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{L.summary}</h2>
      <FigureCards label={L.summary} cards={cards} className="bet-stats-cards" />
      <h3>{L.chartTitle}</h3>
      {data.profitByDay.length > 0 ? (
        <DayLineChart
          // The running profit starts from nothing, on the first day a bet was settled.
          days={[
            { date: data.profitByDay[0].date, amount: '0.00' },
            ...data.profitByDay.map((day) => ({ date: day.date, amount: day.cumulativeProfit })),
          ]}
          describe={L.chart}
        />
      ) : (
        <p className="hint">{L.noChart}</p>
      )}
      <TabList
        label={L.groupBy}
        tabs={GROUPS}
        active={group}
        labelOf={(tab) => L.groups[tab]}
        onSelect={setGroup}
        tabId={(tab) => `${base}-tab-${tab}`}
        panelId={(tab) => `${base}-panel-${tab}`}
      />
      <div role="tabpanel" id={`${base}-panel-${group}`} aria-labelledby={`${base}-tab-${group}`}>
        <ScrollRegion aria-label={L.groups[group]}>
          <table className="table bets-table">
            <TableHead
              columns={[
                L.groups[group],
                numeric(L.count),
                numeric(L.settledCount),
                numeric(L.staked),
                numeric(L.profit),
                numeric(L.roi),
                numeric(L.hitRate),
                numeric(L.averageOdds),
                numeric(L.clv),
              ]}
            />
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={9} className="empty">
                    {L.noBets}
                  </td>
                </tr>
              ) : (
                rows.map((row, index) => (
                  <tr key={row.key ?? `multiple-${index}`}>
                    <th scope="row">{row.label}</th>
                    <td className="num">{row.bets}</td>
                    <td className="num">{row.settled}</td>
                    <td className="num">{formatBRL(row.staked)}</td>
                    <td className="num">{formatBRL(row.profit)}</td>
                    <td className="num">{percent(row.roiPercent)}</td>
                    <td className="num">{percent(row.hitRatePercent)}</td>
                    <td className="num">
                      {row.averageOdds == null ? NOT_AVAILABLE : formatOddsPt(row.averageOdds)}
                    </td>
                    <td className="num">{percent(row.closingLineValuePercent)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </section>
  );
}

/** The figures of one group, as every list of BetStats carries them. */
export const betStatsGroupFragment = graphql`
  fragment BetStats_group on BetStatsGroup {
    key
    label
    bets
    settled
    staked
    profit
    roiPercent
    hitRatePercent
    averageOdds
    closingLineValuePercent
  }
`;
