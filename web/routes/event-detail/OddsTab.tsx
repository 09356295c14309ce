import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { OddsTab_event$key } from '../../relay/__generated__/OddsTab_event.graphql.ts';
import { OddsMarket, type BetEvent } from './OddsMarket.tsx';
import { Unavailable } from './unavailable.tsx';
import { WinningOdds } from './WinningOdds.tsx';
import type { SlipLeg } from '../bets/bet-slip.ts';
import { ODDS_LABELS } from '../../../server/i18n/screens/odds.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';

// The dialog's code (and its accounts query) loads when a bet is first taken, not with the page.
const RecordBetModal = lazy(() =>
  import('../bets/RecordBetModal.tsx').then((m) => ({ default: m.RecordBetModal })),
);

/**
 * The Odds tab: live markets (while the match is played) apart from the pre-match ones, each labelled. Once
 * the match is over only the pre-match markets remain, as closing prices with the winning choice marked.
 * The fragment is refetchable (OddsTabRefetchQuery) so live updates can refresh the prices alone. The
 * prices that can be bet on now (live ones in play, pre-match ones before the start) open Registrar aposta
 * and go into the bet slip. Their confirmations go to the page's live region (`onNotice`), which the slip
 * also speaks in: what the slip says last replaces what was said of it before.
 */
export function OddsTab({
  event,
  onNotice,
}: {
  event: OddsTab_event$key;
  onNotice: (notice: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment OddsTab_event on Event @refetchable(queryName: "OddsTabRefetchQuery") {
        id
        homeTeam {
          name
        }
        awayTeam {
          name
        }
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
  const [betting, setBetting] = useState<SlipLeg | null>(null);
  const { odds, status } = data;
  if (!odds?.length) return <Unavailable />;
  const finished = status.type === 'FINISHED';
  const live = finished ? [] : odds.filter((m) => m.isLive);
  const preMatch = odds.filter((m) => !m.isLive);
  // A finished match whose feed kept only live markets still shows them, settled, rather than nothing.
  const closing = finished && preMatch.length === 0 ? odds : preMatch;
  const betEvent: BetEvent = {
    id: data.id,
    name: PAGE_META.eventTitle(data.homeTeam.name, data.awayTeam.name),
  };
  const bet = { event: betEvent, onBet: setBetting, onSlip: onNotice };
  return (
    <div className="odds">
      {live.length > 0 && (
        <section aria-labelledby="odds-live" className="odds-group">
          <h2 id="odds-live">{ODDS_LABELS.live}</h2>
          {live.map((market, index) => (
            <OddsMarket
              key={index}
              market={market}
              settled={false}
              bet={status.type === 'INPROGRESS' ? bet : undefined}
            />
          ))}
        </section>
      )}
      {closing.length > 0 && (
        <section aria-labelledby="odds-pre-match" className="odds-group">
          <h2 id="odds-pre-match">{finished ? ODDS_LABELS.closing : ODDS_LABELS.preMatch}</h2>
          {closing.map((market, index) => (
            <OddsMarket
              key={index}
              market={market}
              settled={finished}
              bet={status.type === 'NOTSTARTED' ? bet : undefined}
            />
          ))}
        </section>
      )}
      {!finished && <WinningOdds event={data} />}
      {betting && (
        <Suspense fallback={null}>
          <RecordBetModal
            legs={[betting]}
            onClose={() => setBetting(null)}
            onDone={(message) => {
              setBetting(null);
              onNotice(message);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
