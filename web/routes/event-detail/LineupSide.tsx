import { graphql, useFragment } from 'react-relay/hooks.js';
import { TableHead, numeric } from '../../components/TableHead.tsx';
import { formatMarketValue } from '../../format/money.ts';
import { formatLineupRating } from '../../format/rating.ts';
import type {
  LineupSide_side$data,
  LineupSide_side$key,
} from '../../relay/__generated__/LineupSide_side.graphql.ts';
import { pitchRows } from './lineup-rows.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { ROSTER_LABELS } from '../../../server/i18n/screens/roster.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

type Entry = LineupSide_side$data['players'][number];

/**
 * One team's lineup. Where the feed gives a formation that accounts for the starters (football and its
 * kin) the starters stand on a pitch in their lines with shirt number, rating (2 decimals, SPEC §9) and the
 * captain's mark; elsewhere (basketball, ice hockey, volleyball…) they are a list. Then the substitutes and
 * who is missing, with the reason when the feed gives one.
 */
export function LineupSide({ team, side }: { team: string; side: LineupSide_side$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment LineupSide_side on TeamLineup {
        formation
        players {
          jerseyNumber
          substitute
          captain
          rating
          ratingIsSeasonAverage
          position {
            label
          }
          player {
            playerId
            shortName
            marketValue {
              value
              currency
            }
          }
        }
        missingPlayers {
          typePt
          reasonPt
          player {
            playerId
            shortName
            position {
              label
            }
          }
        }
      }
    `,
    side,
  );
  if (!data) return null;
  const starters = data.players.filter((p) => !p.substitute);
  const substitutes = data.players.filter((p) => p.substitute);
  const rows = pitchRows(data.formation, starters);
  return (
    <section className="lineup-side">
      <h2>
        {team} {data.formation && <span className="muted">({data.formation})</span>}
      </h2>
      {rows ? (
        <>
          <Pitch rows={rows} label={ROSTER_LABELS.lineups.pitch(team, data.formation ?? '')} />
          {onlySeasonAverages(starters) && <p className="muted">{ROSTER_LABELS.lineups.seasonAverageNote}</p>}
        </>
      ) : (
        <PlayerTable caption={ROSTER_LABELS.lineups.starters} team={team} players={starters} />
      )}
      {substitutes.length > 0 && (
        <PlayerTable caption={ROSTER_LABELS.lineups.substitutes} team={team} players={substitutes} />
      )}
      {data.missingPlayers.length > 0 && (
        <>
          <h3>{ROSTER_LABELS.lineups.missing}</h3>
          <ul className="missing-players">
            {data.missingPlayers.map((m) => (
              <li key={m.player.playerId}>
                <span>{m.player.shortName}</span>{' '}
                <span className="muted">
                  {[m.player.position?.label, m.typePt, m.reasonPt].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Pitch({ rows, label }: { rows: Entry[][]; label: string }) {
  return (
    <ol className="pitch" aria-label={label}>
      {rows.map((line, index) => (
        <li key={index} className="pitch-line">
          <ol>
            {line.map((p) => (
              <li key={p.player.playerId} className="pitch-player">
                <span className="shirt">{p.jerseyNumber ?? ''}</span>
                <span className="pitch-name">
                  {p.player.shortName}
                  {p.captain && <Captain />}
                </span>
                {p.rating != null && <Rating entry={p} />}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/** Whether the players are rated and every rating is a season average (a lineup before kick-off). */
function onlySeasonAverages(players: readonly Entry[]): boolean {
  return (
    players.some((p) => p.rating != null) && players.every((p) => p.rating == null || p.ratingIsSeasonAverage)
  );
}

/** A rating on the pitch; a season average says so, as it is not a rating of this match. */
function Rating({ entry }: { entry: Entry }) {
  const text = formatLineupRating(entry.rating);
  if (!entry.ratingIsSeasonAverage) return <span className="rating">{text}</span>;
  const label = ROSTER_LABELS.lineups.seasonAverageOf(text);
  return (
    <span className="rating season-average" title={label} aria-label={label}>
      {text}
    </span>
  );
}

function Captain() {
  return (
    <abbr className="captain" title={ROSTER_LABELS.lineups.captain}>
      {ROSTER_LABELS.lineups.captainMark}
    </abbr>
  );
}

function PlayerTable({
  caption,
  team,
  players,
}: {
  caption: string;
  team: string;
  players: readonly Entry[];
}) {
  // A bench that has not played has no ratings: the column is left out rather than a list of N/A.
  const rated = players.some((p) => p.rating != null);
  // Before kick-off every rating is a season average: the column says so rather than "Nota".
  const averagesOnly = onlySeasonAverages(players);
  // In a box of its own that scrolls when the table is wider than its column (two teams side by side from
  // 48rem, where the market value shows), never the page.
  return (
    <ScrollRegion aria-label={ROSTER_LABELS.lineups.tableOf(caption, team)}>
      <table className="table lineup-table">
        <caption>{caption}</caption>
        <TableHead
          columns={[
            EVENT_LABELS.lineups.jerseyNumber,
            EVENT_LABELS.lineups.player,
            EVENT_LABELS.lineups.position,
            { label: EVENT_LABELS.lineups.marketValue, className: 'hide-mobile' },
            ...(rated
              ? [numeric(averagesOnly ? ROSTER_LABELS.lineups.seasonAverage : EVENT_LABELS.lineups.rating)]
              : []),
          ]}
        />
        <tbody>
          {players.map((entry) => (
            <tr key={entry.player.playerId}>
              <td>{entry.jerseyNumber ?? '—'}</td>
              <td>
                {entry.player.shortName}
                {entry.captain && <Captain />}
              </td>
              <td>{entry.position?.label ?? '—'}</td>
              <td className="hide-mobile">
                {formatMarketValue(entry.player.marketValue?.value, entry.player.marketValue?.currency)}
              </td>
              {rated && (
                <td
                  className="num"
                  title={
                    entry.ratingIsSeasonAverage && !averagesOnly
                      ? ROSTER_LABELS.lineups.seasonAverage
                      : undefined
                  }
                >
                  {formatLineupRating(entry.rating)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
