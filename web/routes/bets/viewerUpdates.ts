import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks.js';
import {
  ConnectionHandler,
  type GraphQLSubscriptionConfig,
  type RecordProxy,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import { useRefetchOnReconnect } from '../../relay/live-refetch.ts';
import type { viewerUpdatesSubscription } from '../../relay/__generated__/viewerUpdatesSubscription.graphql.ts';

/**
 * The user's own live updates (Subscription.viewerUpdates): a bet recorded or settled, a deposit, on any
 * device, by an integration or by the settlement worker, reaches every open screen of the user within a
 * second. Each payload carries the changed bet, its account and the bankroll's totals with their ids, so
 * Relay merges them into the records the screens show; a new bet is also put at the top of the bet lists.
 */
const subscription = graphql`
  subscription viewerUpdatesSubscription {
    viewerUpdates {
      kind
      bet {
        id
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

/** The bet lists a new bet goes into (the dashboard's open bets, the bets page's history). */
const BET_CONNECTIONS = ['OpenBets_bets', 'BetsHistory_bets'] as const;

/**
 * Puts a bet at the top of the user's bet lists that the store holds, unless it is in them already (its own
 * device's mutation, or a second payload about it). Both the subscription and recordBet use it.
 */
export function prependBet(store: RecordSourceSelectorProxy, bet: RecordProxy | null | undefined) {
  const bankroll = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('bankroll');
  if (!bet || !bankroll) return;
  for (const key of BET_CONNECTIONS) {
    const connection = ConnectionHandler.getConnection(bankroll, key);
    if (!connection) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === bet.getDataID())) continue;
    const edge = ConnectionHandler.createEdge(store, connection, bet, 'BetEdge');
    ConnectionHandler.insertEdgeBefore(connection, edge);
    const total: unknown = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
  }
}

/** Kinds whose payload does not carry everything a screen shows: the screen asks for its query again. */
const RELOADING = new Set(['ACCOUNT_CHANGED', 'BANKROLL_RESET']);

/**
 * Follows the signed-in user's updates while the calling screen is mounted. `reload` asks for the screen's
 * query again: after an account was created or the bankroll reset, and after the live connection dropped
 * (updates published meanwhile are lost).
 */
export function useViewerUpdates(reload: () => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<viewerUpdatesSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => prependBet(store, store.getRootField('viewerUpdates')?.getLinkedRecord('bet')),
      onNext: (data) => {
        if (data && RELOADING.has(data.viewerUpdates.kind)) reload();
      },
      // The screen keeps its last data; the socket client reconnects by itself.
      onError: () => {},
    }),
    [reload],
  );
  useSubscription<viewerUpdatesSubscription>(config);
  useRefetchOnReconnect(reload);
}
