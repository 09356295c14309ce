import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId, encodeId } from './domains/common/global-id.ts';
import { STATEMENT } from './domains/bankroll/queries.ts';
import { signUp, startHarness, type Harness } from './test/harness.ts';

/**
 * User B holds every id of user A, global and raw, and tries every field and mutation that touches user
 * data. B must read nothing of A's and change nothing.
 */
let h: Harness;
let a: string;
let b: string;
const ids = { account: '', rawAccount: '', user: '', bankroll: '', entry: '', bet: '' };

beforeAll(async () => {
  h = await startHarness();
  a = (await signUp(h, 'Alice')).token;
  b = (await signUp(h, 'Bruno')).token;
  const me = (await h.gql(`{ viewer { id bankroll { id bets { id } } } }`, {}, { token: a })).body.data
    .viewer;
  ids.user = me.id;
  ids.bankroll = me.bankroll.id;
  ids.bet = me.bankroll.bets[0].id;
  const created = await h.gql(
    `mutation { createAccount(input: { name: "Da Alice", betId: "${ids.bet}" }) { account { id } } }`,
    {},
    { token: a },
  );
  ids.account = created.body.data.createAccount.account.id;
  ids.rawAccount = decodeId(ids.account).id;
  const deposit = await h.gql(
    `mutation D($input: DepositInput!) { deposit(input: $input) { entry { id } } }`,
    { input: { id: ids.account, amount: '500.00', idempotencyKey: randomUUID() } },
    { token: a },
  );
  ids.entry = deposit.body.data.deposit.entry.id;
});
afterAll(() => h.close());

async function aliceState() {
  const answer = await h.gql(STATEMENT, { id: ids.account }, { token: a });
  return answer.body.data.viewer.bankroll.account;
}

describe('authorization matrix', () => {
  it('node and nodes resolve none of A’s objects for B, whatever the id form', async () => {
    const all = [ids.account, ids.user, ids.bankroll, ids.entry, encodeId('Account', ids.rawAccount)];
    for (const id of all) {
      const answer = await h.gql(`query N($id: ID!) { node(id: $id) { id } }`, { id }, { token: b });
      expect(answer.body, id).toEqual({ data: { node: null }, extensions: { cost: expect.any(Object) } });
    }
    const many = await h.gql(`query N($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: all }, { token: b });
    expect(many.body).toEqual({
      data: { nodes: all.map(() => null) },
      extensions: { cost: expect.any(Object) },
    });
    // A sees her own through the very same ids.
    const own = await h.gql(`query N($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: all }, { token: a });
    expect(own.body.data.nodes.map((n: { id: string } | null) => n?.id)).toEqual(all);
  });

  it('root fields answer null or empty for B', async () => {
    for (const id of [ids.account, ids.rawAccount]) {
      const answer = await h.gql(STATEMENT, { id }, { token: b });
      expect(answer.body.data.viewer.bankroll.account).toBeNull();
    }
    const lists = await h.gql(
      `{ viewer { bankroll { activeAccounts { edges { node { id } } } inactiveAccounts { edges { node { id } } } totals { deposits } } } }`,
      {},
      { token: b },
    );
    expect(lists.body.data.viewer.bankroll).toEqual({
      activeAccounts: { edges: [] },
      inactiveAccounts: { edges: [] },
      totals: { deposits: '0.00' },
    });
  });

  it('every account mutation with A’s ids changes nothing and answers NOT_FOUND', async () => {
    const before = await aliceState();
    const attempts: Array<[string, string, Record<string, unknown>]> = [];
    for (const id of [ids.account, ids.rawAccount]) {
      attempts.push(
        ['updateAccount', 'UpdateAccountInput', { id, name: 'Do Bruno', betId: ids.bet }],
        ['updateBalance', 'UpdateBalanceInput', { id, availableBalance: '0.00', betLockedBalance: '0.00' }],
        ['deposit', 'DepositInput', { id, amount: '1.00', idempotencyKey: randomUUID() }],
        ['withdraw', 'WithdrawInput', { id, amount: '1.00', idempotencyKey: randomUUID() }],
        ['hideAccount', 'HideAccountInput', { id }],
        ['reactivateAccount', 'ReactivateAccountInput', { id }],
      );
    }
    for (const [name, type, input] of attempts) {
      const answer = await h.gql(
        `mutation M($input: ${type}!) { ${name}(input: $input) { account { id } bankroll { id } errors { code message } } }`,
        { input },
        { token: b },
      );
      expect(answer.body.data[name], `${name} ${String(input.id)}`).toEqual({
        account: null,
        bankroll: null,
        errors: [{ code: 'NOT_FOUND', message: 'Conta não encontrada' }],
      });
    }
    const reset = await h.gql(
      `mutation { resetBankroll(input: { password: "segredo123" }) { errors { message } } }`,
      {},
      {
        token: b,
      },
    );
    expect(reset.body.data.resetBankroll.errors).toEqual([]);
    expect(await aliceState()).toEqual(before);
    expect(before).toMatchObject({ name: 'Da Alice', active: true, totalBalance: '500.00' });
  });
});
