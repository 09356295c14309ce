/**
 * Time as the server's long-lived parts read it, in epoch milliseconds. Production uses the system clock;
 * tests inject a manual one and move it, so nothing they check waits on real time.
 */
export interface Clock {
  now(): number;
}

/** A scheduled callback; `cancel` stops it (calling it twice is harmless). */
export interface Timer {
  cancel(): void;
}

export interface TimerOptions {
  /** Do not keep the process alive for this timer alone (Node's `unref`). */
  unref?: boolean;
}

/** A clock that also schedules: what pollers, keep-alives and grace periods need. */
export interface TimerClock extends Clock {
  /** Calls `callback` every `ms` until cancelled. */
  every(ms: number, callback: () => void, options?: TimerOptions): Timer;
  /** Calls `callback` once, `ms` from now, unless cancelled first. */
  after(ms: number, callback: () => void, options?: TimerOptions): Timer;
}

export const systemClock: TimerClock = {
  now: () => Date.now(),
  every(ms, callback, options) {
    const handle = setInterval(callback, ms);
    if (options?.unref) handle.unref();
    return { cancel: () => clearInterval(handle) };
  },
  after(ms, callback, options) {
    const handle = setTimeout(callback, ms);
    if (options?.unref) handle.unref();
    return { cancel: () => clearTimeout(handle) };
  },
};

/** A clock that moves only when told to; its timers fire as it passes their time. */
export interface ManualClock extends TimerClock {
  /** Moves to `ms` (firing the timers due by then when moving forward). */
  set(ms: number): void;
  /** Moves `ms` forward, firing each timer due meanwhile at its own time, in order. */
  advance(ms: number): void;
  /**
   * As `advance`, letting pending work settle first and after each timer fires (promise callbacks and one
   * turn of the event loop), the way real time would leave a gap between them.
   */
  advanceAsync(ms: number): Promise<void>;
  /** Timers scheduled and not yet cancelled (one-shot timers leave once they fire). */
  pending(): number;
}

interface Scheduled {
  at: number;
  /** Repeat interval, or null for a one-shot timer. */
  every: number | null;
  callback: () => void;
  order: number;
}

export function createManualClock(startMs: number): ManualClock {
  let current = startMs;
  let order = 0;
  const timers = new Set<Scheduled>();

  const schedule = (ms: number, every: number | null, callback: () => void): Timer => {
    const timer: Scheduled = { at: current + Math.max(1, ms), every, callback, order: order++ };
    timers.add(timer);
    return { cancel: () => void timers.delete(timer) };
  };

  /** The earliest timer due by `until` (ties in the order they were scheduled). */
  const nextDue = (until: number): Scheduled | undefined => {
    let next: Scheduled | undefined;
    for (const timer of timers) {
      if (timer.at > until) continue;
      if (!next || timer.at < next.at || (timer.at === next.at && timer.order < next.order)) next = timer;
    }
    return next;
  };

  const fire = (timer: Scheduled) => {
    current = Math.max(current, timer.at);
    if (timer.every === null) timers.delete(timer);
    else {
      timer.at += Math.max(1, timer.every);
      timer.order = order++;
    }
    timer.callback();
  };

  /** Promise callbacks run, then one turn of the event loop (what a gap in real time would allow). */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  const moveTo = (target: number) => {
    for (let timer = nextDue(target); timer; timer = nextDue(target)) fire(timer);
    current = Math.max(current, target);
  };

  return {
    now: () => current,
    every: (ms, callback) => schedule(ms, Math.max(1, ms), callback),
    after: (ms, callback) => schedule(ms, null, callback),
    set(ms) {
      if (ms > current) moveTo(ms);
      else current = ms;
    },
    advance(ms) {
      moveTo(current + ms);
    },
    async advanceAsync(ms) {
      const target = current + ms;
      await settle();
      for (let timer = nextDue(target); timer; timer = nextDue(target)) {
        fire(timer);
        await settle();
      }
      current = Math.max(current, target);
    },
    pending: () => timers.size,
  };
}
