import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatLineupRating } from '../../format/rating.ts';
import type {
  BestPlayers_event$data,
  BestPlayers_event$key,
} from '../../relay/__generated__/BestPlayers_event.graphql.ts';
import { ROSTER_LABELS } from '../../../server/i18n/screens/roster.ts';

type Best = NonNullable<BestPlayers_event$data['bestPlayers']>['home'][number];

/** A best player's figure: a rating with SPEC's 2 decimals, a count (points, rebounds) as it is. */
function figure(best: Best): string {
  return best.label === 'rating' ? formatLineupRating(best.value) : (best.value ?? '');
}

/**
 * The Resumo tab's best players: each side's best (by rating, or in basketball by points, rebounds and
 * assists, as the BFF reads the feed) and, once the match is over, the player of the match.
 */
export function BestPlayers({ event }: { event: BestPlayers_event$key }) {
  const data = useFragment(
    graphql`
      fragment BestPlayers_event on Event {
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        bestPlayers {
          home {
            value
            label
            labelPt
            player {
              playerId
              name
            }
          }
          away {
            value
            label
            labelPt
            player {
              playerId
              name
            }
          }
          playerOfTheMatch {
            value
            label
            labelPt
            player {
              playerId
              name
            }
          }
        }
      }
    `,
    event,
  );
  const best = data.bestPlayers;
  if (!best || best.home.length + best.away.length === 0) return null;
  return (
    <section className="best-players" aria-labelledby="best-players-title">
      <h2 id="best-players-title">{ROSTER_LABELS.bestPlayers.title}</h2>
      {best.playerOfTheMatch && (
        <p className="player-of-the-match">
          <span className="muted">{ROSTER_LABELS.bestPlayers.playerOfTheMatch}</span>{' '}
          <strong>{best.playerOfTheMatch.player.name}</strong>{' '}
          <span className="rating">{figure(best.playerOfTheMatch)}</span>
        </p>
      )}
      <div className="two-columns">
        {(
          [
            [data.homeTeam.name, best.home],
            [data.awayTeam.name, best.away],
          ] as const
        ).map(([team, players]) => (
          <div key={team}>
            <h3>{team}</h3>
            <ol className="best-players-list">
              {players.map((p) => (
                <li key={`${p.player.playerId}-${p.label ?? ''}`}>
                  <span>{p.player.name}</span>
                  <span className="best-figure">
                    {p.labelPt && <span className="muted">{p.labelPt}</span>}{' '}
                    <span className="rating">{figure(p)}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
