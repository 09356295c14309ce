import { useEffect, useMemo, useState } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks.js';
import {
  ConnectionHandler,
  type GraphQLSubscriptionConfig,
  type RecordProxy,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import type { viewerUpdatesSubscription } from '../../relay/__generated__/viewerUpdatesSubscription.graphql.ts';
import { firstAnsweredError } from '../../relay/answered-with-errors.ts';
import { setLiveRefusal } from '../../relay/subscriptions.ts';
import { sessionRefused } from '../auth/session-end.ts';

/**
 * The user's own live updates (Subscription.viewerUpdates): a bet recorded or settled, a deposit, on any
 * device, by an integration or by the settlement worker, reaches every open screen of the user within a
 * second. Each payload carries the changed bet, its account and the bankroll's totals with their ids, so
 * Relay merges them into the records the screens show; a new bet also goes into the open bets.
 */
const subscription = graphql`
  subscription viewerUpdatesSubscription {
    viewerUpdates {
      kind
      bet {
        id
        status
        ...BetRow_bet
      }
      account {
        ...BetAccount_account @relay(mask: false)
        ...AccountRow_account
      }
      bankroll {
        id
        hasInactiveAccounts
        ...SummaryCards_bankroll
      }
    }
  }
`;

/**
 * Puts a new open bet at the top of the dashboard's open bets (User.bets(status: OPEN)) when the store holds
 * that list, unless it is in it already (its own device's mutation, or a second payload about it). Both the
 * subscription and recordBet use it.
 */
export function prependOpenBet(store: RecordSourceSelectorProxy, bet: RecordProxy | null | undefined) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!bet || !viewer || bet.getValue('status') !== 'OPEN') return;
  const connection = ConnectionHandler.getConnection(viewer, 'OpenBets_bets', { status: 'OPEN' });
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === bet.getDataID())) return;
  ConnectionHandler.insertEdgeBefore(
    connection,
    ConnectionHandler.createEdge(store, connection, bet, 'BetEdge'),
  );
}

/** Kinds whose payload does not carry everything a screen shows: the screen asks for its query again. */
const RELOADING = new Set(['ACCOUNT_CHANGED', 'BANKROLL_RESET']);
/** Kinds that write no line to an account's statement: a leg graded with the bet still open. */
const NO_STATEMENT_LINE = new Set(['BET_UPDATED']);

/** How long a stream the server refused or ended with an error waits before it is asked for again. */
export const VIEWER_UPDATES_RETRY_MS = 30_000;

/**
 * Follows the signed-in user's updates while the calling screen is mounted. `reload` asks for the screen's
 * query again: after an account was created or the bankroll reset, after the live connection dropped
 * (updates published meanwhile are lost: the CURRENT that opens the subscription again says so), after any change of a bet when the screen shows what only
 * the server computes from them (`reloadOnBetChange`: a filtered list, statistics), and after any change
 * of one account when the screen lists what the payload does not carry (`reloadOnAccount`, its global id:
 * the statement's lines).
 */
export function useViewerUpdates(
  reload: () => void,
  {
    reloadOnBetChange = false,
    reloadOnAccount,
  }: { reloadOnBetChange?: boolean; reloadOnAccount?: string } = {},
): void {
  const environment = useRelayEnvironment();
  // Each failed stream is asked for again (a new attempt subscribes anew): after a while, or as soon as
  // the user comes back to the tab, where a place may have freed up meanwhile.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const retry = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    const timer = setTimeout(retry, VIEWER_UPDATES_RETRY_MS);
    const onVisible = () => document.visibilityState === 'visible' && retry();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', retry);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', retry);
    };
  }, [failed]);
  // What the server said of a refused stream is for this screen's life.
  useEffect(() => () => setLiveRefusal(null), []);

  const config = useMemo<GraphQLSubscriptionConfig<viewerUpdatesSubscription>>(() => {
    // The first payload is the state the screen has, unless a stream failed before it (changes may have
    // been missed meanwhile). A later CURRENT says so too: the socket came back (graphql-ws subscribes
    // again, and the server's first payload is CURRENT), or the server's link to the others did after an
    // outage. The screen reads everything again, once.
    let first = attempt === 0;
    return {
      subscription,
      variables: {},
      updater: (store) => prependOpenBet(store, store.getRootField('viewerUpdates')?.getLinkedRecord('bet')),
      onNext: (data) => {
        const kind = data?.viewerUpdates.kind;
        const wasFirst = first;
        first = false;
        setLiveRefusal(null);
        if (!kind) return;
        if (kind === 'CURRENT') {
          if (!wasFirst) reload();
          return;
        }
        if (
          RELOADING.has(kind) ||
          (reloadOnBetChange && kind.startsWith('BET_')) ||
          (reloadOnAccount !== undefined &&
            !NO_STATEMENT_LINE.has(kind) &&
            data.viewerUpdates.account?.id === reloadOnAccount)
        )
          reload();
      },
      // The socket client reconnects by itself after a drop; an error ends this stream, the screen keeping
      // its last data. A session ended elsewhere (a password change, a logout) sends the user to /login,
      // told so; a limit reached is said (its pt-BR message); any other failure is asked for again later.
      onError: (error) => {
        const answered = firstAnsweredError(error);
        if (answered?.code === 'UNAUTHENTICATED') return void sessionRefused(environment);
        if (answered?.code === 'RATE_LIMITED') setLiveRefusal(answered.message);
        setFailed(true);
      },
    };
  }, [reload, reloadOnBetChange, reloadOnAccount, environment, attempt]);
  useSubscription<viewerUpdatesSubscription>(config);
}
