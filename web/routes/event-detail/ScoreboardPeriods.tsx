import { graphql, useFragment } from 'react-relay/hooks.js';
import type { ScoreboardPeriods_side$key } from '../../relay/__generated__/ScoreboardPeriods_side.graphql.ts';
import { PERIOD_KIND_OF_SPORT } from '../../../server/i18n/incidents.ts';
import { PERIOD_NOUNS } from '../../../server/i18n/pt-BR.ts';
import { SCOREBOARD_LABELS as L } from '../../../server/i18n/screens/scoreboard.ts';
import { INDIVIDUAL_SPORTS } from './tabs.ts';

/**
 * Sports read by halves keep their score in the main line and their halves in the timeline, and cricket its
 * innings in the main line; the others (sets, quarters, periods, innings of baseball, maps) are read period
 * by period as on a broadcast.
 */
const NO_PERIOD_TABLE: ReadonlySet<string> = new Set([
  'football',
  'futsal',
  'minifootball',
  'handball',
  'bandy',
  'cricket',
]);

export function showsPeriodTable(sport: string | undefined): boolean {
  return sport !== undefined && !NO_PERIOD_TABLE.has(sport);
}

/** The sports of NO_PERIOD_TABLE read by two halves, whose header says the score at the break. */
export function showsHalfTime(sport: string | undefined): boolean {
  return sport !== undefined && sport !== 'cricket' && NO_PERIOD_TABLE.has(sport);
}

function usePeriods(side: ScoreboardPeriods_side$key) {
  return useFragment(
    graphql`
      fragment ScoreboardPeriods_side on ScoreboardSide {
        periods {
          number
          score
          tieBreak
        }
        overtime
      }
    `,
    side,
  );
}

interface Props {
  home: ScoreboardPeriods_side$key;
  away: ScoreboardPeriods_side$key;
  homeName: string;
  awayName: string;
  /** The tennis game point of each side while a game is on, else null. */
  gamePoints: ReadonlyArray<string | null> | null;
  /** The sport's slug: its rows are players, not teams, in one-against-one sports. */
  sport: string | undefined;
}

/**
 * The score per period, one row a side; a set's tie-break points sit beside its games (7⁵), and what was
 * scored in overtime in a column of its own, so that the row adds up to the score.
 */
export function PeriodTable({ home, away, homeName, awayName, gamePoints, sport }: Props) {
  const rows = [
    [homeName, usePeriods(home), gamePoints?.[0]],
    [awayName, usePeriods(away), gamePoints?.[1]],
  ] as const;
  const count = Math.max(rows[0][1].periods.length, rows[1][1].periods.length);
  if (count === 0) return null;
  const overtime = rows.some(([, side]) => side.overtime !== null);
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  // "1ª" for an innings, as the status and the statistics write it ("8ª entrada"); "1º" for the others.
  const kind = sport === undefined ? undefined : PERIOD_KIND_OF_SPORT[sport];
  const feminine = kind !== undefined && (PERIOD_NOUNS[kind]?.[1] ?? false);
  return (
    <table className="scoreboard-periods">
      <caption className="visually-hidden">{L.periods}</caption>
      <thead>
        <tr>
          <th scope="col">{sport !== undefined && INDIVIDUAL_SPORTS.has(sport) ? L.player : L.team}</th>
          {numbers.map((n) => (
            <th key={n} scope="col">
              {L.period(n, feminine)}
            </th>
          ))}
          {overtime && (
            <th scope="col">
              <abbr title={L.overtimeName}>{L.overtime}</abbr>
            </th>
          )}
          {gamePoints && <th scope="col">{L.gamePoint}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, side, point]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {numbers.map((n) => {
              const period = side.periods.find((p) => p.number === n);
              return (
                <td key={n}>
                  {period?.score ?? ''}
                  {period?.tieBreak != null && (
                    <sup aria-label={L.tieBreak(period.tieBreak)}>{period.tieBreak}</sup>
                  )}
                </td>
              );
            })}
            {overtime && <td>{side.overtime ?? ''}</td>}
            {gamePoints && <td className="game-point">{point ?? ''}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
