import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { withDeadline } from '../../test/deadline.ts';
import { createSportsFeedApp } from '../../sportsfeed/app.ts';
import { createManualClock } from '../../clock.ts';
import { EVENT_DETAIL, FEED_START } from '../test/sports-harness.ts';
import { UpstreamError, type Upstream, type UpstreamRequestOptions } from '../upstreams/http.ts';
import { createBff, type Bff } from '../yoga.ts';
import { bareBffOptions } from '../test/harness.ts';
import { DEADLINE_GRACE_MS } from './deadline.ts';

// The execution deadline and the upstream-call budget of one operation, through the real Yoga, schema and
// loaders, with the embedded feed in process behind an upstream whose paths can be made to hang.

const DEADLINE_MS = 200;
const MAX_CALLS = 5;

const feed = createSportsFeedApp({ seed: 'bancada-test', clock: createManualClock(FEED_START) });
/** The BFFs' clock: deadlines pass when a test moves it, once all that will answer has answered. */
const clock = createManualClock(FEED_START);
/** Calls of the upstreams below that will settle and have not yet. */
let open = 0;
const watchers = new Set<() => void>();
const changed = () => {
  for (const watcher of watchers) watcher();
};
/**
 * A call that never settles while its test runs. Let go (as a failure) before the next test, so that a
 * shared sports load left hanging does not hold the next test's operations.
 */
const letGo: Array<() => void> = [];
function hang(): Promise<never> {
  const call = new Promise<never>((_, reject) => letGo.push(() => reject(new Error('the test is over'))));
  call.catch(() => {});
  return call;
}
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * Resolves once `test` holds and every upstream call that will answer has answered (what is left hangs),
 * still so after a turn of the event loop: no later call follows from the last answers.
 */
function untilOnlyHanging(test: () => boolean, what: string): Promise<void> {
  const quiet = () => open === 0 && test();
  return withDeadline(
    new Promise<void>((resolve) => {
      const check = () => {
        if (!quiet()) return;
        void settle().then(() => {
          if (!quiet() || !watchers.has(check)) return;
          watchers.delete(check);
          resolve();
        });
      };
      watchers.add(check);
      check();
    }),
    what,
  );
}
/** Paths (by suffix) whose calls never settle and ignore every signal: the worst upstream there is. */
const hanging = new Set<string>();
let sportsCalls: string[] = [];
let bancaCalls: string[] = [];
let signals: Array<AbortSignal | undefined> = [];

const sportsUpstream: Upstream = {
  name: 'sports',
  async request<T>(path: string, options: UpstreamRequestOptions = {}) {
    sportsCalls.push(path);
    signals.push(options.signal);
    changed();
    if ([...hanging].some((suffix) => path.endsWith(suffix))) return hang();
    open++;
    try {
      const response = await feed.fetch(new Request(`http://feed${path}`));
      const body = (await response.json()) as T;
      if (!response.ok)
        throw new UpstreamError('sports', 'http', `answered ${response.status}`, {
          status: response.status,
          body,
        });
      return { status: response.status, body };
    } finally {
      open--;
      changed();
    }
  },
};
const bancaUpstream: Upstream = {
  name: 'banca',
  request(path, options = {}) {
    bancaCalls.push(path);
    signals.push(options.signal);
    changed();
    return hang(); // a Banca API that never answers and ignores the signal
  },
};

let bff: Bff;
/** The same BFF with a budget of MAX_CALLS upstream calls per operation. */
let tight: Bff;
let eventId: number;

function start(maxCalls: number): Bff {
  return createBff({
    ...bareBffOptions(),
    costLimits: { ...DEFAULT_LIMITS, graphqlCostPerRequest: 1_000_000 },
    deadlineLimits: {
      ...DEFAULT_LIMITS,
      executionDeadlineMs: DEADLINE_MS,
      upstreamCallsPerRequest: maxCalls,
    },
    sportsUpstream,
    bancaUpstream,
    responseCache: false,
    clock,
  });
}

beforeAll(async () => {
  const live = (await (await feed.fetch(new Request('http://feed/sport/football/events/live'))).json()) as {
    events: Array<{ id: number }>;
  };
  eventId = live.events[0].id;
  bff = start(1_000);
  tight = start(MAX_CALLS);
  // The feed builds its world lazily, synchronously, in this same process: read every path the event page
  // reads once, so that no test measures the simulator instead of the deadline.
  await query(EVENT_DETAIL, { id: eventId }).answer;
});
afterAll(async () => {
  await bff.close();
  await tight.close();
});
beforeEach(() => {
  for (const go of letGo.splice(0)) go();
  hanging.clear();
  sportsCalls = [];
  bancaCalls = [];
  signals = [];
  bff.sports.cache.clear();
  tight.sports.cache.clear();
});

