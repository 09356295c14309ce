import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatDecimalOdds } from '../../format/odds.ts';
import type { WinningOdds_event$key } from '../../relay/__generated__/WinningOdds_event.graphql.ts';
import { ODDS_LABELS } from '../../../server/i18n/screens/odds.ts';

/**
 * How often sides priced like these two actually won (the feed's winning odds): the chance the price implies
 * against the rate seen. Nothing when the feed has no such figures.
 */
export function WinningOdds({ event }: { event: WinningOdds_event$key }) {
  const { winningOdds, homeTeam, awayTeam } = useFragment(
    graphql`
      fragment WinningOdds_event on Event {
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        winningOdds {
          home {
            decimalValue
            expected
            actual
          }
          away {
            decimalValue
            expected
            actual
          }
        }
      }
    `,
    event,
  );
  const sides = [
    { team: homeTeam.name, odds: winningOdds?.home },
    { team: awayTeam.name, odds: winningOdds?.away },
  ].filter((side) => side.odds?.expected != null && side.odds.actual != null);
  if (sides.length === 0) return null;
  return (
    <section aria-labelledby="winning-odds" className="odds-group">
      <h2 id="winning-odds">{ODDS_LABELS.winningOdds}</h2>
      <ul className="winning-odds">
        {sides.map(({ team, odds }) => (
          <li key={team}>
            <strong>{formatDecimalOdds(odds!.decimalValue)}</strong>{' '}
            {ODDS_LABELS.winningOddsSide(team, odds!.expected!, odds!.actual!)}
          </li>
        ))}
      </ul>
    </section>
  );
}
