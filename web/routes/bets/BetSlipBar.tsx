import { lazy, Suspense, useState } from 'react';
import { clearSlip, removeFromSlip, useBetSlip } from './bet-slip.ts';
import { formatOddsPt } from '../../format/bets.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

const NewBetModal = lazy(() => import('./NewBetModal.tsx').then((m) => ({ default: m.NewBetModal })));
const RecordBetModal = lazy(() =>
  import('./RecordBetModal.tsx').then((m) => ({ default: m.RecordBetModal })),
);

/**
 * The bet slip (cupom) under the page while it holds choices: each one with its event and price, a way to
 * take it out, and Registrar acumulada, which records them all as one multiple. `withNewBet` adds Nova
 * aposta, which puts a choice of any event open to bets into the slip.
 */
export interface BetSlipBarProps {
  withNewBet?: boolean;
  /** Where the confirmations go when the page has a live region of its own (one per page is read out). */
  onNotice?: (notice: string | null) => void;
}

export function BetSlipBar({ withNewBet = false, onNotice }: BetSlipBarProps) {
  const legs = useBetSlip();
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [ownNotice, setOwnNotice] = useState<string | null>(null);
  const setNotice = onNotice ?? setOwnNotice;
  return (
    <>
      {withNewBet && (
        <p>
          <button
            type="button"
            className="button button-primary"
            aria-haspopup="dialog"
            onClick={() => {
              setNotice(null);
              setChoosing(true);
            }}
          >
            {L.recordNew}
          </button>
        </p>
      )}
      {!onNotice && (
        <div role="status" aria-live="polite">
          {ownNotice && <p className="form-notice">{ownNotice}</p>}
        </div>
      )}
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
                <span className="bet-slip-odds">{formatOddsPt(leg.odds)}</span>
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
      {choosing && (
        <Suspense fallback={null}>
          <NewBetModal
            onClose={() => setChoosing(false)}
            onDone={(message) => {
              setChoosing(false);
              setNotice(message);
            }}
          />
        </Suspense>
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