interface Answer {
  data: { event: Record<string, unknown> | null } | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions: { code: string } }>;
}

/** The answer, and whether it has arrived yet (`done()`), to check that it waits for the clock. */
function query(text: string, variables: Record<string, unknown> = {}, on: Bff = bff) {
  let arrived = false;
  const answer = (async () => {
    const response = await on.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: text, variables }),
    });
    return (await response.json()) as Answer;
  })().finally(() => (arrived = true));
  return { answer: withDeadline(answer, `the answer to ${text.trim().slice(0, 40)}`), done: () => arrived };
}

describe('execution deadline', () => {
  it('answers at the deadline what is done, with DEADLINE on the sections whose upstream hangs', async () => {
    hanging.add('/lineups');
    hanging.add('/statistics');
    hanging.add('/incidents');
    const pending = query(EVENT_DETAIL, { id: eventId });
    const hung = () => sportsCalls.filter((path) => [...hanging].some((h) => path.endsWith(h))).length;
    await untilOnlyHanging(() => hung() === 3, 'the three hanging sections called, the others answered');
    clock.advance(DEADLINE_MS - 1);
    await settle();
    expect(pending.done()).toBe(false);
    clock.advance(1);
    const answer = await pending.answer;

    expect(answer.data?.event?.eventId).toBe(eventId);
    const deadline = answer.errors!.filter((e) => e.extensions.code === 'DEADLINE');
    expect(deadline.map((e) => e.path?.at(-1)).sort()).toEqual(['incidents', 'lineups', 'statistics']);
    expect(deadline[0].message).toBe(BFF_MESSAGES.deadline);
    // Sections that answered in time are there.
    expect(answer.data!.event!.votes).not.toBeUndefined();
  });

  it('returns at the deadline even when a resolver hangs on something that ignores the signal', async () => {
    const pending = query('{ blogCategories { name } }');
    await untilOnlyHanging(() => bancaCalls.length === 1, 'the Banca call made');
    expect(bancaCalls).toEqual(['/blog/categories']);
    // The deadline cancels the call, which ignores it: the answer leaves after the grace.
    clock.advance(DEADLINE_MS);
    await settle();
    expect(pending.done()).toBe(false);
    clock.advance(DEADLINE_GRACE_MS);
    const answer = await pending.answer;
    expect(answer.errors?.[0]).toMatchObject({
      message: BFF_MESSAGES.deadline,
      extensions: { code: 'DEADLINE' },
    });
  });

  it('hands Banca calls the signal of their operation; shared sports loads keep their own timeout', async () => {
    const blog = query('{ blogCategories { name } }');
    await untilOnlyHanging(() => bancaCalls.length === 1, 'the Banca call made');
    clock.advance(DEADLINE_MS + DEADLINE_GRACE_MS);
    await blog.answer;
    expect(bancaCalls).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    signals = [];
    const answer = await query(EVENT_DETAIL, { id: eventId }).answer;
    expect(answer.data?.event).toBeTruthy();
    // Shared sports loads run on the wrapper's own timeout (other operations may wait for them); each
    // operation waits for them only until its own deadline.
    expect(signals.every((signal) => signal === undefined)).toBe(true);
  });
});

describe('upstream-call budget', () => {
  it('starts exactly the budgeted calls; the fields past it get DEADLINE', async () => {
    const answer = await query(EVENT_DETAIL, { id: eventId }, tight).answer;
    expect(sportsCalls).toHaveLength(MAX_CALLS);
    const refused = answer.errors!.filter((e) => e.message === BFF_MESSAGES.callBudget);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((e) => e.extensions.code === 'DEADLINE')).toBe(true);
    expect(answer.data?.event?.eventId).toBe(eventId);
  });

  it('cache hits do not count: a second operation gets the cached sections and spends its calls on others', async () => {
    await query(EVENT_DETAIL, { id: eventId }, tight).answer;
    const first = new Set(sportsCalls);
    sportsCalls = [];
    await query(EVENT_DETAIL, { id: eventId }, tight).answer;
    expect(sportsCalls).toHaveLength(MAX_CALLS);
    expect(sportsCalls.some((path) => first.has(path))).toBe(false);
  });
});
