import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  newAccount,
  newUser,
  noteSkippedPostgres,
  startTestApi,
  type TestApi,
} from '../test/harness.ts';
import type { AccountAnswer, Bet, DailyAnswer, ListAnswer, StatementAnswer } from '../test/answers.ts';

noteSkippedPostgres('bankroll');

// Asymmetric matchers are typed `any`; as `unknown` they match without leaking it.
const anyNumber: unknown = expect.any(Number);
const isoTimestamp: unknown = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const isoDate: unknown = expect.stringMatching(/^\d{4}-\d\d-\d\d$/);
const opaqueCursor: unknown = expect.stringMatching(/^[A-Za-z0-9_-]+$/);

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`bankroll endpoints (${backend.name})`, () => {
    let api: TestApi;
    let token: string;
    let otherToken: string;
    let betIds: number[];

    beforeAll(async () => {
      api = await startTestApi(backend);
      ({ token } = await newUser(api));
      ({ token: otherToken } = await newUser(api));
      betIds = (await api.call<Bet[]>('GET', '/bets')).body.map((b) => b.id);
    });
    afterAll(async () => {
      await api?.dispose();
    });

    it('GET /bets lists the Brazilian betting houses by name', async () => {
      const answer = await api.call<Bet[]>('GET', '/bets');
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThanOrEqual(14);
      const names = answer.body.map((b) => b.name);
      expect(names).toEqual(
        expect.arrayContaining(['Bet365', 'Betano', 'Sportingbet', 'Betfair', 'Superbet', 'KTO']),
      );
      expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('POST /accounts creates an account with zero balances; validates name and bet', async () => {
      const created = await api.call<AccountAnswer>('POST', '/accounts', {
        token,
        json: { name: '  Minha Conta  ', bet_id: betIds[0] },
      });
      expect(created.status).toBe(201);
      expect(created.body.account).toMatchObject({
        account_name: 'Minha Conta',
        bet_id: betIds[0],
        active: true,
        deposits: '0.00',
        withdrawals: '0.00',
        available_balance: '0.00',
        bet_locked_balance: '0.00',
        total_balance: '0.00',
        final_balance: '0.00',
        yield_percent: '0.00',
      });
      expect(typeof created.body.account.bet_name).toBe('string');

      for (const [json, field, message] of [
        [{ bet_id: betIds[0] }, 'name', 'O campo Nome é obrigatório.'],
        [{ name: '   ', bet_id: betIds[0] }, 'name', 'O campo Nome é obrigatório.'],
        [{ name: 'x'.repeat(101), bet_id: betIds[0] }, 'name', 'O nome deve ter no máximo 100 caracteres.'],
        [{ name: 'Conta' }, 'bet_id', 'Selecione uma casa de apostas.'],
        [{ name: 'Conta', bet_id: 999_999 }, 'bet_id', 'Selecione uma casa de apostas.'],
        [{ name: 'Conta', bet_id: 'abc' }, 'bet_id', 'Selecione uma casa de apostas.'],
      ] as const) {
        const answer = await api.call<AccountAnswer>('POST', '/accounts', { token, json });
        expect(answer.status, JSON.stringify(json)).toBe(422);
        expect(answer.body.errors?.[field]).toContain(message);
      }
    });

    it('PUT /accounts/{id} renames and moves the account; another user gets 404', async () => {
      const id = await newAccount(api, token, 'Antes');
      const ok = await api.call<AccountAnswer>('PUT', `/accounts/${id}`, {
        token,
        json: { id, name: 'Depois', bet_id: betIds[1] },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.account).toMatchObject({ account_id: id, account_name: 'Depois', bet_id: betIds[1] });
      const mismatch = await api.call<AccountAnswer>('PUT', `/accounts/${id}`, {
        token,
        json: { id: id + 1, name: 'X', bet_id: betIds[1] },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.message).toBe('O id do corpo não confere com o da URL.');
      const empty = await api.call<AccountAnswer>('PUT', `/accounts/${id}`, {
        token,
        json: { name: '', bet_id: betIds[1] },
      });
      expect(empty.body.message).toBe('O campo Nome é obrigatório.');
      const foreign = await api.call<AccountAnswer>('PUT', `/accounts/${id}`, {
        token: otherToken,
        json: { name: 'Roubo', bet_id: betIds[1] },
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Conta não encontrada');
      const unknown = await api.call<AccountAnswer>('PUT', '/accounts/999999', {
        token,
        json: { name: 'X', bet_id: betIds[1] },
      });
      expect(unknown.status).toBe(404);
    });

    it('refuses a name another of the user’s accounts has (409 ACCOUNT_NAME_TAKEN), whatever its case, accents, spaces or invisible characters', async () => {
      const { token: own } = await newUser(api);
      const first = await newAccount(api, own, 'Bet Principal');
      const hidden = await newAccount(api, own, 'Reserva Antiga');
      await api.call<AccountAnswer>('GET', `/account/inactived/${hidden}`, { token: own });
      const taken = (message: string) => ({
        message,
        code: 'ACCOUNT_NAME_TAKEN',
        errors: { name: [message] },
      });
      const active = 'Já existe uma conta com este nome.';
      const inactive = 'Já existe uma conta com este nome entre as Contas Inativas.';

      for (const [name, message] of [
        ['Bet Principal', active],
        ['  bet principal ', active],
        ['BÉT PRÍNCIPAL', active],
        // What reads the same on screen: a no-break space, two spaces, an invisible character.
        ['Bet\u00a0Principal', active],
        ['Bet  Principal', active],
        ['Bet Prin\u200bcipal', active],
        ['Bet \u200ePrincipal', active],
        ['Ｂｅｔ Principal', active],
        ['reserva antiga', inactive],
      ] as const) {
        const answer = await api.call<unknown>('POST', '/accounts', {
          token: own,
          json: { name, bet_id: betIds[1] },
        });
        expect(answer.status, name).toBe(409);
        expect(answer.body, name).toEqual(taken(message));
      }
      // Renaming onto another account's name is refused too, and changes nothing.
      const second = await newAccount(api, own, 'Segunda');
      const rename = await api.call<unknown>('PUT', `/accounts/${second}`, {
        token: own,
        json: { name: 'Bet Príncipal', bet_id: betIds[0] },
      });
      expect(rename.status).toBe(409);
      expect(rename.body).toEqual(taken(active));
      const listed = await api.call<ListAnswer>('GET', '/account/balance/1', { token: own });
      expect(listed.body.result.map((a) => a.account_name)).toEqual(['Bet Principal', 'Segunda']);

      // An account keeps its own name (in another case too) while its house changes.
      const same = await api.call<AccountAnswer>('PUT', `/accounts/${first}`, {
        token: own,
        json: { name: 'BET PRINCIPAL', bet_id: betIds[1] },
      });
      expect(same.status).toBe(200);
      expect(same.body.account).toMatchObject({ account_name: 'BET PRINCIPAL', bet_id: betIds[1] });
      // Names are per user: another user may use the same one.
      expect(await newAccount(api, otherToken, 'Bet Principal')).toEqual(anyNumber);
      // Two requests at once for one new name: exactly one account is made.
      const both = await Promise.all(
        [0, 1].map(() =>
          api.call<AccountAnswer>('POST', '/accounts', {
            token: own,
            json: { name: 'Simultânea', bet_id: betIds[0] },
          }),
        ),
      );
      expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
    });

    it('deposit, withdraw and balance update keep the ledger consistent and the statement explains it', async () => {
      const id = await newAccount(api, token, 'Ledger');
      const dep = await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
        token,
        json: { id, amount: '1000.00', total_balance: '1000.00' },
      });
      expect(dep.status).toBe(200);
      expect(dep.body.account).toMatchObject({
        deposits: '1000.00',
        available_balance: '1000.00',
        total_balance: '1000.00',
      });
      expect(dep.body.entry).toMatchObject({
        type: 'deposit',
        amount: '1000.00',
        variation: '0.00',
        total_balance: '1000.00',
      });

      // A JSON number with two decimals is read exactly (0.1 + 0.2 style drift would show here).
      const dep2 = await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
        token,
        body: '{"amount": 0.10}',
        headers: { 'content-type': 'application/json' },
      });
      expect(dep2.body.account.available_balance).toBe('1000.10');
      const dep3 = await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
        token,
        body: '{"amount": 0.20}',
        headers: { 'content-type': 'application/json' },
      });
      expect(dep3.body.account.available_balance).toBe('1000.30');

      const wd = await api.call<AccountAnswer>('PUT', `/account/withdraw/${id}`, {
        token,
        json: { amount: '100.30', total_balance: '900.00' },
      });
      expect(wd.status).toBe(200);
      expect(wd.body.account).toMatchObject({ withdrawals: '100.30', available_balance: '900.00' });
      expect(wd.body.entry).toMatchObject({ type: 'withdraw', amount: '100.30', variation: '0.00' });

      const upd = await api.call<AccountAnswer>('POST', `/account/balance/${id}`, {
        token,
        json: { id, available_balance: 700.5, bet_locked_balance: '325.00' },
      });
      expect(upd.status).toBe(200);
      // 1025.50 now, 1000.30 deposited, 100.30 withdrawn: (1025.50 + 100.30 − 1000.30) / 1000.30 = 12.546…%.
      expect(upd.body.account).toMatchObject({
        available_balance: '700.50',
        bet_locked_balance: '325.00',
        total_balance: '1025.50',
        final_balance: '1025.50',
        yield_percent: '12.55',
      });
      expect(upd.body.entry).toMatchObject({ type: 'update balance', amount: null, variation: '125.50' });

      const down = await api.call<AccountAnswer>('POST', `/account/balance/${id}`, {
        token,
        json: { available_balance: '500', bet_locked_balance: 0 },
      });
      expect(down.body.entry.variation).toBe('-525.50');
      expect(down.body.account.yield_percent).toBe('-39.99');

      const statement = await api.call<StatementAnswer>('GET', `/account/statement/${id}`, { token });
      expect(statement.status).toBe(200);
      expect(statement.body.account).toMatchObject({ account_id: id, account_name: 'Ledger' });
      expect(statement.body).toMatchObject({ next_cursor: null, total: 6 });
      const rows = statement.body.statement;
      expect(rows.map((r) => r.type)).toEqual([
        'update balance',
        'update balance',
        'withdraw',
        'deposit',
        'deposit',
        'deposit',
      ]);
      expect(rows[0]).toEqual({
        id: anyNumber,
        created_at: isoTimestamp,
        available_balance: '500.00',
        bet_locked_balance: '0.00',
        total_balance: '500.00',
        variation: '-525.50',
        type: 'update balance',
        amount: null,
      });
    });

    it('GET /account/statement/{id} pages with keyset cursors: nothing twice when entries arrive meanwhile', async () => {
      const id = await newAccount(api, token, 'Paginada');
      const deposit = (amount: string) =>
        api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, { token, json: { amount } });
      for (let n = 1; n <= 7; n += 1) expect((await deposit(`${n}.00`)).status).toBe(200);
      const page = (query: string) =>
        api.call<StatementAnswer>('GET', `/account/statement/${id}?${query}`, { token });

      const first = await page('limit=3');
      expect(first.status).toBe(200);
      expect(first.body.statement.map((e) => e.amount)).toEqual(['7.00', '6.00', '5.00']);
      expect(first.body.total).toBe(7);
      expect(first.body.next_cursor).toEqual(opaqueCursor);

      // Two entries written between pages: with offsets the next page would repeat 5.00 and 4.00.
      await deposit('8.00');
      await deposit('9.00');
      const second = await page(`limit=3&cursor=${first.body.next_cursor}`);
      expect(second.body.statement.map((e) => e.amount)).toEqual(['4.00', '3.00', '2.00']);
      expect(second.body.total).toBe(9);
      const last = await page(`limit=3&cursor=${second.body.next_cursor}`);
      expect(last.body.statement.map((e) => e.amount)).toEqual(['1.00']);
      expect(last.body.next_cursor).toBeNull();

      // An exact fit says there is no next page rather than sending the client to an empty one.
      const exact = await page('limit=9');
      expect(exact.body.statement).toHaveLength(9);
      expect(exact.body.next_cursor).toBeNull();
      // Without limit: one default page (100), SPEC's shape with the two additions.
      const whole = await page('');
      expect(Object.keys(whole.body).sort()).toEqual(['account', 'next_cursor', 'statement', 'total']);
      expect(whole.body.statement).toHaveLength(9);
    });

    it('GET /account/statement/{id} refuses a malformed limit (422) or cursor (400) with a code', async () => {
      const id = await newAccount(api, token, 'Cursores');
      const other = await newAccount(api, token, 'Outra');
      for (const n of [1, 2]) {
        await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
          token,
          json: { amount: `${n}.00` },
        });
        await api.call<AccountAnswer>('PUT', `/account/deposit/${other}`, {
          token,
          json: { amount: `${n}.00` },
        });
      }
      const otherCursor = (
        await api.call<StatementAnswer>('GET', `/account/statement/${other}?limit=1`, { token })
      ).body.next_cursor;
      if (!otherCursor) throw new Error('the other account has a second page');
      for (const limit of ['0', '101', '-1', '1.5', 'abc', '1e2', '9999999999']) {
        const answer = await api.call<StatementAnswer>('GET', `/account/statement/${id}?limit=${limit}`, {
          token,
        });
        expect(answer.status, limit).toBe(422);
        expect(answer.body).toEqual({
          message: 'O limite deve ser um número inteiro entre 1 e 100.',
          errors: { limit: ['O limite deve ser um número inteiro entre 1 e 100.'] },
          code: 'INVALID_LIMIT',
        });
      }
      for (const cursor of [
        'lixo',
        '%00',
        'x'.repeat(500),
        Buffer.from('entry:abc').toString('base64url'),
        Buffer.from('entry:999999999').toString('base64url'),
        // Past the bigint column of an entry's id: refused, never a database error.
        Buffer.from('entry:9223372036854775808').toString('base64url'),
        otherCursor,
      ]) {
        const answer = await api.call<StatementAnswer>(
          'GET',
          `/account/statement/${id}?cursor=${encodeURIComponent(cursor)}`,
          {
            token,
          },
        );
        expect(answer.status, cursor).toBe(400);
        expect(answer.body.code).toBe('INVALID_CURSOR');
        expect(answer.body.message).toBe(
          'Cursor de paginação inválido. Recarregue o extrato desde o início.',
        );
      }
      // Another user's account stays a 404, cursor or not.
      const foreign = await api.call<StatementAnswer>(
        'GET',
        `/account/statement/${id}?cursor=${otherCursor}`,
        {
          token: otherToken,
        },
      );
      expect(foreign.status).toBe(404);
    });

    it('GET /account/statement/{id}/daily gives the last total balance of each São Paulo day', async () => {
      const id = await newAccount(api, token, 'Diária');
      await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, { token, json: { amount: '10.00' } });
      await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, { token, json: { amount: '5.00' } });
      const answer = await api.call<DailyAnswer>('GET', `/account/statement/${id}/daily`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        account_id: id,
        daily: [{ date: isoDate, total_balance: '15.00' }],
      });
      expect(
        (await api.call<DailyAnswer>('GET', `/account/statement/${id}/daily`, { token: otherToken })).status,
      ).toBe(404);
    });

    it('refuses an overdraft (422), a stale total_balance (409) and non-positive amounts, changing nothing', async () => {
      const id = await newAccount(api, token, 'Recusas');
      await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, { token, json: { amount: '50.00' } });
      const over = await api.call<AccountAnswer>('PUT', `/account/withdraw/${id}`, {
        token,
        json: { amount: '50.01' },
      });
      expect(over.status).toBe(422);
      expect(over.body.message).toBe('Saldo disponível insuficiente para a retirada.');
      const stale = await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
        token,
        json: { amount: '10.00', total_balance: '70.00' },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe('O saldo da conta mudou. Atualize a página e tente novamente.');
      const staleOut = await api.call<AccountAnswer>('PUT', `/account/withdraw/${id}`, {
        token,
        json: { amount: '10.00', total_balance: '50.00' },
      });
      expect(staleOut.status).toBe(409);
      for (const amount of ['0', '-5', '0.00']) {
        const answer = await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
          token,
          json: { amount },
        });
        expect(answer.status).toBe(422);
        expect(answer.body.errors?.amount).toEqual(['O valor deve ser maior que zero.']);
      }
      const negative = await api.call<AccountAnswer>('POST', `/account/balance/${id}`, {
        token,
        json: { available_balance: '-1', bet_locked_balance: '0' },
      });
      expect(negative.status).toBe(422);
      expect(negative.body.errors?.available_balance).toEqual(['O valor não pode ser negativo.']);
      // A total past the largest amount: a deposit that would pass it, or two reported balances that do.
      const tooBig = 'O saldo da conta não pode passar de R$\u00a0999.999.999,99.';
      const pastMaximum = await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
        token,
        json: { amount: '999999999.99' },
      });
      expect(pastMaximum.status).toBe(422);
      expect(pastMaximum.body.errors?.amount).toEqual([tooBig]);
      const sumPastMaximum = await api.call<AccountAnswer>('POST', `/account/balance/${id}`, {
        token,
        json: { available_balance: '999999999.99', bet_locked_balance: '0.01' },
      });
      expect(sumPastMaximum.status).toBe(422);
      expect(sumPastMaximum.body.errors?.available_balance).toEqual([tooBig]);
      const statement = await api.call<StatementAnswer>('GET', `/account/statement/${id}`, { token });
      expect(statement.body.statement).toHaveLength(1);
      expect(statement.body.account.available_balance).toBe('50.00');
    });

    it('refuses a balance update typed over balances that changed since the client read them (409)', async () => {
      const id = await newAccount(api, token, 'Duas abas');
      // Read at 0.00 / 0.00; a deposit comes in from elsewhere before the update is sent.
      await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, { token, json: { amount: '100.00' } });
      const stale = await api.call<AccountAnswer>('POST', `/account/balance/${id}`, {
        token,
        json: {
          available_balance: '0',
          bet_locked_balance: '5.00',
          previous_available_balance: '0.00',
          previous_bet_locked_balance: '0.00',
        },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.errors).toEqual({
        previous_available_balance: ['O saldo da conta mudou. Atualize a página e tente novamente.'],
      });
      // Read again, the same update goes through.
      const update = {
        available_balance: '100.00',
        bet_locked_balance: '5.00',
        previous_available_balance: '100.00',
        previous_bet_locked_balance: '0',
      };
      const fresh = await api.call<AccountAnswer>('POST', `/account/balance/${id}`, { token, json: update });
      expect(fresh.status).toBe(200);
      // Its retry (the first answer lost) finds the balances it asks for: set again, not refused.
      const retry = await api.call<AccountAnswer>('POST', `/account/balance/${id}`, { token, json: update });
      expect(retry.status).toBe(200);
      // Both read balances stale: both named.
      const bothStale = await api.call<AccountAnswer>('POST', `/account/balance/${id}`, {
        token,
        json: {
          ...update,
          available_balance: '1.00',
          previous_bet_locked_balance: '1.00',
          previous_available_balance: '1.00',
        },
      });
      expect(Object.keys(bothStale.body.errors ?? {}).sort()).toEqual([
        'previous_available_balance',
        'previous_bet_locked_balance',
      ]);
      // A balance read past what a client may set (winnings can take it there) is a reading, not refused as
      // too large: here it is only stale.
      const large = await api.call<AccountAnswer>('POST', `/account/balance/${id}`, {
        token,
        json: { ...update, available_balance: '1.00', previous_available_balance: '1000000099.99' },
      });
      expect(large.status).toBe(409);
      const statement = await api.call<StatementAnswer>('GET', `/account/statement/${id}`, { token });
      expect(statement.body.statement.map((entry) => entry.type)).toEqual([
        'update balance',
        'update balance',
        'deposit',
      ]);
      expect(statement.body.account.bet_locked_balance).toBe('5.00');
    });

    it('lists active and inactive accounts with totals; hide and reactivate keep history', async () => {
      const { token: own } = await newUser(api);
      const a = await newAccount(api, own, 'A');
      const b = await newAccount(api, own, 'B');
      await api.call<AccountAnswer>('PUT', `/account/deposit/${a}`, {
        token: own,
        json: { amount: '100.00' },
      });
      await api.call<AccountAnswer>('POST', `/account/balance/${a}`, {
        token: own,
        json: { available_balance: '90.00', bet_locked_balance: '30.00' },
      });
      await api.call<AccountAnswer>('PUT', `/account/deposit/${b}`, {
        token: own,
        json: { amount: '300.00' },
      });
      await api.call<AccountAnswer>('PUT', `/account/withdraw/${b}`, {
        token: own,
        json: { amount: '60.00' },
      });
      await api.call<AccountAnswer>('POST', `/account/balance/${b}`, {
        token: own,
        json: { available_balance: '200.00', bet_locked_balance: '0' },
      });

      const active = await api.call<ListAnswer>('GET', '/account/balance/1', { token: own });
      expect(active.status).toBe(200);
      expect(active.body.result.map((r) => r.account_id)).toEqual([a, b]);
      // Yield of the sums: (320 + 60 − 400) / 400 = −5 %.
      expect(active.body.totals).toEqual({
        total_deposits: '400.00',
        total_withdrawals: '60.00',
        total_available_balance: '290.00',
        total_bet_locked_balance: '30.00',
        total_final_balance: '320.00',
        avg_yield: '-5.00',
      });

      const hidden = await api.call<AccountAnswer>('GET', `/account/inactived/${a}`, { token: own });
      expect(hidden.status).toBe(200);
      expect(hidden.body.account.active).toBe(false);
      expect(
        (await api.call<ListAnswer>('GET', '/account/balance/1', { token: own })).body.result,
      ).toHaveLength(1);
      const inactive = await api.call<ListAnswer>('GET', '/account/balance/0', { token: own });
      expect(inactive.body.result.map((r) => r.account_id)).toEqual([a]);
      expect(inactive.body.totals.total_final_balance).toBe('120.00');
      const moveHidden = await api.call<AccountAnswer>('PUT', `/account/deposit/${a}`, {
        token: own,
        json: { amount: '1.00' },
      });
      expect(moveHidden.status).toBe(409);
      expect(moveHidden.body.message).toBe('Esta conta está inativa. Reative-a para movimentá-la.');

      const back = await api.call<AccountAnswer>('GET', `/account/actived/${a}`, { token: own });
      expect(back.body.account.active).toBe(true);
      expect(
        (await api.call<StatementAnswer>('GET', `/account/statement/${a}`, { token: own })).body.statement,
      ).toHaveLength(2);
      expect((await api.call<ListAnswer>('GET', '/account/balance/0', { token: own })).body.result).toEqual(
        [],
      );
      // Only 0 and 1 are lists: /account/balance/2 is the path of account 2's balance update (POST).
      const notAList = await api.call<ListAnswer>('GET', '/account/balance/2', { token: own });
      expect([notAList.status, notAList.headers.get('allow')]).toEqual([405, 'POST']);
    });

    it('another user’s account answers 404 on every account endpoint, and nothing changes', async () => {
      const id = await newAccount(api, token, 'Privada');
      await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, { token, json: { amount: '10.00' } });
      const attempts: Array<[string, string, unknown]> = [
        ['GET', `/account/statement/${id}`, undefined],
        ['GET', `/account/inactived/${id}`, undefined],
        ['GET', `/account/actived/${id}`, undefined],
        ['PUT', `/account/deposit/${id}`, { amount: '1.00' }],
        ['PUT', `/account/withdraw/${id}`, { amount: '1.00' }],
        ['POST', `/account/balance/${id}`, { available_balance: '0', bet_locked_balance: '0' }],
        ['PUT', `/accounts/${id}`, { name: 'X', bet_id: betIds[0] }],
      ];
      for (const [method, path, json] of attempts) {
        const answer = await api.call<unknown>(method, path, { token: otherToken, json });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body).toEqual({ message: 'Conta não encontrada', code: 'NOT_FOUND' });
      }
      const mine = await api.call<StatementAnswer>('GET', `/account/statement/${id}`, { token });
      expect(mine.body.account).toMatchObject({
        active: true,
        account_name: 'Privada',
        available_balance: '10.00',
      });
      expect(mine.body.statement).toHaveLength(1);
    });

    it('every bankroll endpoint answers 401 without a token and with a revoked one', async () => {
      const { token: revoked } = await newUser(api);
      await api.call('POST', '/logout', { token: revoked });
      const endpoints: Array<[string, string]> = [
        ['GET', '/account/balance/1'],
        ['GET', '/account/balance/0'],
        ['POST', '/account/balance/1'],
        ['POST', '/accounts'],
        ['PUT', '/accounts/1'],
        ['PUT', '/account/withdraw/1'],
        ['PUT', '/account/deposit/1'],
        ['GET', '/account/inactived/1'],
        ['GET', '/account/actived/1'],
        ['GET', '/account/statement/1'],
        ['GET', '/user'],
        ['PUT', '/user/update'],
        ['DELETE', '/user/delete'],
        ['PUT', '/account/reset'],
        ['POST', '/logout'],
      ];
      for (const [method, path] of endpoints) {
        const json = method === 'GET' ? undefined : {};
        const none = await api.call<unknown>(method, path, { json });
        expect(none.status, `${method} ${path}`).toBe(401);
        expect(none.body.message).toBe('Token de autenticação não encontrado.');
        const old = await api.call<unknown>(method, path, { token: revoked, json });
        expect(old.status, `${method} ${path}`).toBe(401);
        expect(old.body.message).toBe('Sessão expirada. Entre novamente.');
      }
    });

    it('Idempotency-Key replays the first answer once, and refuses the same key with another body', async () => {
      const id = await newAccount(api, token, 'Idempotente');
      const send = (amount: string, key = 'chave-1') =>
        api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
          token,
          json: { amount },
          headers: { 'idempotency-key': key },
        });
      const first = await send('25.00');
      const second = await send('25.00');
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      // The same values written another way are the same request: replayed, not refused.
      for (const body of [
        '{"amount": "25.00"}',
        '{"amount":"25"}',
        '{"amount":25}',
        `{"id":${id},"amount":25.0}`,
      ]) {
        const again = await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
          token,
          body,
          headers: { 'idempotency-key': 'chave-1', 'content-type': 'application/json' },
        });
        expect(again.status, body).toBe(200);
        expect(again.text, body).toBe(first.text);
      }
      const other = await send('30.00');
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({
        message: 'Esta chave de idempotência já foi usada em outra requisição.',
        code: 'IDEMPOTENCY_KEY_REUSED',
        errors: { 'Idempotency-Key': ['Esta chave de idempotência já foi usada em outra requisição.'] },
      });
      // The same key on another path is another request too.
      const elsewhere = await api.call<AccountAnswer>('PUT', `/account/withdraw/${id}`, {
        token,
        json: { amount: '25.00' },
        headers: { 'idempotency-key': 'chave-1' },
      });
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      for (const invalid of ['x'.repeat(201), 'chave com espaço', 'chave com espaco']) {
        const bad = await send('30.00', invalid);
        expect(bad.status, invalid).toBe(400);
        expect(bad.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
      }
      // A refused request does not burn its key: after a failed withdrawal the same key can succeed.
      const tooMuch = await api.call<AccountAnswer>('PUT', `/account/withdraw/${id}`, {
        token,
        json: { amount: '1000.00' },
        headers: { 'idempotency-key': 'saque' },
      });
      expect(tooMuch.status).toBe(422);
      const fixed = await api.call<AccountAnswer>('PUT', `/account/withdraw/${id}`, {
        token,
        json: { amount: '5.00' },
        headers: { 'idempotency-key': 'saque' },
      });
      expect(fixed.status).toBe(200);
      expect(fixed.headers.get('idempotent-replayed')).toBeNull();
      const statement = await api.call<StatementAnswer>('GET', `/account/statement/${id}`, { token });
      expect(statement.body.statement).toHaveLength(2);
      expect(statement.body.account.available_balance).toBe('20.00');
    });
  });
}
