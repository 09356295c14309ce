import type { ManualClock } from '../clock.ts';

/**
 * Waiting on an event in a test: resolves as soon as `event` settles, and fails with what was awaited once
 * `ms` of real time pass without it. The deadline only bounds a broken run; a passing one never waits it out.
 * For work that follows real I/O (sockets, child processes, Redis), where no fake clock can stand in.
 */
export function withDeadline<T>(event: Promise<T>, what: string | (() => string), ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const described = typeof what === 'function' ? what() : what;
      reject(new Error(`${described}: not within ${ms} ms`));
    }, ms);
  });
  return Promise.race([event, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Moves a manual clock `stepMs` at a time until `event` settles, within the same real deadline: for timers
 * whose work is real I/O (a poller's HTTP call, a Redis round trip), where the test cannot know how many
 * turns of the event loop the work takes. Fake time may run ahead of what the work strictly needed, never
 * the test's real time.
 */
export async function advanceUntil<T>(
  clock: Pick<ManualClock, 'advanceAsync'>,
  stepMs: number,
  event: Promise<T>,
  what: string | (() => string),
  ms = 5000,
): Promise<T> {
  let settled = false;
  const watched = withDeadline(event, what, ms).finally(() => (settled = true));
  // The deadline's rejection is the caller's to see, through `watched`.
  watched.catch(() => {});
  while (!settled) {
    await clock.advanceAsync(stepMs);
    // A turn of the event loop even when no timer was due, so the I/O being waited on can progress.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return watched;
}

/**
 * Resolves with what `find` finds (anything but undefined), looked for at once and each time one of
 * `watchers` is called (the test calls them where its fakes see something happen); fails like withDeadline.
 * The watcher is removed either way.
 */
export function whenFound<T>(
  watchers: Set<() => void>,
  find: () => T | undefined,
  what: string | (() => string),
  ms = 5000,
): Promise<T> {
  let check = () => {};
  const found = new Promise<T>((resolve) => {
    check = () => {
      const value = find();
      if (value === undefined) return;
      watchers.delete(check);
      resolve(value);
    };
  });
  watchers.add(check);
  check();
  return withDeadline(found, what, ms).finally(() => watchers.delete(check));
}
