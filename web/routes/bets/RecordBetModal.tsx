import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  fetchQuery,
  graphql,
  useLazyLoadQuery,
  useMutation,
  useRelayEnvironment,
} from 'react-relay/hooks.js';
import { Link } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { useUnansweredSubmission } from '../../components/useUnansweredSubmission.ts';
import { Modal, ModalActions } from '../../components/Modal.tsx';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import {
  combinedOdds,
  formatOddsPt,
  oddsInputText,
  oddsInputToWire,
  potentialReturn,
} from '../../format/bets.ts';
import { formatBRL } from '../../format/money.ts';
import { centsToDecimal, decimalToCents } from '../../format/money-input.ts';
import type { RecordBetMutation } from '../../relay/__generated__/RecordBetMutation.graphql.ts';
import RecordBetModalQueryNode, {
  type RecordBetModalQuery,
} from '../../relay/__generated__/RecordBetModalQuery.graphql.ts';
import { recordBetMutation } from './RecordBetMutation.ts';
import { prependOpenBet } from './viewerUpdates.ts';
import type { SlipLeg } from './bet-slip.ts';
import { currentOdds, legPrice, priceNote, type LegPrice } from './slip-prices.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';
import '../../styles/forms.css';
import '../../styles/bets.css';

export interface RecordBetModalProps {
  /** One leg for a single, several for a multiple (acumulada). */
  legs: readonly SlipLeg[];
  onClose: () => void;
  /** After the bet was recorded: the confirmation to show, as the dialog closes. */
  onDone: (notice: string) => void;
  /** Takes a leg out of a multiple (the slip's); absent for a single. */
  onRemoveLeg?: (eventId: string) => void;
}

/** How long a price that moved by itself is new to the user: a submit within it asks them to look again. */
const PRICE_SEEN_MS = 2000;

/**
 * Registrar aposta: the account (an active one, at its betting house), each leg's event, market and choice
 * with its odds (the feed's price now, asked for as the dialog opens and followed while the page keeps it
 * live; editable, typed in pt-BR decimals; a price that moved since the choice was taken, or a market
 * suspended or gone, is said beside it, and one that moved by itself just before a submit is not sent), the
 * stake and what is available in the chosen account. The server checks everything again; its refusals are
 * shown here and the dialog stays open with what was typed.
 */
export function RecordBetModal(props: RecordBetModalProps) {
  // The events of the legs it opened with: a leg taken out asks nothing again (nor empties the form).
  const [eventIds] = useState(() => props.legs.map((leg) => leg.eventId));
  return (
    <Modal title={props.legs.length > 1 ? L.recordMultiple : L.record} onClose={props.onClose}>
      <ErrorBoundary
        fallback={() => (
          <p className="message message-error" role="alert">
            {L.loadFailed}
          </p>
        )}
      >
        <Suspense fallback={<Skeleton lines={4} />}>
          <RecordBetForm {...props} eventIds={eventIds} />
        </Suspense>
      </ErrorBoundary>
    </Modal>
  );
}

