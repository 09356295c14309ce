import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { barWidths, formatMatchStatPair } from '../../format/match-statistics.ts';
import type { MatchStatistics_periods$key } from '../../relay/__generated__/MatchStatistics_periods.graphql.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { MATCH_CHART_LABELS } from '../../../server/i18n/screens/match-charts.ts';
import { ShareBar } from '../../components/ShareBar.tsx';

export interface MatchStatisticsProps {
  periods: MatchStatistics_periods$key;
  home: string;
  away: string;
}

/**
 * The event's own statistics (the feed's /statistics) as comparison bars, one period at a time (Jogo first,
 * then the sport's periods), grouped as the feed groups them. Names and periods come in pt-BR from the BFF.
 */
export function MatchStatistics({ periods, home, away }: MatchStatisticsProps) {
  const data = useFragment(
    graphql`
      fragment MatchStatistics_periods on StatisticsPeriod @relay(plural: true) {
        period
        label
        groups {
          name
          label
          items {
            name
            key
            label
            home
            away
            homeShare
          }
        }
      }
    `,
    periods,
  );
  const [wanted, setWanted] = useState('ALL');
  const shown = data.find((p) => p.period === wanted) ?? data[0];
  if (!shown) return null;
  return (
    <section aria-labelledby="match-statistics" className="match-statistics">
      <h2 id="match-statistics">{EVENT_LABELS.statistics.match}</h2>
      {data.length > 1 && (
        <div className="period-choice" role="group" aria-label={EVENT_LABELS.statistics.period}>
          {data.map((p) => (
            <button
              key={p.period}
              type="button"
              className="button"
              aria-pressed={p === shown}
              onClick={() => setWanted(p.period)}
            >
              {p.label}
            </button>
          ))}
        </div>
      )}
      <p className="stat-teams" aria-hidden="true">
        <span>{home}</span>
        <span>{away}</span>
      </p>
      {shown.groups.map((group, index) => (
        <section key={`${group.name}-${index}`} className="stat-group" aria-label={group.label}>
          <h3>{group.label}</h3>
          <ul className="stat-bars">
            {group.items.map((item, row) => {
              // Both sides with as many decimals (xG "2,80" beside "1,03", not "2,8").
              const [homeText, awayText] = formatMatchStatPair(item.home, item.away, item.key);
              const widths = barWidths(item.homeShare);
              return (
                <li
                  key={`${item.name}-${row}`}
                  aria-label={MATCH_CHART_LABELS.statistics.row(item.label, homeText, home, awayText, away)}
                >
                  <div className="stat-line" aria-hidden="true">
                    <span className="stat-value">{homeText}</span>
                    <span className="stat-name">{item.label}</span>
                    <span className="stat-value">{awayText}</span>
                  </div>
                  {/* Home's share from the start, away's from the end, a hair apart where they meet. */}
                  <ShareBar
                    className="stat-bar"
                    parts={[
                      {
                        key: 'home',
                        className: 'stat-bar-home',
                        x: 0,
                        width: Math.max(0, widths.home - 0.5),
                      },
                      {
                        key: 'away',
                        className: 'stat-bar-away',
                        x: 100 - widths.away + 0.5,
                        width: Math.max(0, widths.away - 0.5),
                      },
                    ]}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
