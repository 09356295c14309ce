import { Suspense, useId, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { Modal, ModalActions } from '../../components/Modal.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useRefusalFocus } from '../../components/useRefusalFocus.ts';
import { formatOddsPt } from '../../format/bets.ts';
import { formatEventStart } from '../../format/dates.ts';
import type { NewBetModalEventQuery } from '../../relay/__generated__/NewBetModalEventQuery.graphql.ts';
import type { NewBetModalEventsQuery } from '../../relay/__generated__/NewBetModalEventsQuery.graphql.ts';
import { addToSlip, type SlipLeg } from './bet-slip.ts';
import { SPORT_SLUGS } from './bet-filters.ts';
import { sportName } from '../../../server/i18n/labels.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';
import '../../styles/forms.css';

/** Events that take bets: not started yet, or in play (their live prices). */
const OPEN_STATUSES = ['NOTSTARTED', 'INPROGRESS'] as const;

export interface NewBetModalProps {
  onClose: () => void;
  /** After a choice went into the bet slip: the confirmation to show, as the dialog closes. */
  onDone: (notice: string) => void;
}

/**
 * Nova aposta, from anywhere: the sport, one of today's events still open to bets, one of its markets that
 * can be bet on now and a choice at the feed's price. The choice goes into the bet slip, which records it
 * (alone, or with others as an acumulada) in Registrar aposta, where odds and stake are typed.
 */
export function NewBetModal({ onClose, onDone }: NewBetModalProps) {
  const [sport, setSport] = useState('football');
  const [eventId, setEventId] = useState('');
  const [eventMissing, setEventMissing] = useState(false);
  const { form: fields, attempt, refused } = useRefusalFocus<HTMLDivElement>();
  const sportId = useId();
  const eventFieldId = useId();
  const messageId = useId();
  return (
    <Modal title={L.recordNew} onClose={onClose}>
      <div className="field">
        <label htmlFor={sportId}>{L.filterSport}</label>
        <select
          id={sportId}
          value={sport}
          onChange={(event) => {
            setSport(event.target.value);
            setEventId('');
          }}
        >
          {SPORT_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {sportName(slug)}
            </option>
          ))}
        </select>
      </div>
      <ErrorBoundary
        fallback={() => (
          <p className="message message-error" role="alert">
            {L.loadFailed}
          </p>
        )}
      >
        {/* The event's field is outside the form that refuses without it (the choice's form takes its place). */}
        <div ref={fields}>
          <Suspense fallback={<Skeleton lines={2} />}>
            <EventSelect
              id={eventFieldId}
              sport={sport}
              value={eventId}
              errorId={eventMissing ? messageId : undefined}
              onChange={(id) => {
                setEventId(id);
                setEventMissing(false);
              }}
            />
          </Suspense>
          {eventId ? (
            <Suspense fallback={<Skeleton lines={3} />}>
              <ChoiceForm key={eventId} eventId={eventId} onClose={onClose} onDone={onDone} />
            </Suspense>
          ) : (
            <form
              noValidate
              onSubmit={(submitted) => {
                submitted.preventDefault();
                setEventMissing(true);
                refused();
              }}
            >
              {/* Adding before an event is chosen says what is missing, rather than nothing at all. */}
              <FormMessage key={attempt} id={messageId} error={eventMissing ? L.chooseEvent : null} />
              <ModalActions onCancel={onClose} saving={false} submitLabel={L.addToSlipShort} />
            </form>
          )}
        </div>
      </ErrorBoundary>
    </Modal>
  );
}

