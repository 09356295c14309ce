import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatDecimalOdds } from '../../format/odds.ts';
import type { OddsMarket_market$key } from '../../relay/__generated__/OddsMarket_market.graphql.ts';
import { ODDS_LABELS } from '../../../server/i18n/screens/odds.ts';
import { BETS_LABELS } from '../../../server/i18n/screens/bets.ts';
import { addToSlip, sameChoice, useBetSlip, type SlipLeg } from '../bets/bet-slip.ts';

/** The event a market belongs to, for the bets taken from its choices. */
export interface BetEvent {
  /** The event's global id. */
  id: string;
  /** "Flamengo × Palmeiras". */
  name: string;
}

export interface OddsMarketProps {
  market: OddsMarket_market$key;
  /** Settled markets show the winning choice instead of how the prices moved. */
  settled: boolean;
  /**
   * Set while the market's prices can be bet on (a live market in play, a pre-match one before the
   * start): each choice offers Registrar aposta (`onBet`) and a place in the bet slip.
   */
  bet?: { event: BetEvent; onBet: (leg: SlipLeg) => void; onSlip: (notice: string) => void };
}

/** One market: its pt-BR name and line, each choice's decimal price with its movement or the win mark. */
export function OddsMarket({ market, settled, bet }: OddsMarketProps) {
  const data = useFragment(
    graphql`
      fragment OddsMarket_market on OddsMarket {
        marketId
        marketNamePt
        choiceGroup
        linePt
        suspended
        choices {
          name
          namePt
          decimalValue
          betOdds
          initialDecimalValue
          movement
          winning
        }
      }
    `,
    market,
  );
  const title = data.linePt ? `${data.marketNamePt} (${data.linePt})` : data.marketNamePt;
  const slip = useBetSlip();
  const marketId = data.marketId;
  const bettable = bet && !settled && !data.suspended && marketId != null ? bet : null;
  const legOf = (choice: (typeof data.choices)[number]): SlipLeg | null =>
    bettable && marketId != null && choice.betOdds
      ? {
          eventId: bettable.event.id,
          eventName: bettable.event.name,
          marketId,
          marketLabel: title,
          line: data.choiceGroup ?? null,
          choice: choice.name,
          choiceLabel: choice.namePt,
          // The price to four decimals, as the API records it; the button shows it to two.
          odds: choice.betOdds,
        }
      : null;
  return (
    // Found by its heading: not a landmark of its own, as each market was (the live and pre-match groups
    // repeat market names, and an event's dozens of markets crowded the page's landmarks).
    <section className="odds-market">
      <h3>
        {title}
        {data.suspended && <span className="badge">{ODDS_LABELS.suspended}</span>}
      </h3>
      <ul className="odds-choices">
        {data.choices.map((choice, index) => {
          const leg = legOf(choice);
          const inSlip = leg !== null && slip.some((item) => sameChoice(item, leg));
          return (
            <li key={index} className={choice.winning && settled ? 'odds-choice winning' : 'odds-choice'}>
              <span>{choice.namePt}</span>
              {leg && bettable ? (
                <button
                  type="button"
                  className="odds-bet"
                  aria-haspopup="dialog"
                  aria-label={BETS_LABELS.recordOf(
                    choice.namePt,
                    title,
                    formatDecimalOdds(choice.decimalValue),
                  )}
                  title={BETS_LABELS.record}
                  onClick={() => bettable.onBet(leg)}
                >
                  {formatDecimalOdds(choice.decimalValue)}
                </button>
              ) : (
                <strong>{formatDecimalOdds(choice.decimalValue)}</strong>
              )}
              {leg && bettable && (
                <button
                  type="button"
                  className="odds-slip"
                  // Not a toggle (a second press adds it again, and never removes it): the name says the state.
                  aria-label={
                    inSlip
                      ? BETS_LABELS.inSlipOf(choice.namePt, title)
                      : BETS_LABELS.addToSlip(choice.namePt, title)
                  }
                  title={inSlip ? BETS_LABELS.inSlip : BETS_LABELS.slip}
                  onClick={() => {
                    const { replaced } = addToSlip(leg);
                    bettable.onSlip(
                      replaced ? BETS_LABELS.slipSameEvent : BETS_LABELS.addedToSlip(choice.namePt),
                    );
                  }}
                >
                  {inSlip ? '✓' : '+'}
                </button>
              )}
              {settled
                ? choice.winning && (
                    <span className="badge" aria-label={ODDS_LABELS.winning} title={ODDS_LABELS.winning}>
                      ✓
                    </span>
                  )
                : choice.movement !== 'NONE' && (
                    <Movement
                      up={choice.movement === 'UP'}
                      from={formatDecimalOdds(choice.initialDecimalValue)}
                    />
                  )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The arrow of a price's movement since the opening, read out in pt-BR with the opening price. */
function Movement({ up, from }: { up: boolean; from: string }) {
  const label = up ? ODDS_LABELS.up(from) : ODDS_LABELS.down(from);
  return (
    <span className={up ? 'up' : 'down'} role="img" aria-label={label} title={label}>
      {up ? '▲' : '▼'}
    </span>
  );
}
