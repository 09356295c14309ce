import { afterAll, beforeAll, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { withDeadline } from '../../test/deadline.ts';
import { encodeId } from '../domains/common/global-id.ts';
import { bareBffOptions } from '../test/harness.ts';
import { startSimulator, type RunningSimulator } from '../test/live-support.ts';
import { createBff, type Bff } from '../yoga.ts';

/** A Saturday afternoon in São Paulo: football is being played in the seeded world. */
const START = Date.UTC(2025, 2, 15, 18, 0);
const PING_MS = 12_000;

const clock = createManualClock(START);
let sim: RunningSimulator;
let bff: Bff;

beforeAll(async () => {
  sim = await startSimulator(START);
  bff = createBff({ ...bareBffOptions(), sportsApiUrl: sim.url, clock, responseCache: false });
});

afterAll(async () => {
  await bff?.close();
  await sim?.close();
});

/**
 * A BFF and a clock of a test's own, for a test that counts timers: the shared clock may still get a one-shot
 * timer of a stream another test has just ended (the expiry of a cached refusal), whatever the order.
 */
async function withOwnBff(
  test: (own: { bff: Bff; clock: ReturnType<typeof createManualClock> }) => Promise<void>,
  options: Partial<Parameters<typeof createBff>[0]> = {},
) {
  const ownClock = createManualClock(START);
  const own = createBff({
    ...bareBffOptions(),
    sportsApiUrl: sim.url,
    clock: ownClock,
    responseCache: false,
    ...options,
  });
  try {
    await test({ bff: own, clock: ownClock });
  } finally {
    await own.close();
  }
}

/** Lets promise callbacks run (a chunk enqueued by a timer reaches the reader within them). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

it('pings an SSE subscriber at once, then every 12 s of the BFF clock until it leaves', async () => {
  const response = await withDeadline(
    Promise.resolve(
      bff.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: 'subscription { liveEvents(sport: "football") { initial } }' }),
      }),
    ),
    'the SSE response',
  );
  expect(response.headers.get('content-type')).toContain('text/event-stream');

  let text = '';
  let waiting: (() => void) | undefined;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      text += value;
      waiting?.();
    }
  })();
  // A ping is a comment line alone in its block (messages are `event: next` blocks).
  const pings = () => text.split('\n\n').filter((block) => block === ':').length;
  const untilPings = (count: number) =>
    withDeadline(
      new Promise<void>((resolve) => {
        waiting = () => {
          if (pings() >= count) resolve();
        };
        waiting();
      }),
      () => `${count} pings, read ${JSON.stringify(text)}`,
    );

  await untilPings(1);
  clock.advance(PING_MS - 1);
  await settle();
  expect(pings()).toBe(1);
  clock.advance(1);
  await untilPings(2);
  clock.advance(PING_MS);
  await untilPings(3);

  // What the HTTP layer does when the client goes away.
  expect(clock.pending()).toBe(2); // the pings and the topic's poller
  await withDeadline(reader.cancel(), 'the stream cancelled');
  await reading;
  // The subscriber left: its pings stopped, and the poller with the topic's last listener.
  expect(clock.pending()).toBe(0);
});

it('refuses an event or sport the feed does not know at once with NOT_FOUND, then completes the stream', async () => {
  const refusal = async (query: string, variables?: Record<string, unknown>) => {
    const response = await withDeadline(
      Promise.resolve(
        bff.yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify({ query, variables }),
        }),
      ),
      'the SSE response',
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    // The whole stream, read to its end: a refused subscription does not stay open waiting for updates.
    const text = await withDeadline(response.text(), 'the end of the SSE stream');
    const events = text.split('\n\n').filter((block) => block.startsWith('event: '));
    expect(events.at(-1)).toMatch(/^event: complete/);
    const next = /^event: next\ndata: (.*)$/s.exec(events[0])?.[1];
    return JSON.parse(next!) as {
      data?: unknown;
      errors?: Array<{ message: string; extensions: { code: string } }>;
    };
  };
  const event = await refusal('subscription($id: ID!) { liveEvent(id: $id) { initial } }', {
    id: encodeId('Event', 999_999_123),
  });
  expect(event.errors?.map((e) => [e.extensions.code, e.message])).toEqual([
    ['NOT_FOUND', 'Evento não encontrado.'],
  ]);
  const sport = await refusal('subscription { liveEvents(sport: "curling") { initial } }');
  expect(sport.errors?.map((e) => [e.extensions.code, e.message])).toEqual([
    ['NOT_FOUND', 'Esporte não encontrado.'],
  ]);
  // Nothing was left running: no ping nor poller for the refused topics (the one-shot expiries of the feed's
  // cached 404s and of the unknown-id budget are gone within the hour; a recurring timer would still be there).
  clock.advance(60 * 60_000);
  expect(clock.pending()).toBe(0);
});

it.each([
  ['that does not parse', 'subscription { liveEvent(', 'GRAPHQL_PARSE_FAILED'],
  ['that does not validate', 'subscription { nenhumCampo }', 'GRAPHQL_VALIDATION_FAILED'],
])('refuses a document %s with 400 over SSE too, as over plain HTTP', async (_case, query, code) => {
  const response = await bff.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(400);
  expect(await withDeadline(response.text(), 'the refusal')).toContain(`"code":"${code}"`);
});

it('refuses with 406 a subscription whose Accept rules text/event-stream out, before it starts', async () => {
  await withOwnBff(async ({ bff: own, clock: ownClock }) => {
    // Yoga reads no weights and would write the refusal as a stream, the format the client ruled out: JSON.
    for (const accept of [
      'text/event-stream;q=0',
      'text/event-stream;charset=utf-8;q=0, text/event-stream',
    ]) {
      const response = await withDeadline(
        Promise.resolve(
          own.yoga.fetch('http://localhost/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept },
            body: JSON.stringify({ query: 'subscription { liveEvents(sport: "football") { initial } }' }),
          }),
        ),
        'the 406',
      );
      expect([accept, response.status]).toEqual([accept, 406]);
      expect(response.headers.get('accept')).toBe('text/event-stream');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({
        errors: [
          {
            message:
              'Esta resposta não pode ser enviada em nenhum formato do cabeçalho Accept; peça um destes: text/event-stream.',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
      // Nothing started: no topic's poller, no ping.
      expect(ownClock.pending()).toBe(0);
    }
  });
});

it('refuses a subscription that does not ask for text/event-stream itself with 406, before it starts', async () => {
  await withOwnBff(async ({ bff: own, clock: ownClock }) => {
    const accepts: Array<[string | undefined, string]> = [
      ['application/json', 'application/json'],
      ['application/graphql-response+json', 'application/graphql-response+json'],
      // Yoga would stream these, outside the groups and their caps.
      ['*/*', 'application/graphql-response+json'],
      [undefined, 'application/graphql-response+json'],
      ['multipart/mixed', 'application/json'],
      // In a charset the stream is not written in.
      ['text/event-stream; charset=iso-8859-1', 'application/json'],
      // Named, but as not acceptable (q=0).
      ['text/event-stream;q=0, application/json', 'application/json'],
    ];
    for (const [accept, type] of accepts) {
      const response = await withDeadline(
        Promise.resolve(
          own.yoga.fetch('http://localhost/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
            body: JSON.stringify({ query: 'subscription { liveEvents(sport: "football") { initial } }' }),
          }),
        ),
        'the 406',
      );
      expect([accept, response.status]).toEqual([accept, 406]);
      expect(response.headers.get('accept')).toBe('text/event-stream');
      expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
      const body = (await response.json()) as {
        errors: Array<{ message: string; extensions: { code: string } }>;
      };
      expect(body.errors.map((e) => e.extensions.code)).toEqual(['BAD_REQUEST']);
      expect(body.errors[0].message).toBe(
        'Esta resposta não pode ser enviada em nenhum formato do cabeçalho Accept; peça um destes: text/event-stream.',
      );
      // Nothing started: no topic's poller, no ping.
      expect(ownClock.pending()).toBe(0);
    }
  });
});

