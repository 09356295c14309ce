import { Suspense, useMemo } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { LiveClock } from '../../components/LiveClock.tsx';
import {
  betStanding,
  formatLegChance,
  formatOddsPt,
  legChance,
  liveStanding,
  returnStillPossible,
  type WinChances,
} from '../../format/bets.ts';
import { formatBRL } from '../../format/money.ts';
import { formatScoreLine } from '../../format/score.ts';
import type { OpenBets_user$key } from '../../relay/__generated__/OpenBets_user.graphql.ts';
import type { OpenBetsEventSubscription } from '../../relay/__generated__/OpenBetsEventSubscription.graphql.ts';
import type { OpenBetsEventsQuery } from '../../relay/__generated__/OpenBetsEventsQuery.graphql.ts';
import type { LiveClock_time$key } from '../../relay/__generated__/LiveClock_time.graphql.ts';
import { betTitle } from './BetRow.tsx';
import { legNames } from '../../../server/bff/domains/bets/leg-names.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

/** Events followed live at most: each is one subscription on the page's socket (server/limits.ts). */
const MAX_FOLLOWED_EVENTS = 10;
/** Events that can still change; a finished one's subscription would only answer once. */
const FOLLOWED = new Set(['NOTSTARTED', 'INPROGRESS']);

/**
 * What an open leg needs of its event: the score, the clock and the chances now. The live subscription
 * spreads it; the events query writes the same fields out (a fragment on Event cannot be unmasked under
 * `nodes`, whose type is Node).
 */
export const openBetEventFragment = graphql`
  fragment OpenBets_event on Event {
    id
    status {
      type
      descriptionPt
    }
    scoreboard {
      home {
        score
      }
      away {
        score
      }
    }
    time {
      ...LiveClock_time
    }
    winProbability {
      homeWin
      draw
      awayWin
    }
  }
`;

const eventSubscription = graphql`
  subscription OpenBetsEventSubscription($id: ID!) {
    liveEvent(id: $id) {
      event {
        ...OpenBets_event
      }
    }
  }
`;

type OpenBet = ReturnType<typeof useOpenBets>[number];

function useOpenBets(user: OpenBets_user$key) {
  const data = useFragment(
    graphql`
      fragment OpenBets_user on User {
        bets(first: 50, status: OPEN) @connection(key: "OpenBets_bets") {
          edges {
            node {
              id
              status
              multiple
              stake
              odds
              potentialReturn
              settledByHand
              account {
                name
              }
              legs {
                eventId
                sport
                eventName
                marketName
                line
                choice
                odds
                result
              }
            }
          }
        }
      }
    `,
    user,
  );
  // A bet settled meanwhile stays in the list's records, marked by its status.
  return data.bets.edges.map((edge) => edge.node).filter((bet) => bet.status === 'OPEN');
}

/**
 * Apostas em aberto on the dashboard: each open bet with its potential return and, for each leg, the live
 * score and minute, how it stands now (ganhando, perdendo) and its chance from the feed's win probability,
 * following the events' existing live subscriptions.
 */