function RecordBetForm({
  legs,
  eventIds,
  onClose,
  onDone,
  onRemoveLeg,
}: RecordBetModalProps & { eventIds: readonly string[] }) {
  const data = useLazyLoadQuery<RecordBetModalQuery>(
    graphql`
      query RecordBetModalQuery($eventIds: [ID!]!) {
        nodes(ids: $eventIds) {
          ... on Event {
            id
            status {
              type
            }
            odds {
              # What slip-prices.ts reads, and the Odds tab's fields: the markets are kept by their place in
              # the list, and an answer with fewer fields would leave the event page's markets half updated.
              isLive
              marketId
              choiceGroup
              suspended
              choices {
                name
                betOdds
              }
              ...OddsMarket_market
            }
          }
        }
        viewer {
          bankroll {
            activeAccounts(first: 100) {
              edges {
                node {
                  id
                  name
                  availableBalance
                  bettingHouse {
                    name
                  }
                }
              }
            }
          }
        }
      }
    `,
    { eventIds: [...eventIds] },
    // Balances and prices move: the store's answer first (the event page's live prices), then the server's.
    { fetchPolicy: 'store-and-network' },
  );
  const accounts = data.viewer?.bankroll.activeAccounts.edges.map((edge) => edge.node) ?? [];
  const [accountId, setAccountId] = useState(() => (accounts.length === 1 ? accounts[0].id : ''));
  const prices = new Map<string, LegPrice>();
  for (const node of data.nodes) {
    // An id that is not an event, or one the feed no longer knows, answers null or without a status.
    const leg = legs.find((item) => item.eventId === node?.id);
    if (leg && node?.status) prices.set(leg.eventId, legPrice(leg, { ...node, status: node.status }));
  }
  // The odds the user typed, by event; the others follow the price on offer.
  const [typedOdds, setTypedOdds] = useState<Record<string, string>>({});
  const oddsText = Object.fromEntries(
    legs.map((leg) => [
      leg.eventId,
      typedOdds[leg.eventId] ?? oddsInputText(currentOdds(leg, prices.get(leg.eventId) ?? null)),
    ]),
  );
  // When each leg's odds last moved by themselves (a live price): a bet submitted just after is not sent at a
  // price the user had no time to see (the field and its note change under the pointer).
  const pricesMovedAt = useRef(new Map<string, { text: string; at: number }>());
  // Before the browser paints the new price: a click on it cannot come before it is stamped.
  useLayoutEffect(() => {
    for (const [eventId, text] of Object.entries(oddsText)) {
      const seen = pricesMovedAt.current.get(eventId);
      if (seen?.text === text) continue;
      const byItself = seen !== undefined && typedOdds[eventId] === undefined;
      pricesMovedAt.current.set(eventId, { text, at: byItself ? Date.now() : -Infinity });
    }
  });
  const [stake, setStake] = useState(0n);
  const [error, setError] = useState<string | null>(null);
  // The leg whose price moved just before a submit: its field is marked with the message (oddsJustMoved).
  const [movedLeg, setMovedLeg] = useState<string | null>(null);
  const [record, saving] = useMutation<RecordBetMutation>(recordBetMutation);
  const environment = useRelayEnvironment();
  const messageId = useId();
  const accountFieldId = useId();
  const submissions = useUnansweredSubmission<RecordBetMutation['variables']['input']>();

  // A leg taken out hands the focus to the leg now in its place (the next one, else the previous one): its
  // remove button, or its odds field once it is the only leg left, which cannot be taken out.
  const legList = useRef<HTMLUListElement>(null);
  const [focusLeg, setFocusLeg] = useState<string | null>(null);
  useEffect(() => {
    if (focusLeg === null) return;
    const item = [...(legList.current?.children ?? [])].find(
      (child) => (child as HTMLElement).dataset.eventId === focusLeg,
    );
    (item?.querySelector<HTMLElement>('button') ?? item?.querySelector<HTMLElement>('input'))?.focus();
    setFocusLeg(null);
  }, [focusLeg, legs]);
  const removeLeg = (eventId: string) => {
    const index = legs.findIndex((leg) => leg.eventId === eventId);
    const next = legs[index + 1] ?? legs[index - 1];
    // A refusal was about the legs as they were sent (one of them may be the leg taken out).
    setError(null);
    onRemoveLeg?.(eventId);
    if (next) setFocusLeg(next.eventId);
  };

  if (!data.viewer)
    return (
      <div>
        <p>{L.signInToBet}</p>
        <p>
          <Link className="button button-primary" to="/login">
            {L.signIn}
          </Link>
        </p>
      </div>
    );
  if (accounts.length === 0)
    return (
      <div>
        <p>{L.noActiveAccounts}</p>
        <p>
          <Link className="standalone-link" to="/">
            {L.goToBankroll}
          </Link>
        </p>
      </div>
    );

  const account = accounts.find((item) => item.id === accountId) ?? null;
  const available = account ? decimalToCents(account.availableBalance) : null;
  const wireOdds = legs.map((leg) => oddsInputToWire(oddsText[leg.eventId] ?? ''));
  const allOdds = wireOdds.every((odds): odds is string => odds !== null) ? wireOdds : null;
  const combined = allOdds ? combinedOdds(allOdds) : null;
  const overAvailable =
    account && available !== null && stake > available
      ? L.stakeAboveAvailable(formatBRL(account.availableBalance))
      : null;
  // No return is promised for a stake the account cannot cover.
  const returns = allOdds && !overAvailable ? potentialReturn(stake, allOdds) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The field to fix takes the focus, marked invalid and described by the message (the account, the
    // stake; a leg's odds say their own fault beside them).
    const form = event.currentTarget as HTMLFormElement;
    const fix = (field: HTMLElement | null, message: string) => {
      setError(message);
      field?.focus();
    };
    if (!account) return fix(document.getElementById(accountFieldId), L.chooseAccount);
    if (!allOdds) {
      // The first leg whose odds cannot be read takes the focus: its field says its fault under it (read
      // with the field), and the same words are not said a second time above.
      const bad = legs.findIndex((leg) => oddsInputToWire(oddsText[leg.eventId] ?? '') === null);
      setError(null);
      return form.querySelectorAll<HTMLElement>('.bet-leg-odds input')[bad]?.focus();
    }
    if (stake <= 0n) return fix(form.querySelector<HTMLElement>('.money-input input'), L.stakePositive);
    // The warning under the field says it (read when it appeared): the field takes the focus, and the
    // same words are not said a second time above it.
    if (overAvailable) return form.querySelector<HTMLElement>('.money-input input')?.focus();
    const justMoved = legs.findIndex(
      (leg) => Date.now() - (pricesMovedAt.current.get(leg.eventId)?.at ?? -Infinity) < PRICE_SEEN_MS,
    );
    if (justMoved >= 0) {
      setMovedLeg(legs[justMoved].eventId);
      return fix(form.querySelectorAll<HTMLElement>('.bet-leg-odds input')[justMoved], L.oddsJustMoved);
    }
    setError(null);
    const bet = {
      accountId: account.id,
      stake: centsToDecimal(stake),
      legs: legs.map((leg, index) => ({
        eventId: leg.eventId,
        marketId: leg.marketId,
        line: leg.line,
        choice: leg.choice,
        odds: allOdds[index],
      })),
    };
    // A new key per bet; one sent again unchanged after no answer keeps its own.
    const asked = JSON.stringify(bet);
    const input = submissions.inputFor(asked, () => ({ ...bet, idempotencyKey: crypto.randomUUID() }));
    record({
      variables: { input },
      updater: (store) => prependOpenBet(store, store.getRootField('recordBet')?.getLinkedRecord('bet')),
      onCompleted: ({ recordBet }) => {
        const refusal = recordBet.errors[0];
        if (!refusal) return onDone(L.recorded(formatBRL(centsToDecimal(stake)), account.name));
        setError(refusal.message);
        // What the refusal is about may have moved since the dialog read it (money taken out on another
        // device, a price changed, a market suspended): the dialog shows the server's figures again.
        fetchQuery(
          environment,
          RecordBetModalQueryNode,
          { eventIds: [...eventIds] },
          {
            fetchPolicy: 'network-only',
          },
        ).subscribe({});
      },
      onError: () => {
        submissions.unanswered(asked, input);
        setError(L.recordFailed);
      },
    });
  };

  return (
    // What the last try was refused for goes once any field changes: it may no longer be true.
    <form noValidate onSubmit={onSubmit} onChange={() => setError(null)} aria-busy={saving}>
      <FormMessage id={messageId} error={error} />
      <div className="field">
        <label htmlFor={accountFieldId}>{L.account}</label>
        <select
          id={accountFieldId}
          aria-invalid={error === L.chooseAccount || undefined}
          aria-describedby={error === L.chooseAccount ? messageId : undefined}
          aria-required
          value={accountId}
          disabled={saving}
          onChange={(event) => setAccountId(event.target.value)}
        >
          <option value="">{L.choose}</option>
          {accounts.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.name} (${item.bettingHouse.name})`}
            </option>
          ))}
        </select>
      </div>
      {/* The figures follow the live prices: as live regions (an output is one) they were read out at
          every move of a price, while the user filled in the form. */}
      {account && (
        <p>
          {L.availableIs} <output aria-live="off">{formatBRL(account.availableBalance)}</output>
        </p>
      )}
      <fieldset className="bet-legs">
        <legend>{L.selections}</legend>
        <ul className="bet-leg-list" ref={legList}>
          {legs.map((leg) => (
            <LegField
              key={leg.eventId}
              leg={leg}
              text={oddsText[leg.eventId] ?? ''}
              note={priceNote(leg, prices.get(leg.eventId) ?? null, typedOdds[leg.eventId] !== undefined)}
              refusalId={error === L.oddsJustMoved && movedLeg === leg.eventId ? messageId : undefined}
              disabled={saving}
              onText={(text) => setTypedOdds((current) => ({ ...current, [leg.eventId]: text }))}
              onRemove={onRemoveLeg && legs.length > 1 ? () => removeLeg(leg.eventId) : undefined}
            />
          ))}
        </ul>
      </fieldset>
      {legs.length > 1 && (
        <p>
          {L.combinedOdds} <output aria-live="off">{formatOddsPt(combined)}</output>
        </p>
      )}
      <MoneyInput
        label={L.stake}
        cents={stake}
        // The field handles its own typing (no input event reaches the form's onChange): a new stake
        // clears what was said of the last one.
        onChange={(cents) => {
          setStake(cents);
          setError(null);
        }}
        disabled={saving}
        warning={overAvailable}
        invalid={error === L.stakePositive}
        errorId={messageId}
        required
      />
      <p className="modal-total">
        {L.potentialReturnIs} <output aria-live="off">{formatBRL(returns)}</output>
      </p>
      <ModalActions
        onCancel={onClose}
        saving={saving}
        submitLabel={legs.length > 1 ? L.recordMultiple : L.record}
      />
    </form>
  );
}

interface LegFieldProps {
  leg: SlipLeg;
  text: string;
  /** What moved since the choice was taken (its price, its market), said under the field. */
  note: string | null;
  /** The message a submit was refused with because of this field (its price moved just before). */
  refusalId?: string;
  disabled: boolean;
  onText: (text: string) => void;
  onRemove?: () => void;
}

/** One selection: its event, market and choice, and its odds as a pt-BR decimal field. */
function LegField({ leg, text, note, refusalId, disabled, onText, onRemove }: LegFieldProps) {
  const id = useId();
  const hintId = useId();
  const noteId = useId();
  const invalid = text !== '' && oddsInputToWire(text) === null;
  return (
    <li className="bet-leg" data-event-id={leg.eventId}>
      <p className="bet-leg-event">
        <strong>{leg.eventName}</strong>
        <span>{leg.marketLabel}</span>
        <span>
          {L.choice}: <strong>{leg.choiceLabel}</strong>
        </span>
      </p>
      <div className="field bet-leg-odds">
        <label htmlFor={id}>{L.oddsOf(leg.choiceLabel)}</label>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={invalid || refusalId !== undefined || undefined}
          aria-describedby={[refusalId, note && noteId, hintId].filter(Boolean).join(' ')}
          aria-required
          onChange={(event) => onText(event.target.value)}
        />
        {note && (
          <small id={noteId} className="bet-leg-note">
            {note}
          </small>
        )}
        <small id={hintId} className={invalid ? 'field-error' : 'hint'}>
          {invalid ? L.oddsInvalid : L.oddsHint}
        </small>
      </div>
      {onRemove && (
        <button type="button" className="button" onClick={onRemove} disabled={disabled}>
          {L.removeLeg(leg.eventName)}
        </button>
      )}
    </li>
  );
}
