import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, startHarness, typed, type Harness, type TypedQuery } from '../../test/harness.ts';
import { saoPauloDate } from '../../../i18n/sao-paulo.ts';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  ({ token } = await signUp(h, 'Beatriz Histórico'));
});
afterAll(() => h.close());
beforeEach(() => {
  h.banca.calls.length = 0;
});

const run = <TData>(query: TypedQuery<TData>, variables: Record<string, unknown> = {}, as = token) =>
  h.gql(query, variables, { token: as });

interface History {
  balanceHistory: Array<{ date: string; totalBalance: string }>;
  statement: { edges: unknown[] };
}

const HISTORY = typed<{ viewer: { bankroll: { account: History | null } } }>(`query H($id: ID!) {
  viewer { bankroll { account(id: $id) {
    balanceHistory { date totalBalance }
    statement(first: 2) { edges { node { entryId totalBalance } } }
  } } }
}`);

async function createAccount(name: string): Promise<string> {
  const bets = await run<{ viewer: { bankroll: { bettingHouses: Array<{ id: string }> } } }>(
    `{ viewer { bankroll { bettingHouses { id } } } }`,
  );
  const answer = await run<{ createAccount: { account: { id: string }; errors: unknown[] } }>(
    `mutation C($input: CreateAccountInput!) { createAccount(input: $input) { account { id } errors { message } } }`,
    { input: { name, bettingHouseId: bets.body.data.viewer.bankroll.bettingHouses[0].id } },
  );
  expect(answer.body.data.createAccount.errors).toEqual([]);
  return answer.body.data.createAccount.account.id;
}

/** Runs a money mutation on the account (its entry is stamped now by the API). */
async function entry(accountId: string, name: string, type: string, input: Record<string, unknown>) {
  const answer = await run<Record<string, { errors: unknown[] }>>(
    `mutation M($input: ${type}!) { ${name}(input: $input) { entry { entryId } errors { message } } }`,
    { input: { id: accountId, ...input } },
  );
  expect(answer.body.data[name].errors).toEqual([]);
}

describe('Account.balanceHistory', () => {
  it('is empty for an account without entries', async () => {
    const accountId = await createAccount('Histórico');
    const answer = await run(HISTORY, { id: accountId });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.viewer.bankroll.account).toEqual({
      balanceHistory: [],
      statement: { edges: [] },
    });
  });

  it("gives the day's last total balance from the API's daily aggregate, never the whole statement", async () => {
    // Each test keeps an account of its own, so none depends on what another wrote (they run shuffled).
    const accountId = await createAccount('Histórico do dia');
    const key = () => ({ idempotencyKey: randomUUID() });
    const firstDay = saoPauloDate(Date.now());
    await entry(accountId, 'deposit', 'DepositInput', { amount: '100.00', ...key() });
    await entry(accountId, 'deposit', 'DepositInput', { amount: '50.00', ...key() });
    await entry(accountId, 'withdraw', 'WithdrawInput', { amount: '30.00', ...key() });
    await entry(accountId, 'updateBalance', 'UpdateBalanceInput', {
      availableBalance: '100.00',
      betLockedBalance: '25.50',
    });
    const lastDay = saoPauloDate(Date.now());

    h.banca.calls.length = 0;
    const answer = await run(HISTORY, { id: accountId });
    expect(answer.body.errors).toBeUndefined();
    const account = answer.body.data.viewer.bankroll.account!;
    // Days are grouped by the API (its suite covers São Paulo midnight); here every entry is today's. Should
    // São Paulo's midnight pass while the test writes, the entries fall on either day or on both.
    const days = firstDay === lastDay ? [[lastDay]] : [[firstDay], [lastDay], [firstDay, lastDay]];
    expect(days).toContainEqual(account.balanceHistory.map((day) => day.date));
    expect(account.balanceHistory.at(-1)?.totalBalance).toBe('125.50');
    expect(account.statement.edges).toHaveLength(2);
    const paths = h.banca.calls.map((c) => c.path);
    expect(paths.filter((p) => p.endsWith('/daily'))).toHaveLength(1);
    // The page of two comes from the account's newest page: one statement call, no whole-history read.
    expect(paths.filter((p) => p.startsWith('/account/statement/') && !p.endsWith('/daily'))).toEqual([
      expect.stringMatching(/^\/account\/statement\/\d+$/),
    ]);
  });

  it("cannot read another user's account", async () => {
    const accountId = await createAccount('Histórico privado');
    await entry(accountId, 'deposit', 'DepositInput', { amount: '10.00', idempotencyKey: randomUUID() });
    const other = await signUp(h, 'Outra Pessoa');
    const answer = await run(HISTORY, { id: accountId }, other.token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.viewer.bankroll.account).toBeNull();
    const node = await run<{ node: History | null }>(
      `query N($id: ID!) { node(id: $id) { id ... on Account { balanceHistory { date totalBalance } } } }`,
      { id: accountId },
      other.token,
    );
    expect(node.body.data.node).toBeNull();
    // The owner still reads it by its global id.
    const own = await run<{ node: History }>(
      `query N($id: ID!) { node(id: $id) { ... on Account { balanceHistory { date } } } }`,
      { id: accountId },
    );
    expect(own.body.data.node.balanceHistory).toHaveLength(1);
  });
});
