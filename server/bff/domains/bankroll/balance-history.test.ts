import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, startHarness, type Harness } from '../../test/harness.ts';
import type { BancaEntry } from '../../upstreams/banca/decode.ts';
import type { Upstream, UpstreamRequestOptions } from '../../upstreams/http.ts';
import { dailyBalances } from './balance-history.ts';

let h: Harness;
let token: string;
let accountId: string;

// The Banca API stamps every entry with the time of the request; the test places them in time by
// rewriting created_at in the statement answers (entry id → instant), as a long-lived account would have.
const stamps = new Map<number, string>();
const stamping: Upstream = {
  name: 'banca',
  async request<T>(path: string, options?: UpstreamRequestOptions) {
    const answer = await h.banca.request<T>(path, options);
    if (!path.startsWith('/account/statement/')) return answer;
    const body = answer.body as { statement: BancaEntry[] };
    const statement = body.statement.map((e) => ({ ...e, created_at: stamps.get(e.id) ?? e.created_at }));
    return { ...answer, body: { ...body, statement } as T };
  },
};

beforeAll(async () => {
  h = await startHarness({ bancaUpstream: stamping });
  ({ token } = await signUp(h, 'Beatriz Histórico'));
});
afterAll(() => h.close());
beforeEach(() => {
  h.banca.calls.length = 0;
});

const run = (query: string, variables: Record<string, unknown> = {}, as = token) =>
  h.gql(query, variables, { token: as });

const HISTORY = `query H($id: ID!) {
  viewer { bankroll { account(id: $id) {
    balanceHistory { date totalBalance }
    statement(first: 2) { edges { node { entryId totalBalance } } }
  } } }
}`;

async function createAccount(name: string): Promise<string> {
  const bets = await run(`{ viewer { bankroll { bets { id } } } }`);
  const answer = await run(
    `mutation C($input: CreateAccountInput!) { createAccount(input: $input) { account { id } errors { message } } }`,
    { input: { name, betId: bets.body.data.viewer.bankroll.bets[0].id } },
  );
  expect(answer.body.data.createAccount.errors).toEqual([]);
  return answer.body.data.createAccount.account.id;
}

/** Runs a money mutation and places its entry at `at`. */
async function entry(at: string, name: string, type: string, input: Record<string, unknown>) {
  const answer = await run(
    `mutation M($input: ${type}!) { ${name}(input: $input) { entry { entryId } errors { message } } }`,
    { input: { id: accountId, ...input } },
  );
  expect(answer.body.data[name].errors).toEqual([]);
  stamps.set(answer.body.data[name].entry.entryId, at);
}

describe('Account.balanceHistory', () => {
  it('is empty for an account without entries', async () => {
    accountId = await createAccount('Histórico');
    const answer = await run(HISTORY, { id: accountId });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.viewer.bankroll.account).toEqual({
      balanceHistory: [],
      statement: { edges: [] },
    });
  });

  it("gives each São Paulo day's last total balance, oldest first, from the statement's one load", async () => {
    const key = () => ({ idempotencyKey: randomUUID() });
    // 1 March, 09:00 in São Paulo.
    await entry('2025-03-01T12:00:00.000Z', 'deposit', 'DepositInput', { amount: '100.00', ...key() });
    // 01:00 UTC on 2 March is still 1 March (22:00) in São Paulo: the day's last entry.
    await entry('2025-03-02T01:00:00.000Z', 'deposit', 'DepositInput', { amount: '50.00', ...key() });
    await entry('2025-03-02T15:00:00.000Z', 'withdraw', 'WithdrawInput', { amount: '30.00', ...key() });
    await entry('2025-03-02T20:00:00.000Z', 'updateBalance', 'UpdateBalanceInput', {
      availableBalance: '100.00',
      betLockedBalance: '25.50',
    });
    // 03:30 UTC on 5 March is 00:30 in São Paulo, the same day.
    await entry('2025-03-05T03:30:00.000Z', 'deposit', 'DepositInput', { amount: '0.10', ...key() });

    h.banca.calls.length = 0;
    const answer = await run(HISTORY, { id: accountId });
    expect(answer.body.errors).toBeUndefined();
    const account = answer.body.data.viewer.bankroll.account;
    expect(account.balanceHistory).toEqual([
      { date: '2025-03-01', totalBalance: '150.00' },
      { date: '2025-03-02', totalBalance: '125.50' },
      { date: '2025-03-05', totalBalance: '125.60' },
    ]);
    // The whole history, while the statement gives only the page asked for.
    expect(account.statement.edges).toHaveLength(2);
    // Both fields read the same statement load: one upstream call for it.
    expect(h.banca.calls.filter((c) => c.path.startsWith('/account/statement/'))).toHaveLength(1);
  });

  it("cannot read another user's account", async () => {
    const other = await signUp(h, 'Outra Pessoa');
    const answer = await run(HISTORY, { id: accountId }, other.token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.viewer.bankroll.account).toBeNull();
    const node = await run(
      `query N($id: ID!) { node(id: $id) { id ... on Account { balanceHistory { date totalBalance } } } }`,
      { id: accountId },
      other.token,
    );
    expect(node.body.data.node).toBeNull();
    // The owner still reads it by its global id.
    const own = await run(
      `query N($id: ID!) { node(id: $id) { ... on Account { balanceHistory { date } } } }`,
      { id: accountId },
    );
    expect(own.body.data.node.balanceHistory).toHaveLength(3);
  });
});

describe('dailyBalances', () => {
  const e = (id: number, createdAt: string, total: string): BancaEntry => ({
    id,
    created_at: createdAt,
    available_balance: total,
    bet_locked_balance: '0.00',
    total_balance: total,
    variation: '0.00',
    type: 'update balance',
    amount: null,
  });

  it('keeps the last entry of a day whatever the order it arrives in; same instant: the later id', () => {
    const entries = [
      e(4, '2025-01-01T02:59:59.000Z', '4.00'), // 31/12 23:59 in São Paulo
      e(3, '2025-01-01T03:00:00.000Z', '3.00'), // 01/01 00:00
      e(1, '2024-12-31T12:00:00.000Z', '1.00'),
      e(2, '2025-01-01T03:00:00.000Z', '2.00'),
    ];
    const expected = [
      { date: '2024-12-31', totalBalance: '4.00' },
      { date: '2025-01-01', totalBalance: '3.00' },
    ];
    expect(dailyBalances(entries)).toEqual(expected);
    expect(dailyBalances([...entries].reverse())).toEqual(expected);
    expect(dailyBalances([])).toEqual([]);
  });
});
