import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { createFeedReader } from '../../../bets/feed-reader.ts';
import { systemClock } from '../../../clock.ts';
import {
  SERVING_BACKEND,
  newAccount,
  newUser,
  type TestApi,
  startTestApi,
} from '../../../api/test/harness.ts';
import { localLease } from '../../../settlement/lease.ts';
import { seedFinishedBets, type SeededBet } from '../../../settlement/test/finished-bets.ts';
import { createGradingApi, createSettlementWorker } from '../../../settlement/worker.ts';
import { withDeadline } from '../../../test/deadline.ts';
import { connect } from '../../test/live-clients.ts';

/** An evening in São Paulo: the afternoon's football is over, so the seeded bets can be settled. */
const SIM_START = Date.parse('2026-11-23T21:00:00-03:00');
const silent = { info() {}, warn() {}, debug() {} };

const VIEWER_UPDATES = `subscription {
  viewerUpdates {
    kind at
    bet { id betId status payout }
    account { id accountId availableBalance }
    bankroll { id totals { availableBalance } }
  }
}`;

interface Update {
  kind: string;
  at: string;
  bet: { id: string; betId: number; status: string; payout: string | null } | null;
  account: { id: string; accountId: number; availableBalance: string } | null;
  bankroll: { id: string; totals: { availableBalance: string | null } };
}

/** One subscriber: what it received, and a way to wait for its n-th payload. */
function subscriber(client: Client) {
  const updates: Update[] = [];
  const errors: unknown[] = [];
  const waiters: Array<() => void> = [];
  let markCompleted: () => void;
  const completed = new Promise<void>((resolve) => (markCompleted = resolve));
  client.subscribe<Update>(
    { query: VIEWER_UPDATES },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) updates.push((result.data as unknown as { viewerUpdates: Update }).viewerUpdates);
        for (const wake of waiters.splice(0)) wake();
      },
      error: (error) => {
        errors.push(error);
        for (const wake of waiters.splice(0)) wake();
      },
      complete: () => markCompleted(),
    },
  );
  const count = (n: number) =>
    withDeadline(
      new Promise<void>((resolve) => {
        const check = () => (updates.length >= n || errors.length ? resolve() : waiters.push(check));
        check();
      }),
      () => `${n} payloads, got ${JSON.stringify(updates)} ${JSON.stringify(errors)}`,
    );
  return { updates, errors, count, completed };
}

