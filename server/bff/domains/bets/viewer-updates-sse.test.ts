import { afterEach, expect, it } from 'vitest';
import { createManualClock } from '../../../clock.ts';
import { DEFAULT_LIMITS } from '../../../limits.ts';
import { withDeadline } from '../../../test/deadline.ts';
import { createProcessUserEvents } from '../../../user-events.ts';
import { bareBffOptions } from '../../test/harness.ts';
import { UpstreamError, type Upstream } from '../../upstreams/http.ts';
import { createBff, type Bff } from '../../yoga.ts';

// viewerUpdates over SSE lives for hours on one context of Yoga's: its Banca calls after the execution
// deadline must still run (they failed with DEADLINE, and a stream whose token was revoked went on telling
// its holder of every change, since a credential the API "cannot check" lets the event out).

const USER = { id: 7, name: 'Ana', email: 'ana@example.com' };
const clock = createManualClock(Date.UTC(2026, 10, 24, 15, 0));
let bff: Bff | undefined;
afterEach(() => bff?.close());

/** A Banca API that knows one token, until it is revoked. */
function fakeBanca() {
  let revoked = false;
  const upstream: Upstream = {
    name: 'banca',
    request<T>(path: string) {
      if (path !== '/user') return Promise.reject(new Error(`unexpected call ${path}`));
      if (revoked)
        return Promise.reject(new UpstreamError('banca', 'http', 'banca answered 401', { status: 401 }));
      return Promise.resolve({ status: 200, body: USER as T });
    },
  };
  return { upstream, revoke: () => (revoked = true) };
}

/** Reads an SSE body event by event. */
function eventsOf(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return async function next(): Promise<{ event: string; data?: unknown }> {
    for (;;) {
      const match = /^event: (\w+)\n(?:data: ?(.*)\n)?\n/m.exec(text);
      if (match) {
        text = text.slice(match.index + match[0].length);
        if (match[1] === 'next' || match[1] === 'complete')
          return { event: match[1], data: match[2] ? JSON.parse(match[2]) : undefined };
        continue;
      }
      const { value, done } = await withDeadline(reader.read(), () => `an SSE event, read ${text}`);
      if (done) return { event: 'end' };
      text += value;
    }
  };
}

it('ends a stream whose token was revoked after the execution deadline has passed', async () => {
  const banca = fakeBanca();
  const userEvents = createProcessUserEvents({});
  bff = createBff({ ...bareBffOptions(), clock, bancaUpstream: banca.upstream, userEvents });
  const response = await bff.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: 'Bearer um-token',
    },
    body: JSON.stringify({ query: 'subscription { viewerUpdates { kind } }' }),
  });
  const next = eventsOf(response);
  expect(await next()).toEqual({ event: 'next', data: { data: { viewerUpdates: { kind: 'CURRENT' } } } });

  // Hours later, as the clock counts: well past any one execution's deadline.
  clock.advance(DEFAULT_LIMITS.executionDeadlineMs * 10);
  userEvents.publish(USER.id, { kind: 'deposit', accountId: 1 });
  expect(await next()).toEqual({ event: 'next', data: { data: { viewerUpdates: { kind: 'DEPOSIT' } } } });

  banca.revoke();
  clock.advance(DEFAULT_LIMITS.executionDeadlineMs * 10);
  userEvents.publish(USER.id, { kind: 'deposit', accountId: 1 });
  const refused = await next();
  expect(refused.data).toMatchObject({
    errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
  });
  expect((await next()).event).toBe('complete');
  await userEvents.close();
});
