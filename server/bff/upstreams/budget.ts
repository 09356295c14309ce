import { GraphQLError } from 'graphql';
import { systemClock, type Timer, type TimerClock } from '../../clock.ts';
import { BFF_MESSAGES } from '../../i18n/bff.ts';

/**
 * The operation ran out of time or of upstream calls. A GraphQLError so that it reaches the client as it
 * is (code `DEADLINE`), on the field that could not finish, while the rest of the answer stands.
 */
export class DeadlineError extends GraphQLError {
  readonly reason: 'deadline' | 'calls';

  constructor(reason: 'deadline' | 'calls') {
    super(reason === 'deadline' ? BFF_MESSAGES.deadline : BFF_MESSAGES.callBudget, {
      extensions: { code: 'DEADLINE' },
    });
    this.name = 'DeadlineError';
    this.reason = reason;
  }
}

/**
 * What one GraphQL operation may spend upstream: wall time until `signal` aborts, and a number of upstream
 * calls started (cache hits and joins of a call already in flight are free).
 */
export interface OperationBudget {
  /**
   * Aborts, with a DeadlineError as its reason, when the deadline passes. Reading it starts the deadline
   * if nothing has yet.
   */
  readonly signal: AbortSignal;
  /** Upstream calls started so far. */
  readonly calls: number;
  readonly maxCalls: number;
  /**
   * Starts the deadline (once; later calls do nothing). The execution starts it; a budget nothing ever
   * uses (an answer from the response cache, a refused document) never arms a timer.
   */
  start(): void;
  /**
   * Counts one upstream call about to start. Throws a DeadlineError, and counts nothing, when the
   * deadline has passed or the calls are spent: nothing new starts once the operation is out of budget.
   */
  startCall(): void;
  /** `promise`, or a rejection with the DeadlineError as soon as the deadline passes, whichever is first. */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Stops the deadline timer (the operation is over); the signal stays as it is. */
  dispose(): void;
}

export interface BudgetLimits {
  executionDeadlineMs: number;
  upstreamCallsPerRequest: number;
}

/** `clock` runs the deadline (the BFF's; the system clock by default). */
export function createOperationBudget(
  limits: BudgetLimits,
  clock: TimerClock = systemClock,
): OperationBudget {
  const controller = new AbortController();
  const maxCalls = limits.upstreamCallsPerRequest;
  let calls = 0;
  let timer: Timer | undefined;
  let state: 'idle' | 'running' | 'over' = 'idle';

  const start = () => {
    if (state !== 'idle') return;
    state = 'running';
    // A budget left undisposed (a context nobody finishes) must not keep the process alive.
    timer = clock.after(
      limits.executionDeadlineMs,
      () => {
        state = 'over';
        controller.abort(new DeadlineError('deadline'));
      },
      { unref: true },
    );
  };
  const signal = () => {
    start();
    return controller.signal;
  };

  return {
    get signal() {
      return signal();
    },
    get calls() {
      return calls;
    },
    maxCalls,
    start,
    startCall() {
      const current = signal();
      if (current.aborted) throw current.reason as Error;
      if (calls >= maxCalls) throw new DeadlineError('calls');
      calls++;
    },
    race: (promise) => raceSignal(promise, signal()),
    dispose() {
      timer?.cancel();
      state = 'over';
    },
  };
}

/**
 * The budget of a context that executes many times (a subscription's): a fresh budget for each execution,
 * approximated as "a new one once the current one is older than `renewAfterMs`", since executions of one
 * subscription are at least a poll interval apart and the live code runs them without a per-execution hook.
 */
export function createRenewingBudget(
  limits: BudgetLimits,
  renewAfterMs: number,
  clock: TimerClock = systemClock,
): () => OperationBudget {
  let current: OperationBudget | undefined;
  let createdAt = 0;
  return () => {
    const at = clock.now();
    if (!current || at - createdAt >= renewAfterMs) {
      current?.dispose();
      current = createOperationBudget(limits, clock);
      createdAt = at;
    }
    return current;
  };
}

/**
 * `promise`, or a rejection with the signal's reason as soon as it aborts: the waiter stops waiting while
 * the work it waited for goes on (a shared call other operations still want).
 */
export function raceSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // Nobody awaits the promise any more; its rejection must not be reported as unhandled.
    promise.catch(() => {});
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Makes `target.budget` a renewing budget (createRenewingBudget), for contexts that execute many times:
 * a subscription's over graphql-ws or SSE, and the shared context of a live group.
 */
export function installRenewingBudget(
  target: { budget?: OperationBudget },
  limits: BudgetLimits,
  renewAfterMs: number,
  clock: TimerClock = systemClock,
): void {
  const current = createRenewingBudget(limits, renewAfterMs, clock);
  Object.defineProperty(target, 'budget', { configurable: true, enumerable: true, get: current });
}
