import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId, encodeId } from './domains/common/global-id.ts';
import { STATEMENT } from './test/bankroll-queries.ts';
import { signUp, startHarness, typed, type Harness } from './test/harness.ts';

/**
 * User B holds every id of user A, global and raw, and tries every field and mutation that touches user
 * data. B must read nothing of A's and change nothing.
 */
let h: Harness;
let a: string;
let b: string;
const ids = { account: '', rawAccount: '', user: '', bankroll: '', entry: '', bettingHouse: '' };

interface AccountState {
  name: string;
  active: boolean;
  totalBalance: string;
}
const ALICE_STATEMENT = typed<{ viewer: { bankroll: { account: AccountState | null } } }>(STATEMENT);
// Asymmetric matchers are typed `any`; as `unknown` they match without leaking it.
const anyCost: unknown = expect.any(Object);

beforeAll(async () => {
  h = await startHarness();
  a = (await signUp(h, 'Alice')).token;
  b = (await signUp(h, 'Bruno')).token;
  const me = (
    await h.gql<{ viewer: { id: string; bankroll: { id: string; bettingHouses: Array<{ id: string }> } } }>(
      `{ viewer { id bankroll { id bettingHouses { id } } } }`,
      {},
      { token: a },
    )
  ).body.data.viewer;
  ids.user = me.id;
  ids.bankroll = me.bankroll.id;
  ids.bettingHouse = me.bankroll.bettingHouses[0].id;
  const created = await h.gql<{ createAccount: { account: { id: string } } }>(
    `mutation { createAccount(input: { name: "Da Alice", bettingHouseId: "${ids.bettingHouse}" }) { account { id } } }`,
    {},
    { token: a },
  );
  ids.account = created.body.data.createAccount.account.id;
  ids.rawAccount = decodeId(ids.account).id;
  const deposit = await h.gql<{ deposit: { entry: { id: string } } }>(
    `mutation D($input: DepositInput!) { deposit(input: $input) { entry { id } } }`,
    { input: { id: ids.account, amount: '500.00', idempotencyKey: randomUUID() } },
    { token: a },
  );
  ids.entry = deposit.body.data.deposit.entry.id;
});
afterAll(() => h.close());

async function aliceState() {
  const answer = await h.gql(ALICE_STATEMENT, { id: ids.account }, { token: a });
  return answer.body.data.viewer.bankroll.account;
}

describe('authorization matrix', () => {
  it('node and nodes resolve none of A’s objects for B, whatever the id form', async () => {
    const all = [ids.account, ids.user, ids.bankroll, ids.entry, encodeId('Account', ids.rawAccount)];
    for (const id of all) {
      const answer = await h.gql<unknown>(`query N($id: ID!) { node(id: $id) { id } }`, { id }, { token: b });
      expect(answer.body, id).toEqual({ data: { node: null }, extensions: { cost: anyCost } });
    }
    const NODES = typed<{ nodes: Array<{ id: string } | null> }>(
      `query N($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
    );
    const many = await h.gql(NODES, { ids: all }, { token: b });
    expect(many.body).toEqual({
      data: { nodes: all.map(() => null) },
      extensions: { cost: anyCost },
    });
    // A sees her own through the very same ids.
    const own = await h.gql(NODES, { ids: all }, { token: a });
    expect(own.body.data.nodes.map((n) => n?.id)).toEqual(all);
  });

  it('root fields answer null or empty for B', async () => {
    for (const id of [ids.account, ids.rawAccount]) {
      const answer = await h.gql(ALICE_STATEMENT, { id }, { token: b });
      expect(answer.body.data.viewer.bankroll.account).toBeNull();
    }
    const lists = await h.gql<{ viewer: { bankroll: unknown } }>(
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
        ['updateAccount', 'UpdateAccountInput', { id, name: 'Do Bruno', bettingHouseId: ids.bettingHouse }],
        ['updateBalance', 'UpdateBalanceInput', { id, availableBalance: '0.00', betLockedBalance: '0.00' }],
        ['deposit', 'DepositInput', { id, amount: '1.00', idempotencyKey: randomUUID() }],
        ['withdraw', 'WithdrawInput', { id, amount: '1.00', idempotencyKey: randomUUID() }],
        ['hideAccount', 'HideAccountInput', { id }],
        ['reactivateAccount', 'ReactivateAccountInput', { id }],
      );
    }
    for (const [name, type, input] of attempts) {
      const answer = await h.gql<Record<string, unknown>>(
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
    const reset = await h.gql<{ resetBankroll: { errors: unknown[] } }>(
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
