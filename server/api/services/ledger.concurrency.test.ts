import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  newAccount,
  newUser,
  noteSkippedPostgres,
  startTestApi,
  type TestApi,
} from '../test/harness.ts';
import type { AccountAnswer, StatementAnswer } from '../test/answers.ts';

noteSkippedPostgres('ledger concurrency');

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`ledger under concurrent requests (${backend.name})`, () => {
    let api: TestApi;
    let token: string;
    beforeAll(async () => {
      api = await startTestApi(backend);
      ({ token } = await newUser(api));
    });
    afterAll(async () => {
      await api?.dispose();
    });

    it('200 concurrent deposits of 1.00 add exactly 200.00 with 200 entries', async () => {
      const id = await newAccount(api, token, 'Depósitos');
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, { token, json: { amount: '1.00' } }),
        ),
      );
      expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
      const first = await api.call<StatementAnswer>('GET', `/account/statement/${id}`, { token });
      expect(first.body.account).toMatchObject({
        available_balance: '200.00',
        deposits: '200.00',
        total_balance: '200.00',
      });
      // The statement comes in pages of 100: the second page is asked for by the first one's cursor.
      const second = await api.call<StatementAnswer>(
        'GET',
        `/account/statement/${id}?cursor=${first.body.next_cursor}`,
        {
          token,
        },
      );
      const entries = [...first.body.statement, ...second.body.statement];
      expect(entries).toHaveLength(200);
      expect(second.body.next_cursor).toBeNull();
      // Each entry saw a distinct running balance: no two requests read the same "before".
      const balances = new Set(entries.map((e: { available_balance: string }) => e.available_balance));
      expect(balances.size).toBe(200);
    });

    it('50 concurrent withdrawals of 10.00 from 200.00: exactly 20 succeed, never below zero', async () => {
      const id = await newAccount(api, token, 'Saques');
      await api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, { token, json: { amount: '200.00' } });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          api.call<AccountAnswer>('PUT', `/account/withdraw/${id}`, { token, json: { amount: '10.00' } }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 422)).toHaveLength(30);
      for (const answer of answers.filter((a) => a.status === 200)) {
        expect(answer.body.account.available_balance.startsWith('-')).toBe(false);
      }
      const statement = await api.call<StatementAnswer>('GET', `/account/statement/${id}`, { token });
      expect(statement.body.account).toMatchObject({ available_balance: '0.00', withdrawals: '200.00' });
      expect(statement.body.statement.filter((e: { type: string }) => e.type === 'withdraw')).toHaveLength(
        20,
      );
      for (const entry of statement.body.statement)
        expect(entry.available_balance.startsWith('-')).toBe(false);
    });

    it('one Idempotency-Key sent 20 times at once applies once and answers 20 times the same', async () => {
      const id = await newAccount(api, token, 'Chave');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          api.call<AccountAnswer>('PUT', `/account/deposit/${id}`, {
            token,
            json: { amount: '15.00' },
            headers: { 'idempotency-key': 'deposito-unico' },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      const statement = await api.call<StatementAnswer>('GET', `/account/statement/${id}`, { token });
      expect(statement.body.statement).toHaveLength(1);
      expect(statement.body.account.deposits).toBe('15.00');
    });
  });
}
