import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatDecimalOdds } from '../../format/odds.ts';
import type { OddsMarket_market$key } from '../../relay/__generated__/OddsMarket_market.graphql.ts';
import { ODDS_LABELS } from '../../../server/i18n/screens/odds.ts';

export interface OddsMarketProps {
  market: OddsMarket_market$key;
  /** Settled markets show the winning choice instead of how the prices moved. */
  settled: boolean;
}

/** One market: its pt-BR name and line, each choice's decimal price with its movement or the win mark. */
export function OddsMarket({ market, settled }: OddsMarketProps) {
  const data = useFragment(
    graphql`
      fragment OddsMarket_market on OddsMarket {
        marketNamePt
        linePt
        suspended
        choices {
          namePt
          decimalValue
          initialDecimalValue
          movement
          winning
        }
      }
    `,
    market,
  );
  const title = data.linePt ? `${data.marketNamePt} (${data.linePt})` : data.marketNamePt;
  return (
    <section aria-label={title} className="odds-market">
      <h3>
        {title}
        {data.suspended && <span className="badge">{ODDS_LABELS.suspended}</span>}
      </h3>
      <ul className="odds-choices">
        {data.choices.map((choice, index) => (
          <li key={index} className={choice.winning && settled ? 'odds-choice winning' : 'odds-choice'}>
            <span>{choice.namePt}</span>
            <strong>{formatDecimalOdds(choice.decimalValue)}</strong>
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
        ))}
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
