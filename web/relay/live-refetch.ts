import { useCallback, useEffect } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay/hooks.js';
import type { OperationType, VariablesOf } from 'relay-runtime';
import { onLiveReconnect } from './subscriptions.ts';

/** A live screen's route query: it can leave out the header's viewer. */
export type LiveScreenQuery = OperationType & { variables: { withViewer: boolean } };

/**
 * A stable callback that asks the server for a live screen's query again (network-only). The answer lands
 * in the store the screen reads, so it updates without suspending. The header's viewer is left out: a
 * refresh of the screen does not concern it.
 */
export function useScreenRefetch<TQuery extends LiveScreenQuery>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<TQuery>(
      environment,
      query,
      { ...variables, withViewer: false },
      {
        fetchPolicy: 'network-only',
      },
    ).subscribe({});
  }, [environment, query, variables]);
}

/**
 * Calls `refetch` each time the live connection comes back after dropping, while the calling component is
 * mounted: updates published while it was down are lost (DESIGN §7: clients reconnect and refetch).
 */
export function useRefetchOnReconnect(refetch: () => void): void {
  useEffect(() => onLiveReconnect(refetch), [refetch]);
}
