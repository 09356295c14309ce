import { useCallback, useEffect, useRef } from 'react';
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
  // The request asked again after one in flight is the screen's latest (its filters may have changed).
  const latest = useRef({ environment, query, variables });
  latest.current = { environment, query, variables };
  const state = useRef({ out: false, again: false, mounted: true });
  useEffect(() => {
    const flags = state.current;
    flags.mounted = true;
    return () => {
      flags.mounted = false;
      flags.again = false;
    };
  }, []);
  return useCallback(() => {
    const run = () => {
      state.current.out = true;
      const done = () => {
        state.current.out = false;
        if (!state.current.again || !state.current.mounted) return;
        state.current.again = false;
        // After Relay has let go of the finished request, which it deletes only once its observers are told.
        queueMicrotask(run);
      };
      const { environment: env, query: document, variables: values } = latest.current;
      fetchQuery<TQuery>(env, document, values, { fetchPolicy: 'network-only' }).subscribe({
        complete: done,
        error: done,
      });
    };
    if (state.current.out) state.current.again = true;
    else run();
  }, []);
}
