import { graphql, useFragment } from 'react-relay';
import { fractionalToDecimal } from '../../format/odds.ts';
import type { OddsTab_event$key } from '../../relay/__generated__/OddsTab_event.graphql.ts';
import { Unavailable } from './unavailable.tsx';

export function OddsTab({ event }: { event: OddsTab_event$key }) {
  const { odds } = useFragment(
    graphql`
      fragment OddsTab_event on Event {
        odds {
          marketName
          choices {
            name
            fractionalValue
            change
          }
        }
      }
    `,
    event,
  );
  if (!odds?.length) return <Unavailable />;
  return (
    <div className="odds">
      {odds.map((market, index) => (
        <section key={`${market.marketName}-${index}`} aria-label={market.marketName}>
          <h2>{market.marketName}</h2>
          <ul className="odds-choices">
            {market.choices.map((choice) => (
              <li key={choice.name} className="odds-choice">
                <span>{choice.name}</span>
                <strong>{fractionalToDecimal(choice.fractionalValue)}</strong>
                {choice.change !== 0 && (
                  <span
                    className={choice.change > 0 ? 'up' : 'down'}
                    aria-label={choice.change > 0 ? 'subiu' : 'caiu'}
                  >
                    {choice.change > 0 ? '▲' : '▼'}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
