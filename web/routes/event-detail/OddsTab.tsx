import { graphql, useFragment } from 'react-relay/hooks.js';
import type { OddsTab_event$key } from '../../relay/__generated__/OddsTab_event.graphql.ts';
import { OddsMarket } from './OddsMarket.tsx';
import { Unavailable } from './unavailable.tsx';
import { WinningOdds } from './WinningOdds.tsx';
import { ODDS_LABELS } from '../../../server/i18n/screens/odds.ts';

/**
 * The Odds tab: live markets (while the match is played) apart from the pre-match ones, each labelled. Once
 * the match is over only the pre-match markets remain, as closing prices with the winning choice marked.
 * The fragment is refetchable (OddsTabRefetchQuery) so live updates can refresh the prices alone.
 */
export function OddsTab({ event }: { event: OddsTab_event$key }) {
  const data = useFragment(
    graphql`
      fragment OddsTab_event on Event @refetchable(queryName: "OddsTabRefetchQuery") {
        status {
          type
        }
        odds {
          isLive
          ...OddsMarket_market
        }
        ...WinningOdds_event
      }
    `,
    event,
  );
  const { odds, status } = data;
  if (!odds?.length) return <Unavailable />;
  const finished = status.type === 'FINISHED';
  const live = finished ? [] : odds.filter((m) => m.isLive);
  const preMatch = odds.filter((m) => !m.isLive);
  // A finished match whose feed kept only live markets still shows them, settled, rather than nothing.
  const closing = finished && preMatch.length === 0 ? odds : preMatch;
  return (
    <div className="odds">
      {live.length > 0 && (
        <section aria-labelledby="odds-live" className="odds-group">
          <h2 id="odds-live">{ODDS_LABELS.live}</h2>
          {live.map((market, index) => (
            <OddsMarket key={index} market={market} settled={false} />
          ))}
        </section>
      )}
      {closing.length > 0 && (
        <section aria-labelledby="odds-pre-match" className="odds-group">
          <h2 id="odds-pre-match">{finished ? ODDS_LABELS.closing : ODDS_LABELS.preMatch}</h2>
          {closing.map((market, index) => (
            <OddsMarket key={index} market={market} settled={finished} />
          ))}
        </section>
      )}
      {!finished && <WinningOdds event={data} />}
    </div>
  );
}
