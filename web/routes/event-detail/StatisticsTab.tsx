import { graphql, useFragment } from 'react-relay/hooks.js';
import type { StatisticsTab_event$key } from '../../relay/__generated__/StatisticsTab_event.graphql.ts';
import { MatchStatistics } from './MatchStatistics.tsx';
import { SeasonStatistics } from './SeasonStatistics.tsx';
import { Unavailable } from './unavailable.tsx';

/**
 * Estatísticas: the match's own statistics first when it has them (live or finished: what people open the
 * tab for), then the two teams' season comparison, which is there before kick-off too. Each part shows
 * only when its section loaded.
 */
export function StatisticsTab({ event }: { event: StatisticsTab_event$key }) {
  const { statistics, teamSeasonStatistics, homeTeam, awayTeam } = useFragment(
    graphql`
      fragment StatisticsTab_event on Event {
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        statistics {
          groups {
            __typename
          }
          ...MatchStatistics_periods
        }
        teamSeasonStatistics {
          home {
            __typename
          }
          away {
            __typename
          }
          ...SeasonStatistics_statistics
        }
      }
    `,
    event,
  );
  const hasMatch = statistics?.some((period) => period.groups.length > 0) ?? false;
  const hasSeason = teamSeasonStatistics != null && (teamSeasonStatistics.home || teamSeasonStatistics.away);
  if (!hasMatch && !hasSeason) return <Unavailable />;
  const teams = { home: homeTeam.name, away: awayTeam.name };
  return (
    <div className="statistics-tab">
      {hasMatch && statistics && <MatchStatistics periods={statistics} {...teams} />}
      {hasSeason && <SeasonStatistics statistics={teamSeasonStatistics} {...teams} />}
    </div>
  );
}
