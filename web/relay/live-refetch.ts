import { useEffect } from 'react';
import type { GraphQLTaggedNode } from 'react-relay/hooks.js';
import type { OperationType, VariablesOf } from 'relay-runtime';
import { useQueryReload } from './query-reload.ts';
import { onLiveReconnect } from './subscriptions.ts';

/** A live screen's route query: it can leave out the header's viewer. */
export type LiveScreenQuery = OperationType & { variables: { withViewer: boolean } };

/**
 * A stable callback that asks the server for a live screen's query again, as useQueryReload asks a
 * signed-in screen's (one request at a time, the screen's latest variables). The header's viewer is left
 * out: a refresh of the screen does not concern it.
 */
export function useScreenRefetch<TQuery extends LiveScreenQuery>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
): () => void {
  return useQueryReload<TQuery>(query, { ...variables, withViewer: false });
}

/**
 * Calls `refetch` each time the live connection comes back after dropping, while the calling component is
 * mounted: updates published while it was down are lost (DESIGN §7: clients reconnect and refetch).
 */
export function useRefetchOnReconnect(refetch: () => void): void {
  useEffect(() => onLiveReconnect(refetch), [refetch]);
}
