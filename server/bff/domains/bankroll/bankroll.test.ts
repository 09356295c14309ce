import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeId, encodeId } from '../common/global-id.ts';
import {
  signUp,
  startHarness,
  typed,
  type Harness,
  type TypedQuery,
  type UserError,
} from '../../test/harness.ts';
import { DASHBOARD, STATEMENT } from '../../test/bankroll-queries.ts';

let h: Harness;
/** The first betting house, for every account the tests open. */
let bettingHouseId: string;

beforeAll(async () => {
  h = await startHarness();
  const { token } = await signUp(h, 'Casas');
  const houses = await h.gql(
    typed<{ viewer: { bankroll: { bettingHouses: Array<{ id: string }> } } }>(
      `{ viewer { bankroll { bettingHouses { id } } } }`,
    ),
    {},
    { token },
  );
  bettingHouseId = houses.body.data.viewer.bankroll.bettingHouses[0].id;
});
afterAll(() => h.close());
beforeEach(() => {
  h.banca.calls.length = 0;
});

const ACCOUNT =
  'account { id accountId name active bettingHouse { id name } deposits withdrawals availableBalance betLockedBalance totalBalance yieldPercent }';
const PAYLOAD = `errors { code field message } ${ACCOUNT} bankroll { id totals { deposits withdrawals totalBalance yieldPercent } hasInactiveAccounts }`;

const ENTRY = 'entry { id type amount totalBalance variation }';

// The shapes these documents select, as the tests expect them to arrive.
interface Totals {
  deposits: string;
  withdrawals: string;
  totalBalance: string;
  yieldPercent: string;
}
interface Account {
  id: string;
  accountId: number;
  name: string;
  active: boolean;
  bettingHouse: { id: string; name: string };
  totalBalance: string;
}
interface Payload {
  errors: UserError[];
  account: Account;
  bankroll: { id: string; totals: Totals; hasInactiveAccounts: boolean };
  entry: { id: string; type: string; amount: string | null; totalBalance: string; variation: string };
}
interface StatementPage {
  totalCount: number;
  edges: Array<{
    cursor: string;
    node: { id: string; entryId: number; type: string; amount: string | null };
  }>;
  pageInfo: { endCursor: string; hasNextPage: boolean; hasPreviousPage: boolean };
}
interface StatementData {
  viewer: { bankroll: { account: { id: string; statement: StatementPage } } };
}
interface DashboardData {
  viewer: {
    bankroll: { totals: Totals; hasInactiveAccounts: boolean; activeAccounts: { edges: unknown[] } };
  };
}

const m = <N extends string>(name: N, type: string, extra = '') =>
  typed<Record<N, Payload>>(
    `mutation M($input: ${type}!) { ${name}(input: $input) { ${PAYLOAD} ${extra} } }`,
  );

/** A new user of its own for each test, so that the tests run in any order. */
async function newUser(name = 'Carla Banca') {
  const { token } = await signUp(h, name);
  const run = <TData>(query: TypedQuery<TData>, variables: Record<string, unknown> = {}) =>
    h.gql(query, variables, { token });
  const openAccount = async (name = 'Conta Principal') => {
    const created = await run(m('createAccount', 'CreateAccountInput'), { input: { name, bettingHouseId } });
    return created.body.data.createAccount.account.id;
  };
  const move = (kind: 'deposit' | 'withdraw', id: string, amount: string) =>
    run(m(kind, kind === 'deposit' ? 'DepositInput' : 'WithdrawInput', ENTRY), {
      input: { id, amount, idempotencyKey: randomUUID() },
    });
  return { run, openAccount, move };
}

/**
 * A user whose one account has the story the balance tests read: deposits of 100.10 and 0.20, a
 * withdrawal of 30.30, then its balance set to 50.00 available and 40.00 in bets (total 90.00).
 */
async function userWithHistory() {
  const user = await newUser();
  const accountId = await user.openAccount();
  await user.move('deposit', accountId, '100.10');
  await user.move('deposit', accountId, '0.20');
  await user.move('withdraw', accountId, '30.30');
  await user.run(m('updateBalance', 'UpdateBalanceInput'), {
    input: { id: accountId, availableBalance: '50.00', betLockedBalance: '40.00' },
  });
  h.banca.calls.length = 0;
  return { ...user, accountId };
}

