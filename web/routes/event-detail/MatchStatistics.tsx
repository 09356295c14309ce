import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  formatMatchStatValue,
  matchStatGroupName,
  matchStatItemName,
  matchStatPeriodName,
} from '../../format/match-statistics.ts';
import type { MatchStatistics_periods$key } from '../../relay/__generated__/MatchStatistics_periods.graphql.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { GroupTitleRow, SideBySideRow, SideBySideTable } from './SideBySideTable.tsx';

export interface MatchStatisticsProps {
  periods: MatchStatistics_periods$key;
  home: string;
  away: string;
}

/** The event's own statistics (the feed's /statistics), one period at a time, whole match first. */
export function MatchStatistics({ periods, home, away }: MatchStatisticsProps) {
  const data = useFragment(
    graphql`
      fragment MatchStatistics_periods on StatisticsPeriod @relay(plural: true) {
        period
        groups {
          name
          items {
            name
            home
            away
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
    <section aria-labelledby="match-statistics">
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
              {matchStatPeriodName(p.period)}
            </button>
          ))}
        </div>
      )}
      <SideBySideTable home={home} away={away}>
        {shown.groups.map((group, index) => (
          <tbody key={`${group.name}-${index}`}>
            <GroupTitleRow title={matchStatGroupName(group.name)} />
            {group.items.map((item, row) => (
              <SideBySideRow
                key={`${item.name}-${row}`}
                label={matchStatItemName(item.name)}
                home={formatMatchStatValue(item.home)}
                away={formatMatchStatValue(item.away)}
              />
            ))}
          </tbody>
        ))}
      </SideBySideTable>
    </section>
  );
}