function EventSelect({
  id,
  sport,
  value,
  errorId,
  onChange,
}: {
  id: string;
  sport: string;
  value: string;
  /** The message saying that no event was chosen: the field is marked invalid and described by it. */
  errorId: string | undefined;
  onChange: (id: string) => void;
}) {
  const data = useLazyLoadQuery<NewBetModalEventsQuery>(
    graphql`
      query NewBetModalEventsQuery($slug: String!, $status: [EventStatusType!]) {
        sport(slug: $slug) {
          scheduledEvents(first: 100, status: $status) {
            edges {
              node {
                id
                homeTeam {
                  name
                }
                awayTeam {
                  name
                }
                startTime
                status {
                  type
                }
              }
            }
          }
        }
      }
    `,
    { slug: sport, status: [...OPEN_STATUSES] },
    { fetchPolicy: 'store-and-network' },
  );
  const events = data.sport?.scheduledEvents?.edges.map((edge) => edge.node) ?? [];
  if (events.length === 0) return <p className="hint">{L.noOpenEvents}</p>;
  return (
    <div className="field">
      <label htmlFor={id}>{L.event}</label>
      <select
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        aria-required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{L.choose}</option>
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {/* The kick-off as the agenda writes it ('Hoje 16:00'), first: a phone's closed select cuts the end. */}
            {`${formatEventStart(event.startTime)} — ${PAGE_META.eventTitle(event.homeTeam.name, event.awayTeam.name)}`}
            {event.status.type === 'INPROGRESS' ? ` (${L.inPlay})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

function ChoiceForm({ eventId, onClose, onDone }: { eventId: string } & NewBetModalProps) {
  const data = useLazyLoadQuery<NewBetModalEventQuery>(
    graphql`
      query NewBetModalEventQuery($id: ID!) {
        event(id: $id) {
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
            suspended
            marketId
            marketNamePt
            linePt
            choiceGroup
            choices {
              name
              namePt
              decimalValue
              betOdds
            }
          }
        }
      }
    `,
    { id: eventId },
    // Prices move: the server's, not the store's.
    { fetchPolicy: 'network-only' },
  );
  const [market, setMarket] = useState('');
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { market: useId(), choice: useId(), message: useId() };
  const event = data.event;
  const live = event?.status.type === 'INPROGRESS';
  // In play only the live prices are offered; before the start, the pre-match ones.
  const markets = (event?.odds ?? []).filter((m) => m.isLive === live && !m.suspended && m.marketId != null);
  const chosenMarket = market === '' ? undefined : markets[Number(market)];
  const choices = chosenMarket?.choices.filter((c) => c.betOdds) ?? [];
  const missing = error === null ? null : chosenMarket ? ids.choice : ids.market;
  const marked = (fieldId: string) =>
    missing === fieldId ? { 'aria-invalid': true, 'aria-describedby': ids.message } : {};
  const marketLabel = (m: (typeof markets)[number]) =>
    m.linePt ? `${m.marketNamePt} (${m.linePt})` : m.marketNamePt;

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const picked = choices[Number(choice)];
    if (!event || !chosenMarket || chosenMarket.marketId == null || choice === '' || !picked) {
      // The first field left to choose takes the focus, marked invalid and described by the message.
      document.getElementById(chosenMarket ? ids.choice : ids.market)?.focus();
      return setError(L.chooseChoice);
    }
    const leg: SlipLeg = {
      eventId: event.id,
      eventName: PAGE_META.eventTitle(event.homeTeam.name, event.awayTeam.name),
      marketId: chosenMarket.marketId,
      marketLabel: marketLabel(chosenMarket),
      line: chosenMarket.choiceGroup ?? null,
      choice: picked.name,
      choiceLabel: picked.namePt,
      odds: picked.betOdds ?? null,
    };
    const { replaced } = addToSlip(leg);
    onDone(replaced ? L.slipSameEvent : L.addedToSlip(picked.namePt));
  };

  if (!event || markets.length === 0)
    return (
      <>
        <p className="hint">{L.noMarkets}</p>
        <ModalActions onCancel={onClose} saving={false} submitLabel={L.addToSlipShort} />
      </>
    );
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormMessage id={ids.message} error={error} />
      <div className="field">
        <label htmlFor={ids.market}>{L.market}</label>
        <select
          id={ids.market}
          {...marked(ids.market)}
          aria-required
          value={market}
          onChange={(changed) => {
            setMarket(changed.target.value);
            setChoice('');
          }}
        >
          <option value="">{L.choose}</option>
          {markets.map((m, index) => (
            <option key={index} value={index}>
              {marketLabel(m)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.choice}>{L.choice}</label>
        <select
          id={ids.choice}
          {...marked(ids.choice)}
          aria-required
          value={choice}
          disabled={!chosenMarket}
          onChange={(changed) => setChoice(changed.target.value)}
        >
          <option value="">{L.choose}</option>
          {choices.map((c, index) => (
            <option key={index} value={index}>
              {`${c.namePt} — ${formatOddsPt(c.decimalValue)}`}
            </option>
          ))}
        </select>
      </div>
      <ModalActions onCancel={onClose} saving={false} submitLabel={L.addToSlipShort} />
    </form>
  );
}
