import { graphql, useFragment } from 'react-relay';
import { formatTeamRating } from '../../format/rating.ts';
import {
  formatTeamStatValue,
  groupTeamStatistics,
  teamStatLabel,
  TEAM_STAT_SUMMARY_KEYS,
} from '../../format/team-statistics.ts';
import type { SeasonStatistics_statistics$key } from '../../relay/__generated__/SeasonStatistics_statistics.graphql.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';

export interface SeasonStatisticsProps {
  statistics: SeasonStatistics_statistics$key;
  home: string;
  away: string;
}

/** Both teams' season statistics side by side, in the groups of SPEC §9 with pt-BR labels. */
export function SeasonStatistics({ statistics, home, away }: SeasonStatisticsProps) {
  const data = useFragment(
    graphql`
      fragment SeasonStatistics_statistics on EventTeamsSeasonStatistics {
        home {
          avgRating
          values {
            key
            value
          }
        }
        away {
          avgRating
          values {
            key
            value
          }
        }
      }
    `,
    statistics,
  );
  const homeValues = new Map((data.home?.values ?? []).map((v) => [v.key, v.value]));
  const awayValues = new Map((data.away?.values ?? []).map((v) => [v.key, v.value]));
  const keys = new Set([...homeValues.keys(), ...awayValues.keys()]);
  // The rating has its own format (1 decimal, SPEC §9); games played come before the groups.
  const summary = TEAM_STAT_SUMMARY_KEYS.filter((key) => key !== 'avgRating' && keys.has(key));
  const row = (key: string) => (
    <tr key={key}>
      <th scope="row">{teamStatLabel(key)}</th>
      <td className="num">{formatTeamStatValue(key, homeValues.get(key))}</td>
      <td className="num">{formatTeamStatValue(key, awayValues.get(key))}</td>
    </tr>
  );
  return (
    <section aria-labelledby="season-statistics">
      <h2 id="season-statistics">{EVENT_LABELS.statistics.season}</h2>
      <table className="table statistics">
        <thead>
          <tr>
            <th scope="col">{COMMON_LABELS.statistic}</th>
            <th scope="col" className="num">
              {home}
            </th>
            <th scope="col" className="num">
              {away}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.map(row)}
          <tr>
            <th scope="row">{teamStatLabel('avgRating')}</th>
            <td className="num">{formatTeamRating(data.home?.avgRating)}</td>
            <td className="num">{formatTeamRating(data.away?.avgRating)}</td>
          </tr>
        </tbody>
        {groupTeamStatistics(keys).map((group) => (
          <tbody key={group.title}>
            <tr>
              <th colSpan={3} scope="colgroup" className="group">
                {group.title}
              </th>
            </tr>
            {group.keys.map(row)}
          </tbody>
        ))}
      </table>
    </section>
  );
}
