import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatTeamRating } from '../../format/rating.ts';
import {
  formatTeamStatValue,
  groupTeamStatistics,
  TEAM_STAT_SUMMARY_KEYS,
} from '../../format/team-statistics.ts';
import type { SeasonStatistics_statistics$key } from '../../relay/__generated__/SeasonStatistics_statistics.graphql.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { TEAM_STATISTICS } from '../../../server/i18n/statistics.ts';
import { GroupTitleRow, SideBySideRow, SideBySideTable } from './SideBySideTable.tsx';

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
            label
            value
          }
        }
        away {
          avgRating
          values {
            key
            label
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
  // Names come in pt-BR from the BFF, which counts any key the catalogue lacks.
  const labels = new Map(
    [...(data.home?.values ?? []), ...(data.away?.values ?? [])].map((v) => [v.key, v.label]),
  );
  const labelOf = (key: string) => labels.get(key) ?? key;
  // The rating has its own format (1 decimal, SPEC §9); games played come before the groups.
  const summary = TEAM_STAT_SUMMARY_KEYS.filter((key) => key !== 'avgRating' && keys.has(key));
  const row = (key: string) => (
    <SideBySideRow
      key={key}
      label={labelOf(key)}
      home={formatTeamStatValue(key, homeValues.get(key))}
      away={formatTeamStatValue(key, awayValues.get(key))}
    />
  );
  return (
    <section aria-labelledby="season-statistics">
      <h2 id="season-statistics">{EVENT_LABELS.statistics.season}</h2>
      <SideBySideTable home={home} away={away}>
        <tbody>
          {summary.map(row)}
          <SideBySideRow
            label={TEAM_STATISTICS.summary.avgRating}
            home={formatTeamRating(data.home?.avgRating)}
            away={formatTeamRating(data.away?.avgRating)}
          />
        </tbody>
        {groupTeamStatistics(keys).map((group) => (
          <tbody key={group.title}>
            <GroupTitleRow title={group.title} />
            {group.keys.map(row)}
          </tbody>
        ))}
      </SideBySideTable>
    </section>
  );
}
