import { getOperationAST, OperationTypeNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { systemClock, type Timer, type TimerClock } from '../../clock.ts';
import type { GraphQLContext } from '../context.ts';
import { DeadlineError, type OperationBudget } from '../upstreams/budget.ts';
import { graphqlArgs } from './execution-args.ts';

/**
 * Time the execution gets, after its deadline, to finish on its own: the upstream calls are cancelled at
 * the deadline and their fields fail with DEADLINE within a few microtasks, so the answer keeps what was
 * done. Only an execution stuck on something else (not an upstream call) waits out this grace.
 */
export const DEADLINE_GRACE_MS = 50;

function isPromise<T>(value: unknown): value is Promise<T> {
  return typeof (value as Promise<T> | null)?.then === 'function';
}

/**
 * The execution deadline of queries and mutations (limits.executionDeadlineMs, upstreams/budget.ts): the
 * operation's budget starts when execution starts and is released when it ends; whatever happens inside,
 * the answer leaves at the deadline (plus a short grace) with code DEADLINE. Subscriptions are left alone:
 * each of their executions takes a fresh budget from its context.
 */
export function useExecutionDeadline(clock: TimerClock = systemClock, graceMs = DEADLINE_GRACE_MS): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const budget = (args.contextValue as Partial<GraphQLContext> | undefined)?.budget;
      if (!budget) return;
      const { document, operationName } = graphqlArgs(args);
      if (getOperationAST(document, operationName)?.operation === OperationTypeNode.SUBSCRIPTION) return;
      budget.start();
      setExecuteFn((executeArgs) => {
        const result: unknown = executeFn(executeArgs);
        return isPromise<ExecutionResult>(result) ? withDeadline(result, budget, clock, graceMs) : result;
      });
      return {
        onExecuteDone() {
          budget.dispose();
        },
      };
    },
  };
}

/** The execution's result, or, when it is still running `graceMs` after the deadline, a DEADLINE answer. */
function withDeadline(
  execution: Promise<ExecutionResult>,
  budget: OperationBudget,
  clock: TimerClock,
  graceMs: number,
): Promise<ExecutionResult> {
  const signal = budget.signal;
  return new Promise<ExecutionResult>((resolve, reject) => {
    let grace: Timer | undefined;
    const onAbort = () => {
      grace = clock.after(graceMs, () => {
        // The execution goes on in the background until its stuck resolver returns, but it can no longer
        // start upstream calls (the budget refuses them) and nobody waits for it.
        execution.catch(() => {});
        resolve({ data: null, errors: [new DeadlineError('deadline')] });
      });
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    execution.then(
      (result) => {
        signal.removeEventListener('abort', onAbort);
        grace?.cancel();
        resolve(result);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        grace?.cancel();
        reject(error);
      },
    );
  });
}
