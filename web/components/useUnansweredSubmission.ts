import { useMemo, useRef } from 'react';

/**
 * A mutation's submission that got no answer (the network, a deadline) may have been applied: sent again as
 * it was, its idempotency key included, while what the user asks is the same, the API replays its answer
 * rather than applying it twice (docs/GRAPHQL.md, idempotency). Anything else is a new submission, with a
 * new key. `asked` is what the user asks, the key and the figures read from the server left out.
 */
export function useUnansweredSubmission<TInput>() {
  const last = useRef<{ asked: string; input: TInput } | null>(null);
  return useMemo(
    () => ({
      /** The input to send for `asked`: the unanswered one when it asked the same, else a `fresh()` one. */
      inputFor(asked: string, fresh: () => TInput): TInput {
        const input = last.current?.asked === asked ? last.current.input : fresh();
        last.current = null;
        return input;
      },
      /** The submission of `input` for `asked` got no answer. */
      unanswered(asked: string, input: TInput) {
        last.current = { asked, input };
      },
    }),
    [],
  );
}