it('ends an ungrouped stream and gives its place back as soon as its client hangs up, not at its next write', async () => {
  // One subscription of a client over SSE: a second one while the first holds its place is refused.
  await withOwnBff(
    async ({ bff: capped, clock: cappedClock }) => {
      // A fragment at its first level keeps it out of the groups: Yoga's own stream.
      const ungrouped = (signal?: AbortSignal) =>
        capped.yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify({
            query: 'subscription { ... on Subscription { liveEvents(sport: "football") { initial } } }',
          }),
          signal,
        });
      const hangUp = new AbortController();
      const first = await withDeadline(Promise.resolve(ungrouped(hangUp.signal)), 'the first stream');
      const reader = first.body!.getReader();
      await withDeadline(reader.read(), 'the first stream’s first bytes');
      expect(capped.liveAdmission.of('unknown').subscriptions).toBe(1);
      hangUp.abort();
      expect(capped.liveAdmission.of('unknown').subscriptions).toBe(0);
      // The stream itself ended: no ping nor poller left for it.
      await withDeadline(
        (async () => {
          while (cappedClock.pending() > 0) await settle();
        })(),
        () => `the stream's timers to stop, ${cappedClock.pending()} left`,
      );
      const second = await withDeadline(Promise.resolve(ungrouped()), 'the second stream');
      const secondReader = second.body!.pipeThrough(new TextDecoderStream()).getReader();
      const { value } = await withDeadline(secondReader.read(), 'the second stream’s first bytes');
      expect(value).not.toContain('RATE_LIMITED');
      await secondReader.cancel();
      await reader.cancel().catch(() => {});
    },
    { liveLimits: { ...DEFAULT_LIMITS, subscriptionsPerConnection: 1 } },
  );
});