describe('bankroll', () => {
  it('lists betting houses and creates an account, validating name and betting house', async () => {
    const { run } = await newUser();
    h.banca.calls.length = 0;
    const HOUSES = typed<{
      viewer: { bankroll: { bettingHouses: Array<{ id: string; bettingHouseId: number; name: string }> } };
    }>(`{ viewer { bankroll { bettingHouses { id bettingHouseId name } } } }`);
    const houses = (await run(HOUSES)).body.data.viewer.bankroll.bettingHouses;
    expect(houses.length).toBeGreaterThan(1);
    expect(houses[0].id).toBe(bettingHouseId);

    const empty = await run(m('createAccount', 'CreateAccountInput'), {
      input: { name: '  ', bettingHouseId: '' },
    });
    expect(empty.body.data.createAccount.errors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'name', message: 'O campo Nome é obrigatório.' },
      { code: 'BAD_USER_INPUT', field: 'bettingHouseId', message: 'Selecione uma casa de apostas.' },
    ]);
    // Text that is no id at all says so, on its field, in the payload as any malformed field.
    const malformed = await run(m('createAccount', 'CreateAccountInput'), {
      input: { name: 'Conta', bettingHouseId: 'x' },
    });
    expect(malformed.body.errors).toBeUndefined();
    expect(malformed.body.data.createAccount.errors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'bettingHouseId', message: 'ID inválido: "x".' },
    ]);
    expect(h.banca.calls.filter((c) => c.method === 'POST')).toEqual([]);

    const created = await run(m('createAccount', 'CreateAccountInput'), {
      input: { name: ' Conta Principal ', bettingHouseId },
    });
    const payload = created.body.data.createAccount;
    expect(payload.errors).toEqual([]);
    expect(payload.account).toMatchObject({
      name: 'Conta Principal',
      active: true,
      totalBalance: '0.00',
      bettingHouse: { id: bettingHouseId },
    });
    expect(payload.bankroll.totals.deposits).toBe('0.00');
  });

  it('refuses a name another of the user’s accounts has with CONFLICT on `name` and the pt-BR message', async () => {
    const { run, openAccount } = await newUser();
    await openAccount('Conta Principal');
    const other = await openAccount('Reserva');
    const conflict = [{ code: 'CONFLICT', field: 'name', message: 'Já existe uma conta com este nome.' }];

    const created = await run(m('createAccount', 'CreateAccountInput'), {
      input: { name: ' conta PRINCIPAL ', bettingHouseId },
    });
    expect(created.body.data.createAccount.errors).toEqual(conflict);
    expect(created.body.data.createAccount.account).toBeNull();

    const renamed = await run(m('updateAccount', 'UpdateAccountInput'), {
      input: { id: other, name: 'Conta Princípal', bettingHouseId },
    });
    expect(renamed.body.data.updateAccount.errors).toEqual(conflict);
    expect(renamed.body.data.updateAccount.account).toBeNull();
  });

  it('deposits exactly once per idempotency key and carries the changed nodes', async () => {
    const { run, openAccount } = await newUser();
    const accountId = await openAccount();
    h.banca.calls.length = 0;
    const key = randomUUID();
    const input = { id: accountId, amount: '100.10', idempotencyKey: key };
    const first = await run(m('deposit', 'DepositInput', ENTRY), { input });
    expect(first.body.data.deposit.errors).toEqual([]);
    expect(first.body.data.deposit.account).toMatchObject({
      deposits: '100.10',
      availableBalance: '100.10',
      totalBalance: '100.10',
    });
    expect(first.body.data.deposit.entry).toMatchObject({
      type: 'DEPOSIT',
      amount: '100.10',
      totalBalance: '100.10',
      variation: '0.00',
    });
    expect(first.body.data.deposit.bankroll.totals).toMatchObject({
      deposits: '100.10',
      totalBalance: '100.10',
    });
    const idempotencyKeys = h.banca.calls
      .filter((c) => c.method === 'PUT')
      .map((c) => c.options.idempotencyKey);
    expect(idempotencyKeys).toEqual([key]);

    const retry = await run(m('deposit', 'DepositInput', ENTRY), { input });
    expect(retry.body.data.deposit.account.totalBalance).toBe('100.10');
    // The same amount written another way is the same request: replayed, not refused as another one.
    const rewritten = await run(m('deposit', 'DepositInput', ENTRY), {
      input: { ...input, amount: ' 0100.1 ' },
    });
    expect(rewritten.body.data.deposit.errors).toEqual([]);
    expect(rewritten.body.data.deposit.account.totalBalance).toBe('100.10');
    // The Banca API refuses the key with another body (IDEMPOTENCY_KEY_REUSED): the form shows it on its field.
    const reused = await run(m('deposit', 'DepositInput'), { input: { ...input, amount: '5.00' } });
    expect(reused.body.data.deposit.errors).toEqual([
      {
        code: 'IDEMPOTENCY_KEY_REUSED',
        field: 'idempotencyKey',
        message: 'Esta chave de idempotência já foi usada em outra requisição.',
      },
    ]);
    expect(reused.body.data.deposit.account).toBeNull();

    const second = await run(m('deposit', 'DepositInput'), {
      input: { id: accountId, amount: '0.20', expectedTotalBalance: '100.30', idempotencyKey: randomUUID() },
    });
    expect(second.body.data.deposit.account.totalBalance).toBe('100.30');
  });

  it('refuses floats, bad keys, stale expected balances and overdrafts with clear errors', async () => {
    const { run, openAccount, move } = await newUser();
    const accountId = await openAccount();
    await move('deposit', accountId, '100.30');
    const float = await run(m('deposit', 'DepositInput'), {
      input: { id: accountId, amount: 10.5, idempotencyKey: randomUUID() },
    });
    expect(float.body.data).toBeUndefined();
    expect(float.body.errors?.[0].message).toContain('Valor inválido: use um texto decimal com ponto');
    // A well-written amount out of range is told the range, as the Banca API tells it.
    for (const [amount, message] of [
      ['1000000000.00', 'O valor máximo é R$\u00a0999.999.999,99.'],
      ['-1.00', 'O valor não pode ser negativo.'],
      ['1,50', 'Valor inválido: use um texto decimal com ponto'],
    ]) {
      const refused = await run(m('deposit', 'DepositInput'), {
        input: { id: accountId, amount, idempotencyKey: randomUUID() },
      });
      expect(refused.body.errors?.[0].extensions?.code, amount).toBe('BAD_USER_INPUT');
      expect(refused.body.errors?.[0].message, amount).toContain(message);
    }
    // "-0" is zero, not negative: refused as "0" is, by the Banca API, in the payload.
    const zeroes = [];
    for (const amount of ['-0', '0', '-0.00'])
      zeroes.push(
        (
          await run(m('deposit', 'DepositInput'), {
            input: { id: accountId, amount, idempotencyKey: randomUUID() },
          })
        ).body.data.deposit.errors,
      );
    expect(zeroes[0]).toEqual([
      { code: 'BAD_USER_INPUT', field: 'amount', message: 'O valor deve ser maior que zero.' },
    ]);
    expect(zeroes.slice(1)).toEqual([zeroes[0], zeroes[0]]);
    // A literal in the document is refused as the same variable is, quoted and located.
    const line = `  deposit(input: { id: "${accountId}", amount: "1e3", idempotencyKey: "${randomUUID()}" }) { errors { code } }`;
    const literal = await run(typed<Record<string, unknown>>(`mutation {\n${line}\n}`));
    expect(literal.body.errors).toEqual([
      {
        message:
          'Esperava um valor do tipo "Money", encontrou "1e3"; Valor inválido: use um texto decimal com ponto e até duas casas, por exemplo "1234.56".',
        locations: [{ line: 2, column: line.indexOf('"1e3"') + 1 }],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    const callsBefore = h.banca.calls.length;
    for (const idempotencyKey of ['', 'chave com espaço', 'k'.repeat(201)]) {
      const badKey = await run(m('deposit', 'DepositInput'), {
        input: { id: accountId, amount: '1.00', idempotencyKey },
      });
      expect(badKey.body.data.deposit.errors[0], idempotencyKey).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'idempotencyKey',
      });
    }
    // The key follows the Banca API's rule (server/idempotency-key.ts): refused before any upstream call.
    expect(h.banca.calls.length).toBe(callsBefore);
    const stale = await run(m('withdraw', 'WithdrawInput'), {
      input: { id: accountId, amount: '1.00', expectedTotalBalance: '5.00', idempotencyKey: randomUUID() },
    });
    expect(stale.body.data.withdraw.errors).toEqual([
      {
        code: 'CONFLICT',
        field: 'expectedTotalBalance',
        message: 'O saldo da conta mudou. Atualize a página e tente novamente.',
      },
    ]);
    const overdraft = await run(m('withdraw', 'WithdrawInput'), {
      input: { id: accountId, amount: '1000.00', idempotencyKey: randomUUID() },
    });
    expect(overdraft.body.data.withdraw.errors[0].message).toBe(
      'Saldo disponível insuficiente para a retirada.',
    );
    expect(overdraft.body.data.withdraw.account).toBeNull();
  });

  it('withdraws, updates the balance and shows the statement newest first', async () => {
    const { run, openAccount, move } = await newUser();
    const accountId = await openAccount();
    await move('deposit', accountId, '100.10');
    await move('deposit', accountId, '0.20');
    const out = await run(m('withdraw', 'WithdrawInput', ENTRY), {
      input: { id: accountId, amount: '30.30', idempotencyKey: randomUUID() },
    });
    expect(out.body.data.withdraw.account).toMatchObject({ withdrawals: '30.30', totalBalance: '70.00' });
    // Typed over balances read before the withdrawal: refused on the field whose balance changed.
    const stale = await run(m('updateBalance', 'UpdateBalanceInput'), {
      input: {
        id: accountId,
        availableBalance: '50.00',
        betLockedBalance: '40.00',
        previousAvailableBalance: '100.30',
        previousBetLockedBalance: '0',
      },
    });
    expect(stale.body.data.updateBalance.errors).toEqual([
      {
        code: 'CONFLICT',
        field: 'previousAvailableBalance',
        message: 'O saldo da conta mudou. Atualize a página e tente novamente.',
      },
    ]);
    const update = await run(m('updateBalance', 'UpdateBalanceInput', ENTRY), {
      input: {
        id: accountId,
        availableBalance: '50.00',
        betLockedBalance: '40.00',
        previousAvailableBalance: '70.00',
        previousBetLockedBalance: '0.00',
      },
    });
    expect(update.body.data.updateBalance.account).toMatchObject({
      totalBalance: '90.00',
      yieldPercent: '19.94',
    });
    expect(update.body.data.updateBalance.entry).toMatchObject({
      type: 'BALANCE_UPDATE',
      amount: null,
      variation: '20.00',
    });

    h.banca.calls.length = 0;
    const statement = await run(typed<StatementData>(STATEMENT), { id: accountId });
    expect(statement.body.errors).toBeUndefined();
    const entries = statement.body.data.viewer.bankroll.account.statement.edges.map((e) => e.node);
    expect(entries.map((e) => e.type)).toEqual(['BALANCE_UPDATE', 'WITHDRAW', 'DEPOSIT', 'DEPOSIT']);
    // Minimum upstream calls: the user (viewer) and the statement, each once.
    const rawId =
      statement.body.data.viewer.bankroll.account.id === accountId ? decodeId(accountId).id : 'mismatch';
    expect(h.banca.calls.map((c) => c.path).sort()).toEqual([`/account/statement/${rawId}`, '/user']);
    // The entry node resolves by its global id.
    const node = await run(
      typed<{ node: { id: string; type: string; amount: string | null } | null }>(
        `query N($id: ID!) { node(id: $id) { id ... on StatementEntry { type amount } } }`,
      ),
      { id: entries[1].id },
    );
    expect(node.body.data.node).toMatchObject({ type: 'WITHDRAW', amount: '30.30' });
    // Its parts are read as every id is: leading zeros aside, however many (docs/GRAPHQL.md).
    const [entryAccount, entryId] = decodeId(entries[1].id).id.split('.');
    const padded = await run(
      typed<{ node: { type: string } | null }>(
        `query N($id: ID!) { node(id: $id) { ... on StatementEntry { type } } }`,
      ),
      { id: encodeId('StatementEntry', `${'0'.repeat(16)}${entryAccount}.${'0'.repeat(16)}${entryId}`) },
    );
    expect(padded.body.data.node).toMatchObject({ type: 'WITHDRAW' });
  });

  it('pages the statement with keyset cursors: entries written meanwhile never come back twice', async () => {
    const PAGE =
      typed<StatementData>(`query P($id: ID!, $first: Int, $after: String) { viewer { bankroll { account(id: $id) {
      statement(first: $first, after: $after) {
        totalCount edges { cursor node { entryId amount } } pageInfo { endCursor hasNextPage hasPreviousPage }
      } } } } }`);
    const user = await signUp(h, 'Paginação');
    const as = <TData>(q: TypedQuery<TData>, v: Record<string, unknown>) =>
      h.gql(q, v, { token: user.token });
    const created = await as(m('createAccount', 'CreateAccountInput'), {
      input: { name: 'Páginas', bettingHouseId },
    });
    const id = created.body.data.createAccount.account.id;
    const deposit = (amount: string) =>
      as(m('deposit', 'DepositInput', ENTRY), { input: { id, amount, idempotencyKey: randomUUID() } });
    for (const amount of ['1.00', '2.00', '3.00', '4.00']) await deposit(amount);
    const page = async (first: number, after?: string) => {
      const answer = await as(PAGE, { id, first, after });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data.viewer.bankroll.account.statement;
    };
    const first = await page(2);
    expect(first.totalCount).toBe(4);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const seen = first.edges.map((e) => e.node.entryId);

    await deposit('5.00');
    h.banca.calls.length = 0;
    const second = await page(2, first.pageInfo.endCursor);
    expect(second.totalCount).toBe(5);
    const next = second.edges.map((e) => e.node.entryId);
    expect(next).toHaveLength(2);
    expect(next.filter((id) => seen.includes(id))).toEqual([]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    // A later page is one bounded upstream call for exactly the page asked for.
    expect(h.banca.calls.map((c) => c.path)).toContainEqual(
      expect.stringMatching(/^\/account\/statement\/\d+\?limit=2&cursor=[A-Za-z0-9_-]+$/),
    );
    // Any edge's cursor continues the list, not only the last one.
    const fromFirstEdge = await page(1, first.edges[0].cursor);
    expect(fromFirstEdge.edges[0].node.entryId).toBe(seen[1]);
  });

  it('answers BAD_USER_INPUT for a malformed or foreign statement cursor (HTTP 200: the answer has data)', async () => {
    const { run, openAccount } = await newUser();
    const accountId = await openAccount();
    const PAGE =
      typed<StatementData>(`query P($id: ID!, $after: String, $last: Int) { viewer { bankroll { account(id: $id) {
      statement(first: 2, after: $after, last: $last) { edges { cursor } } } } } }`);
    // Another user's entry: a cursor this account never gave out.
    const other = await signUp(h, 'Outra Pessoa');
    const as = <TData>(q: TypedQuery<TData>, v: Record<string, unknown>) =>
      h.gql(q, v, { token: other.token });
    const created = await as(m('createAccount', 'CreateAccountInput'), {
      input: { name: 'Outra', bettingHouseId },
    });
    const otherId = created.body.data.createAccount.account.id;
    await as(m('deposit', 'DepositInput', ENTRY), {
      input: { id: otherId, amount: '1.00', idempotencyKey: randomUUID() },
    });
    const foreign = (await as(PAGE, { id: otherId })).body.data.viewer.bankroll.account.statement.edges[0]
      .cursor;
    const offset = Buffer.from('OffsetConnection:1').toString('base64');
    for (const after of [
      'lixo',
      '',
      '%%%',
      offset,
      Buffer.from('StatementEntry:abc').toString('base64url'),
      foreign,
    ]) {
      const answer = await run(PAGE, { id: accountId, after });
      // The field fails, not the request (GraphQL over HTTP: an answer with `data` is 200).
      expect(answer.status, after).toBe(200);
      expect(answer.body.data.viewer.bankroll.account, after).toBeNull();
      expect(answer.body.errors?.[0].extensions.code, after).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0].message).toMatch(/^Cursor inválido/);
    }
    const backward = await run(PAGE, { id: accountId, last: 2 });
    expect(backward.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('loads the dashboard with exactly one call per distinct resource', async () => {
    const { run } = await userWithHistory();
    const answer = await run(typed<DashboardData>(DASHBOARD));
    expect(answer.body.errors).toBeUndefined();
    const bankroll = answer.body.data.viewer.bankroll;
    expect(bankroll.activeAccounts.edges).toHaveLength(1);
    expect(bankroll.totals).toEqual({
      deposits: '100.30',
      withdrawals: '30.30',
      totalBalance: '90.00',
      yieldPercent: '19.94',
    });
    expect(bankroll.hasInactiveAccounts).toBe(false);
    expect(h.banca.calls.map((c) => c.path).sort()).toEqual(
      ['/account/balance/0', '/account/balance/1', '/bets', '/user'].sort(),
    );
  });

  it('hides, lists inactive, reactivates and renames accounts', async () => {
    const { run, openAccount } = await newUser();
    const accountId = await openAccount();
    const hidden = await run(m('hideAccount', 'HideAccountInput'), { input: { id: accountId } });
    expect(hidden.body.data.hideAccount.account.active).toBe(false);
    expect(hidden.body.data.hideAccount.bankroll.hasInactiveAccounts).toBe(true);
    type Edges = { edges: Array<{ node: { id: string; name?: string } }> };
    const lists = await run(
      typed<{ viewer: { bankroll: { activeAccounts: Edges; inactiveAccounts: Edges } } }>(
        `{ viewer { bankroll { activeAccounts { edges { node { id } } } inactiveAccounts { edges { node { id name } } } } } }`,
      ),
    );
    expect(lists.body.data.viewer.bankroll.activeAccounts.edges).toEqual([]);
    expect(lists.body.data.viewer.bankroll.inactiveAccounts.edges[0].node.id).toBe(accountId);

    const back = await run(m('reactivateAccount', 'ReactivateAccountInput'), { input: { id: accountId } });
    expect(back.body.data.reactivateAccount.account.active).toBe(true);
    expect(back.body.data.reactivateAccount.bankroll.hasInactiveAccounts).toBe(false);

    const renamed = await run(m('updateAccount', 'UpdateAccountInput'), {
      input: { id: accountId, name: 'Reserva', bettingHouseId },
    });
    expect(renamed.body.data.updateAccount.account.name).toBe('Reserva');
    const missing = await run(m('updateAccount', 'UpdateAccountInput'), {
      input: { id: '999999', name: 'X', bettingHouseId },
    });
    expect(missing.body.data.updateAccount.errors).toEqual([
      { code: 'NOT_FOUND', field: 'id', message: 'Conta não encontrada' },
    ]);
  });

  it('resets the bankroll only with the right password', async () => {
    const { run, openAccount } = await newUser();
    await openAccount();
    const RESET = typed<{ resetBankroll: { message: string | null; errors: UserError[] } }>(
      `mutation R($input: ResetBankrollInput!) { resetBankroll(input: $input) { message errors { code field message } bankroll { activeAccounts { edges { node { id } } } } } }`,
    );
    const wrong = await run(RESET, { input: { password: 'errada999' } });
    expect(wrong.body.data.resetBankroll.errors).toEqual([
      { code: 'FORBIDDEN', field: 'password', message: 'Senha incorreta.' },
    ]);
    const empty = await run(RESET, { input: { password: '' } });
    expect(empty.body.data.resetBankroll.errors[0].message).toBe('Por favor, insira sua senha.');
    const ok = await run(RESET, { input: { password: 'segredo123' } });
    expect(ok.body.data.resetBankroll).toEqual({
      message: 'Contas resetadas com sucesso!',
      errors: [],
      bankroll: { activeAccounts: { edges: [] } },
    });
  });
});
