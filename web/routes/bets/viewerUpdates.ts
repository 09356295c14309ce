import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks.js';
import {
  ConnectionHandler,
  type GraphQLSubscriptionConfig,
  type RecordProxy,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import type { viewerUpdatesSubscription } from '../../relay/__generated__/viewerUpdatesSubscription.graphql.ts';

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
        ...BetMutations_account @relay(mask: false)
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
  const config = useMemo<GraphQLSubscriptionConfig<viewerUpdatesSubscription>>(() => {
    // The first payload is the state the screen has. A later CURRENT says changes may have been missed:
    // the socket came back (graphql-ws subscribes again, and the server's first payload is CURRENT), or
    // the server's link to the others did after an outage. The screen reads everything again, once.
    let first = true;
    return {
      subscription,
      variables: {},
      updater: (store) => prependOpenBet(store, store.getRootField('viewerUpdates')?.getLinkedRecord('bet')),
      onNext: (data) => {
        const kind = data?.viewerUpdates.kind;
        const wasFirst = first;
        first = false;
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
      // The screen keeps its last data; the socket client reconnects by itself.
      onError: () => {},
    };
  }, [reload, reloadOnBetChange, reloadOnAccount]);
  useSubscription<viewerUpdatesSubscription>(config);
}
