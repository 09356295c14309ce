import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { clearSlip, removeFromSlip, useBetSlip } from './bet-slip.ts';
import { currentOdds, legPrice, priceNote } from './slip-prices.ts';
import { formatOddsPt } from '../../format/bets.ts';
import type { BetSlipBar_event$key } from '../../relay/__generated__/BetSlipBar_event.graphql.ts';
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
  /**
   * The event page's event, whose prices the page keeps live: its choice in the slip shows the price on
   * offer now, and says when it moved since it was taken, or is suspended or gone. The other choices show
   * the price they were taken at; Registrar acumulada asks the server for every one's when it opens.
   */
  event?: BetSlipBar_event$key | null;
}

export function BetSlipBar({ withNewBet = false, onNotice, event = null }: BetSlipBarProps) {
  const legs = useBetSlip();
  // The fields the Odds tab reads: no request of its own, and the live updates of the page reach it.
  const shown = useFragment(
    graphql`
      fragment BetSlipBar_event on Event {
        id
        status {
          type
        }
        odds {
          isLive
          marketId
          choiceGroup
          suspended
          choices {
            name
            betOdds
          }
        }
      }
    `,
    event,
  );
  const [open, setOpen] = useState(false);
  // The list folded away (its count and actions kept): a phone's prices behind the slip come back in reach.
  const [folded, setFolded] = useState(false);
  const legsId = useId();
  const [choosing, setChoosing] = useState(false);
  const [ownNotice, setOwnNotice] = useState<string | null>(null);
  const setNotice = onNotice ?? setOwnNotice;
  const heading = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // Emptied here: the slip stays on screen, empty, with the focus on its heading until the focus moves on.
  // The × or Limpar cupom that had it goes away, and the browser would drop the focus to the page.
  const [emptied, setEmptied] = useState(false);
  if (emptied && legs.length > 0) setEmptied(false);

  // The slip covers the foot of the screen: the page keeps that much room at its foot when it scrolls a
  // control into view, so a price the keyboard reaches is never behind it (WCAG 2.4.11).
  const slip = useRef<HTMLElement>(null);
  const slipShown = legs.length > 0 || emptied;
  useEffect(() => {
    const section = slip.current;
    if (!section) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--bet-slip-height', `${section.offsetHeight}px`),
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bet-slip-height');
    };
  }, [slipShown]);

  const emptySlip = () => {
    setEmptied(true);
    heading.current?.focus();
  };
  const remove = (index: number) => {
    const leg = legs[index];
    // The focus goes on to the leg now in its place: the next one, or the previous one for the last.
    const next = legs[index + 1] ?? legs[index - 1];
    if (next) removeButtons.current.get(next.eventId)?.focus();
    else emptySlip();
    removeFromSlip(leg.eventId);
    setNotice(L.removedFromSlip(leg.choiceLabel));
  };
  const clear = () => {
    emptySlip();
    clearSlip();
    setNotice(L.slipCleared);
  };
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
      {slipShown && (
        <section
          ref={slip}
          className="bet-slip card"
          aria-labelledby="bet-slip-title"
          onBlur={(event) => {
            if (legs.length > 0) return;
            const section = event.currentTarget;
            // The focus gone elsewhere in the page (another control, or the page after a click on its text):
            // the empty slip goes. Gone with the window, it comes back here: the slip stays.
            queueMicrotask(() => {
              if (document.hasFocus() && !section.contains(document.activeElement)) setEmptied(false);
            });
          }}
        >
          <div className="bet-slip-head">
            <h2 id="bet-slip-title" ref={heading} tabIndex={-1}>
              {L.slip} <small>({L.slipCount(legs.length)})</small>
            </h2>
            {legs.length > 0 && (
              <button
                type="button"
                className="button bet-slip-fold"
                aria-expanded={!folded}
                aria-controls={legsId}
                onClick={() => setFolded(!folded)}
              >
                {folded ? L.showSlipLegs : L.hideSlipLegs}
              </button>
            )}
          </div>
          {legs.length > 0 && (
            <>
              <ul className="bet-slip-legs" id={legsId} hidden={folded}>
                {legs.map((leg, index) => {
                  const price = shown?.id === leg.eventId ? legPrice(leg, shown) : null;
                  const note = priceNote(leg, price);
                  return (
                    <li key={leg.eventId}>
                      <span>
                        <strong>{leg.choiceLabel}</strong> · {leg.marketLabel} · {leg.eventName}
                        {note && <small className="bet-slip-note">{note}</small>}
                      </span>
                      <span className="bet-slip-odds">{formatOddsPt(currentOdds(leg, price))}</span>
                      <button
                        type="button"
                        className="button"
                        aria-label={L.removeLeg(leg.eventName)}
                        ref={(button) => {
                          if (button) removeButtons.current.set(leg.eventId, button);
                          else removeButtons.current.delete(leg.eventId);
                        }}
                        onClick={() => remove(index)}
                      >
                        ×
                      </button>
                    </li>
                  );
                })}
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
                <button type="button" className="button" onClick={clear}>
                  {L.clearSlip}
                </button>
              </div>
            </>
          )}
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