describe('viewerUpdates: the private live subscription of a user’s bankroll', () => {
  let api: TestApi;
  let seeded: { userId: number; accountId: number; token: string; bets: SeededBet[] };
  let otherToken: string;
  const clients: Client[] = [];
  const open = (token?: string) => {
    const client = connect(
      api.url.replace('http', 'ws') + '/graphql',
      token ? { authorization: `Bearer ${token}` } : undefined,
    );
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    api = await startTestApi(SERVING_BACKEND, {
      roles: ['sportsfeed', 'bff'],
      // One subscription per WebSocket connection, or per session over SSE: each test device holds one.
      // Three streams of one user at once (the seeded user's devices and SSE streams stay within it).
      limits: { subscriptionsPerConnection: 1, viewerUpdatesPerUser: 3 },
      sportsSimStart: SIM_START,
      prepare: async (db) => {
        seeded = await seedFinishedBets(db, { seed: 'bancada', now: SIM_START, count: 2 });
      },
    });
    ({ token: otherToken } = await newUser(api));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
    await api?.dispose();
  });

  it('refuses a visitor at once with UNAUTHENTICATED', async () => {
    const visitor = subscriber(open());
    await visitor.count(1);
    expect(visitor.updates).toEqual([]);
    expect(visitor.errors).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
  });

  it('streams over SSE to a signed-in caller, and refuses a visitor there too', async () => {
    const sse = (headers: Record<string, string>) =>
      fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
        body: JSON.stringify({ query: VIEWER_UPDATES }),
      });
    /** Reads the stream up to its first `next` event and hangs up. */
    const firstEvent = async (response: Response) => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!/event: next\ndata: .*\n\n/.test(text)) {
        const { value, done } = await withDeadline(reader.read(), () => `an SSE event, read ${text}`);
        if (done) break;
        text += value;
      }
      await reader.cancel();
      return JSON.parse(/event: next\ndata: (.*)\n\n/.exec(text)![1]) as {
        data?: { viewerUpdates: Update };
        errors?: Array<{ extensions: { code: string } }>;
      };
    };
    const signedIn = await firstEvent(await sse({ authorization: `Bearer ${seeded.token}` }));
    expect(signedIn.data?.viewerUpdates).toMatchObject({ kind: 'CURRENT', bet: null });
    // While one stream of the session is open, a second one is over its cap (as the grouped ones are).
    const held = await sse({ authorization: `Bearer ${otherToken}` });
    const holder = held.body!.getReader();
    await withDeadline(holder.read(), 'the first bytes of the held stream');
    const second = await firstEvent(await sse({ authorization: `Bearer ${otherToken}` }));
    expect(second.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    await holder.cancel();
    const visitor = await firstEvent(await sse({}));
    expect(visitor.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('ends with UNAUTHENTICATED once its token is revoked, telling nothing of what the user does next', async () => {
    const password = 'senha-segura-1';
    const { token, email } = await newUser(api, password);
    const accountId = await newAccount(api, token);
    const device = subscriber(open(token));
    await device.count(1);
    expect(device.updates.map((u) => u.kind)).toEqual(['CURRENT']);
    // Signed out on that device (the token revoked), then back in from another.
    expect((await api.call('POST', '/logout', { token })).status).toBeLessThan(300);
    const login = await api.call<{ access_token: string }>('POST', '/login', { json: { email, password } });
    expect(login.status).toBe(200);
    const deposit = await api.call('PUT', `/account/deposit/${accountId}`, {
      token: login.body.access_token,
      json: { amount: '10.00' },
    });
    expect(deposit.status).toBe(200);
    await withDeadline(device.completed, 'the revoked stream to complete');
    expect(device.updates.map((u) => u.kind)).toEqual(['CURRENT']);
    expect(device.errors).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
  });

  it('refuses a user more streams than the cap, whatever their connections: each runs at every change', async () => {
    const { token } = await newUser(api);
    const devices = [1, 2, 3, 4].map(() => subscriber(open(token)));
    await Promise.all(devices.map((device) => device.count(1)));
    const refused = devices.filter((device) => device.errors.length > 0);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors).toEqual([
      expect.objectContaining({ extensions: { code: 'RATE_LIMITED', limit: 'viewerUpdatesPerUser' } }),
    ]);
    expect(devices.filter((device) => device.updates.length === 1)).toHaveLength(3);
  });

  it('gives a stream’s place back as it ends, with no change of the bankroll needed', async () => {
    const { token } = await newUser(api);
    const device = open(token);
    // One after the other, past the cap of three at once: each ended before the next starts.
    for (let i = 0; i < 5; i++) {
      const first = await withDeadline(
        new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
          const unsubscribe = device.subscribe(
            { query: 'subscription { viewerUpdates { kind } }' },
            {
              next: (result) => {
                unsubscribe();
                resolve(result);
              },
              error: (errors) => resolve({ errors }),
              complete: () => {},
            },
          );
        }),
        `stream ${i + 1}`,
      );
      expect(first, `stream ${i + 1}`).toEqual({ data: { viewerUpdates: { kind: 'CURRENT' } } });
    }
  });

  it('tells both devices of the user each change within a second, and the other user nothing', async () => {
    const phone = subscriber(open(seeded.token));
    const laptop = subscriber(open(seeded.token));
    const stranger = subscriber(open(otherToken));
    // The first payload of each: the bankroll as it is once listening has started.
    await Promise.all([phone.count(1), laptop.count(1), stranger.count(1)]);
    expect(phone.updates[0]).toMatchObject({ kind: 'CURRENT', bet: null, account: null });
    expect(stranger.updates[0].bankroll.id).not.toBe(phone.updates[0].bankroll.id);

    // A deposit made over REST (another device, an integration): the devices read the new balance.
    const started = performance.now();
    const deposit = await api.call('PUT', `/account/deposit/${seeded.accountId}`, {
      token: seeded.token,
      json: { amount: '10.00' },
    });
    expect(deposit.status).toBe(200);
    await Promise.all([phone.count(2), laptop.count(2)]);
    const latencyMs = performance.now() - started;
    expect(latencyMs).toBeLessThan(1000);
    for (const device of [phone, laptop]) {
      expect(device.errors).toEqual([]);
      expect(device.updates[1]).toMatchObject({
        kind: 'DEPOSIT',
        bet: null,
        account: { accountId: seeded.accountId, availableBalance: '10.00' },
        bankroll: { totals: { availableBalance: '10.00' } },
      });
    }

    // The settlement worker grades the bets of the finished matches: each settlement reaches the devices.
    const worker = createSettlementWorker({
      api: createGradingApi(api.api, api.server.context.settlementToken),
      feed: createFeedReader(`${api.url}/sportsfeed/api/v1`),
      lease: localLease(),
      clock: systemClock,
      pollMs: 1000,
      batchSize: 25,
      logger: silent,
    });
    expect(await worker.runOnce()).toMatchObject({ graded: 2 });
    await Promise.all([phone.count(4), laptop.count(4)]);
    const settled = phone.updates.slice(2);
    expect(settled.map((u) => u.kind)).toEqual(['BET_SETTLED', 'BET_SETTLED']);
    expect(settled.map((u) => u.bet!.betId).sort()).toEqual(seeded.bets.map((b) => b.wagerId).sort());
    expect(settled.map((u) => u.bet!.status).sort()).toEqual(
      seeded.bets.map((b) => b.expected.toUpperCase()).sort(),
    );
    // The last payload shows the account after both payouts.
    const paid = settled.reduce((sum, u) => sum + Math.round(Number(u.bet!.payout) * 100), 0);
    expect(Math.round(Number(phone.updates[3].account!.availableBalance) * 100)).toBe(1000 + paid);
    expect(laptop.updates.map((u) => u.kind)).toEqual(phone.updates.map((u) => u.kind));

    // The other user's own change reaches them after everything above was published: nothing of the
    // first user's came before it.
    const account = await api.call<{ account: { account_id: number } }>('POST', '/accounts', {
      token: otherToken,
      json: { name: 'Outra conta', bet_id: 1 },
    });
    expect(account.status).toBe(201);
    await stranger.count(2);
    expect(stranger.updates.map((u) => u.kind)).toEqual(['CURRENT', 'ACCOUNT_CHANGED']);
    expect(stranger.updates[1].account?.accountId).toBe(account.body.account.account_id);
    expect(stranger.errors).toEqual([]);
  });
});
