import { useCallback, useRef } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay/hooks.js';
import type { OperationType, VariablesOf } from 'relay-runtime';

/**
 * A stable callback that asks the server for a signed-in screen's query again (network-only), the answer
 * landing in the store the screen reads. One request at a time: asked again while one is out, it asks once
 * more when that one is done, since Relay hands an identical request to the one in flight, whose answer may
 * have been read before the change that asked for it (a second bet settled in the same pass).
 */
export function useQueryReload<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
): () => void {
  const environment = useRelayEnvironment();
  const state = useRef({ out: false, again: false });
  return useCallback(() => {
    const run = () => {
      state.current.out = true;
      const done = () => {
        state.current.out = false;
        if (!state.current.again) return;
        state.current.again = false;
        // After Relay has let go of the finished request, which it deletes only once its observers are told.
        queueMicrotask(run);
      };
      fetchQuery<TQuery>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({
        complete: done,
        error: done,
      });
    };
    if (state.current.out) state.current.again = true;
    else run();
  }, [environment, query, variables]);
}