export function OpenBets({ user }: { user: OpenBets_user$key }) {
  const bets = useOpenBets(user);
  const eventIds = useMemo(
    () =>
      [
        ...new Set(
          bets.flatMap((bet) => bet.legs.filter((leg) => leg.result === 'OPEN').map((leg) => leg.eventId)),
        ),
      ]
        .sort()
        .slice(0, MAX_FOLLOWED_EVENTS),
    [bets],
  );
  return (
    <section aria-labelledby="open-bets-title">
      <h2 id="open-bets-title">{L.openBets}</h2>
      {bets.length === 0 ? (
        <p className="hint">{L.noOpenBets}</p>
      ) : (
        // Without the events (their query failed), the bets still show, without the live parts.
        <ErrorBoundary fallback={() => <OpenBetList bets={bets} events={new Map()} />}>
          <Suspense fallback={<OpenBetList bets={bets} events={new Map()} />}>
            <OpenBetsWithEvents bets={bets} eventIds={eventIds} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}

function OpenBetsWithEvents({ bets, eventIds }: { bets: readonly OpenBet[]; eventIds: readonly string[] }) {
  const data = useLazyLoadQuery<OpenBetsEventsQuery>(
    graphql`
      query OpenBetsEventsQuery($ids: [ID!]!) {
        nodes(ids: $ids) {
          ... on Event {
            # The fields of OpenBets_event, written out: the list reads every event's score at once and
            # re-renders as the subscriptions below (which select that fragment) update these records.
            id
            status {
              type
              descriptionPt
            }
            scoreboard {
              home {
                score
              }
              away {
                score
              }
            }
            time {
              ...LiveClock_time
            }
            winProbability {
              homeWin
              draw
              awayWin
            }
          }
        }
      }
    `,
    { ids: [...eventIds] },
    { fetchPolicy: 'store-and-network' },
  );
  const events = new Map<string, EventData>();
  for (const node of data.nodes) {
    // An id that is not an event (or no longer one the feed knows) answers null or without a status.
    if (node?.id && node.status) events.set(node.id, { ...node, id: node.id, status: node.status });
  }
  return (
    <>
      {[...events.values()]
        .filter((event) => FOLLOWED.has(event.status.type))
        .map((event) => (
          <FollowEvent key={event.id} id={event.id} />
        ))}
      <OpenBetList bets={bets} events={events} />
    </>
  );
}

/** Keeps one event's record current through its live subscription; renders nothing. */
function FollowEvent({ id }: { id: string }) {
  const config = useMemo<GraphQLSubscriptionConfig<OpenBetsEventSubscription>>(
    () => ({ subscription: eventSubscription, variables: { id }, onError: () => {} }),
    [id],
  );
  useSubscription<OpenBetsEventSubscription>(config);
  return null;
}

/** What the list reads of an event (OpenBets_event's fields). */
interface EventData {
  readonly id: string;
  readonly status: { readonly type: string; readonly descriptionPt?: string | null };
  readonly scoreboard?: {
    readonly home: { readonly score?: number | null };
    readonly away: { readonly score?: number | null };
  } | null;
  readonly time?: LiveClock_time$key | null;
  readonly winProbability?: readonly WinChances[] | null;
}
type Events = ReadonlyMap<string, EventData>;

function OpenBetList({ bets, events }: { bets: readonly OpenBet[]; events: Events }) {
  return (
    <ul className="open-bets">
      {bets.map((bet) => {
        const legs = bet.legs.map((leg) => {
          const event = leg.result === 'OPEN' ? events.get(leg.eventId) : undefined;
          const home = event?.scoreboard?.home.score;
          const away = event?.scoreboard?.away.score;
          const playing = event?.status.type === 'INPROGRESS';
          const standing =
            playing && home != null && away != null
              ? liveStanding(
                  {
                    sport: leg.sport,
                    marketName: leg.marketName,
                    line: leg.line ?? null,
                    choice: leg.choice,
                  },
                  home,
                  away,
                )
              : null;
          const latest = playing ? event?.winProbability?.at(-1) : undefined;
          const chance = latest ? formatLegChance(legChance(leg.marketName, leg.choice, latest)) : null;
          return { leg, event, home, away, playing, standing, chance };
        });
        // Graded legs count too: a lost one loses the whole bet, a void one pays at odds 1 (docs/BETS.md);
        // unless the bet was reopened by hand, whose result is the user's whatever the feed graded.
        const standing = betStanding(
          legs.map((l) => ({ result: bet.settledByHand ? 'OPEN' : l.leg.result, standing: l.standing })),
        );
        const stillPossible = standing === 'lost' ? null : returnStillPossible(bet);
        return (
          <li key={bet.id} className="card open-bet">
            <header>
              <strong>{betTitle(bet)}</strong>
              {standing === 'lost' ? (
                <span className="bet-status bet-status-lost">{L.statuses.LOST}</span>
              ) : (
                standing && <span className={`bet-status live-${standing}`}>{L.live[standing]}</span>
              )}
            </header>
            <p className="hint">
              {bet.account?.name} · {L.stake}: {formatBRL(bet.stake)} · {L.odds}: {formatOddsPt(bet.odds)}
              {stillPossible !== null && (
                <>
                  {' '}
                  · {L.potentialReturn}: <strong>{formatBRL(stillPossible)}</strong>
                </>
              )}
            </p>
            <ul className="open-bet-legs">
              {legs.map(({ leg, event, home, away, playing, standing: legStanding, chance }, index) => {
                const names = legNames(leg);
                const score = formatScoreLine(home, away);
                return (
                  <li key={index}>
                    <span>{L.legOf(names.event, names.market, names.choice)}</span>
                    {score && (
                      <span aria-label={`${L.liveScore}: ${score}`}>
                        <strong>{score}</strong>
                      </span>
                    )}
                    {playing && event?.time && (
                      // At the break the clock stops: the status says where the match is ("Intervalo").
                      <LiveClock
                        time={event.time}
                        outsidePlay={<span className="hint">{event.status.descriptionPt}</span>}
                      />
                    )}
                    {!playing && leg.result === 'OPEN' && event?.status.type === 'NOTSTARTED' && (
                      <span className="hint">{L.live.notStarted}</span>
                    )}
                    {bet.multiple && legStanding && standing !== 'lost' && (
                      <span className={`bet-status live-${legStanding}`}>{L.live[legStanding]}</span>
                    )}
                    {leg.result !== 'OPEN' && leg.result !== '%future added value' && (
                      <span className="bet-status">{L.legResults[leg.result]}</span>
                    )}
                    {chance && standing !== 'lost' && <span>{L.chanceNow(chance)}</span>}
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
