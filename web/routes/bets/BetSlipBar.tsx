import { lazy, Suspense, useState } from 'react';
import { clearSlip, removeFromSlip, useBetSlip } from './bet-slip.ts';
import { formatDecimalOdds } from '../../format/odds.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

const RecordBetModal = lazy(() =>
  import('./RecordBetModal.tsx').then((m) => ({ default: m.RecordBetModal })),
);

/**
 * The bet slip (cupom) under the page while it holds choices: each one with its event and price, a way to
 * take it out, and Registrar acumulada, which records them all as one multiple.
 */
export function BetSlipBar() {
  const legs = useBetSlip();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <div role="status" aria-live="polite">
        {notice && <p className="form-notice">{notice}</p>}
      </div>
      {legs.length > 0 && (
        <section className="bet-slip card" aria-labelledby="bet-slip-title">
          <h2 id="bet-slip-title">
            {L.slip} <small>({L.slipCount(legs.length)})</small>
          </h2>
          <ul className="bet-slip-legs">
            {legs.map((leg) => (
              <li key={leg.eventId}>
                <span>
                  <strong>{leg.choiceLabel}</strong> · {leg.marketLabel} · {leg.eventName}
                </span>
                <span className="bet-slip-odds">{formatDecimalOdds(leg.odds)}</span>
                <button
                  type="button"
                  className="button"
                  aria-label={L.removeLeg(leg.eventName)}
                  onClick={() => removeFromSlip(leg.eventId)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              aria-haspopup="dialog"
              onClick={() => {
                setNotice(null);
                setOpen(true);
              }}
            >
              {legs.length > 1 ? L.recordMultiple : L.record}
            </button>
            <button type="button" className="button" onClick={clearSlip}>
              {L.clearSlip}
            </button>
          </div>
        </section>
      )}
      {open && legs.length > 0 && (
        <Suspense fallback={null}>
          <RecordBetModal
            legs={legs}
            onRemoveLeg={removeFromSlip}
            onClose={() => setOpen(false)}
            onDone={(message) => {
              setOpen(false);
              clearSlip();
              setNotice(message);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
