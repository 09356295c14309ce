/** One figure as a card: its label, its formatted value, and a hint under it or none. */
export type FigureCard = readonly [label: string, value: string, hint: string | null];

/** Characters past which a figure ("R$ 1.999.999.999,98") may not fit its card at the cards' size. */
const LONG_FIGURE = 15;

/**
 * A row of figure cards, as a list named `label`: the dashboard's totals (SummaryCards) and the bets'
 * summary (BetStats). `className` adds a screen's own layout to the shared one.
 */
export function FigureCards({
  label,
  cards,
  className,
}: {
  label: string;
  cards: readonly FigureCard[];
  className?: string;
}) {
  return (
    <ul className={className ? `summary-cards ${className}` : 'summary-cards'} aria-label={label}>
      {cards.map(([cardLabel, value, hint]) => (
        <li key={cardLabel} className="card summary-card">
          <span className="summary-label">{cardLabel}</span>
          <strong className="summary-value" data-long={value.length > LONG_FIGURE ? '' : undefined}>
            {value}
          </strong>
          {hint && <small className="summary-hint">{hint}</small>}
        </li>
      ))}
    </ul>
  );
}
