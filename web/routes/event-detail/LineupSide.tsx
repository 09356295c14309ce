import { graphql, useFragment } from 'react-relay';
import { formatMarketValue } from '../../format/money.ts';
import { positionName } from '../../format/positions.ts';
import { formatLineupRating } from '../../format/rating.ts';
import type { LineupSide_side$key } from '../../relay/__generated__/LineupSide_side.graphql.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';

/** One team's lineup: players with position, market value and rating (2 decimals), then who is missing. */
export function LineupSide({ team, side }: { team: string; side: LineupSide_side$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment LineupSide_side on TeamLineup {
        formation
        players {
          jerseyNumber
          substitute
          rating
          position {
            code
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
          type
          player {
            playerId
            shortName
          }
        }
      }
    `,
    side,
  );
  if (!data) return null;
  return (
    <section>
      <h3>
        {team} {data.formation && <span className="muted">({data.formation})</span>}
      </h3>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{EVENT_LABELS.lineups.jerseyNumber}</th>
            <th scope="col">{EVENT_LABELS.lineups.player}</th>
            <th scope="col">{EVENT_LABELS.lineups.position}</th>
            <th scope="col" className="hide-mobile">
              {EVENT_LABELS.lineups.marketValue}
            </th>
            <th scope="col">{EVENT_LABELS.lineups.rating}</th>
          </tr>
        </thead>
        <tbody>
          {data.players.map((entry) => (
            <tr key={entry.player.playerId} className={entry.substitute ? 'substitute' : undefined}>
              <td>{entry.jerseyNumber ?? '—'}</td>
              <td>{entry.player.shortName}</td>
              <td>{positionName(entry.position?.code)}</td>
              <td className="hide-mobile">
                {formatMarketValue(entry.player.marketValue?.value, entry.player.marketValue?.currency)}
              </td>
              <td>{formatLineupRating(entry.rating)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.missingPlayers.length > 0 && (
        <p className="muted">
          {EVENT_LABELS.lineups.missing}{' '}
          {data.missingPlayers
            .map((m) => EVENT_LABELS.lineups.missingPlayer(m.player.shortName, m.type === 'doubtful'))
            .join(', ')}
        </p>
      )}
    </section>
  );
}
