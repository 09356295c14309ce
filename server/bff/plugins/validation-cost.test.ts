import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { createMemorySessionStore } from '../session-store.ts';
import { bareBffOptions, signUp, startHarness, type Harness } from '../test/harness.ts';
import { createBff } from '../yoga.ts';
import { CHARGED_READING_LIMITS, steppedValidationTimer } from '../test/validation-timing.ts';
import { FREE_VALIDATION_MS } from './cost.ts';

// An address's bucket of 1,000 points refilling 10 a second, on a clock the tests move by hand, and
// validations that take as long as each test says.
const clock = createManualClock(1_000_000);
const validation = steppedValidationTimer();
let h: Harness;
// The sessions, with their lookups counted.
const sessions = createMemorySessionStore();
let sessionLookups = 0;

beforeAll(async () => {
  h = await startHarness({
    sessionStore: {
      ...sessions,
      get(sessionId) {
        sessionLookups++;
        return sessions.get(sessionId);
      },
    },
    costLimits: CHARGED_READING_LIMITS,
    clock,
    responseCache: false,
    validationTimer: validation.timer,
  });
});
afterAll(() => h.close());
beforeEach(() => {
  // Every test starts from a full bucket.
  clock.advance(3_600_000);
  validation.reset();
});

let documents = 0;
/** A document this process has never read: a comment makes each text new. */
const fresh = (body: string) => `# ${documents++}\n${body}`;

/** The points left in the address's bucket, read with a document already known (no validation charged). */
async function remaining(): Promise<number> {
  const answer = await h.gql<unknown>('{ __typename }');
  expect(answer.status).toBe(200);
  return answer.body.extensions!.cost!.remaining!;
}

describe('documents read for the first time', () => {
  it('cost their client the time their validation took, once: the same text again costs nothing', async () => {
    const full = await remaining();
    validation.takes(10);
    const invalid = fresh('{ nenhumCampo }');
    const first = await h.gql<unknown>(invalid);
    expect(first.status).toBe(400);
    expect(first.body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // The 5 ms past the free 5, at 100 points a millisecond.
    expect(await remaining()).toBe(full - 500);
    const again = await h.gql<unknown>(invalid);
    expect(again.status).toBe(400);
    expect(await remaining()).toBe(full - 500);
  });

  it('cost nothing when their validation took no longer than the free 5 ms', async () => {
    const full = await remaining();
    validation.takes(FREE_VALIDATION_MS);
    expect((await h.gql<unknown>(fresh('{ __typename }'))).status).toBe(200);
    expect(await remaining()).toBe(full);
  });

  it('are refused unread, with a 429 and the wait, while their client owes points; the refill lets them in', async () => {
    validation.takes(10);
    expect((await h.gql<unknown>(fresh('{ nenhumCampo }'))).status).toBe(400);
    // 500 points left; this one owes 2,500 (25 ms past the free 5), a full bucket at most: 500 owed.
    validation.takes(30);
    expect((await h.gql<unknown>(fresh('{ nenhumCampo }'))).status).toBe(400);
    // A text that is not even GraphQL is refused before the parser sees it, with the wait until the
    // debt is paid and a point is back.
    const refused = await h.gql<unknown>(fresh('{'));
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0].message).toBe(MESSAGES.tooManyRequests);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBe(51);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');

    clock.advance((wait - 1) * 1000);
    expect((await h.gql<unknown>(fresh('{'))).status).toBe(429);
    clock.advance(1000);
    validation.takes(0);
    const read = await h.gql<unknown>(fresh('{'));
    expect(read.status).toBe(400);
    expect(read.body.errors?.[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('are paid for by a signed-in client from its own bucket, even when its address has nothing left', async () => {
    const { token, email } = await signUp(h, 'Leitora');
    // The address owes points: its next new document is refused unread.
    validation.takes(30);
    expect((await h.gql<unknown>(fresh('{ nenhumCampo }'))).status).toBe(400);
    validation.takes(0);
    expect((await h.gql<unknown>(fresh('{ __typename }'))).status).toBe(429);
    // A bearer token the server has not seen yet is verified with the Banca API, and pays for itself;
    // the user that verification read is the one the document's `viewer` gets, not asked for again.
    const callsBefore = h.banca.calls.length;
    const own = await h.gql<{ viewer: { email: string } }>(fresh('{ viewer { email } }'), undefined, {
      token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.viewer.email).toBe(email);
    expect(h.banca.calls.slice(callsBefore).map((call) => call.path)).toEqual(['/user']);
  });

  it('with a bearer token the API no longer accepts, are answered UNAUTHENTICATED, as known documents are', async () => {
    const { token } = await signUp(h, 'Revogada');
    // Revoked at the Banca API, where this server never verified it: its gate is the first to ask.
    const logout = await fetch(`${h.server.context.bancaApiUrl}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBeLessThan(300);
    const revoked = await h.gql<{ viewer: unknown }>(fresh('{ viewer { email } }'), undefined, { token });
    expect(revoked.body.errors?.map((error) => error.extensions.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('are paid for by a browser from its session, which is looked up once for the gate and the answer', async () => {
    const browser = h.browser();
    const signup = await browser.gql<{ signup: { errors: unknown[] } }>(
      `mutation($input: SignupInput!) { signup(input: $input) { errors { message } } }`,
      {
        input: {
          name: 'Navegadora',
          email: 'navegadora@example.com',
          password: 'senha-boa-1',
          passwordConfirmation: 'senha-boa-1',
        },
      },
    );
    expect(signup.body.data.signup.errors).toEqual([]);
    expect(browser.cookie).toBeTruthy();
    const lookupsBefore = sessionLookups;
    const own = await browser.gql<{ viewer: { email: string } }>(fresh('{ viewer { email } }'));
    expect(own.body.data.viewer.email).toBe('navegadora@example.com');
    expect(sessionLookups - lookupsBefore).toBe(1);
  });
});

describe('the gate of a new document with a bearer token', () => {
  it('waits for a Banca API that does not answer no longer than an operation would', async () => {
    // A Banca API that takes every request and never answers.
    let requests = 0;
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('data', () => requests++);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const deadlineClock = createManualClock(1_000_000);
    const bff = createBff({
      ...bareBffOptions(),
      bancaApiUrl: `http://127.0.0.1:${port}`,
      clock: deadlineClock,
      deadlineLimits: { ...DEFAULT_LIMITS, executionDeadlineMs: 300 },
      costLimits: CHARGED_READING_LIMITS,
    });
    try {
      const answer = bff.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ficha-de-ninguem' },
        body: JSON.stringify({ query: fresh('{ __typename }') }),
      });
      // The gate asks for /user, then admission asks again: each call ends at the operation's deadline
      // (the upstream's own timeout, on the same clock, is seconds away and never reached).
      for (const nth of [1, 2]) {
        await vi.waitFor(() => expect(requests).toBe(nth));
        deadlineClock.advance(300);
      }
      const response = await answer;
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: unknown }).data).toEqual({ __typename: 'Query' });
    } finally {
      await bff.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
