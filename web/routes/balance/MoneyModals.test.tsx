import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commitLocalUpdate } from 'relay-runtime';
import { dialog, openDashboard } from '../../test/balance-dashboard.tsx';
import type { DepositMutation } from '../../relay/__generated__/DepositMutation.graphql.ts';
import type { WithdrawMutation } from '../../relay/__generated__/WithdrawMutation.graphql.ts';
import { hasPending, rejectOperation, resolveOperation, waitForOperation } from '../../test/operations.ts';
import {
  account,
  bankroll,
  type AccountFixture,
  type BankrollFixture,
} from '../../test/bankroll-fixtures.ts';

/** The figure after a label: a live `output` when the dialog works it out, a plain `data` when it is given. */
const figure = (label: RegExp, element: 'output' | 'data') =>
  within(dialog()).getByText(label).querySelector(element)!.textContent;
const output = (label: RegExp) => figure(label, 'output');
const given = (label: RegExp) => figure(label, 'data');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function accountAfter(base: AccountFixture, totalBalance: string): BankrollFixture {
  return { accounts: [{ ...base, totalBalance }], totals: { totalBalance: totalBalance } };
}

describe('Depositar', () => {
  it('adds 0,10 + 0,20 exactly, sends decimal strings and a fresh key, and updates from the payload', async () => {
    const base = account(1, 'Principal', { totalBalance: '0.10' });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Investir em Principal' }));
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(within(dialog()).getByRole('heading', { name: 'Depositar' })).toBeTruthy();
    const amount = within(dialog()).getByLabelText('Valor');
    // The dialog opens on its field, not on ×.
    expect(document.activeElement).toBe(amount);
    expect(given(/Disponível:/)).toBe('R$\u00a080,00');
    await user.type(amount, '20');
    expect((amount as HTMLInputElement).value).toBe('0,20');
    expect(given(/Saldo atual/)).toBe('R$\u00a00,10');
    expect(output(/Saldo final/)).toBe('R$\u00a00,30');
    // One live region, the figure that follows the typing: the given ones would be read out for nothing.
    expect(
      within(dialog())
        .getAllByRole('status')
        .map((region) => region.textContent),
    ).toEqual(['R$\u00a00,30']);
    await user.click(within(dialog()).getByRole('button', { name: 'Depositar' }));
    expect(within(dialog()).getByRole('button', { name: 'Salvando...' }).hasAttribute('disabled')).toBe(true);
    const variables = await resolveOperation<DepositMutation>(environment, 'DepositMutation', {
      Account: () => ({ ...base, totalBalance: '0.30' }),
      Bankroll: bankroll(accountAfter(base, '0.30')),
      DepositPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toMatchObject({ id: base.id, amount: '0.20', expectedTotalBalance: '0.30' });
    expect(variables.input.idempotencyKey).toMatch(UUID);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByRole('row', { name: /Principal/ });
    expect(row.textContent).toContain('R$\u00a00,30');
    expect(screen.getByRole('status').textContent).toBe('Depósito de R$\u00a00,20 em Principal registrado.');
    // The payload carried the new state: nothing was asked again.
    expect(hasPending(environment, 'BalancePageQuery')).toBe(false);
  });

  it('makes the page behind it inert while open, and gives it back with the focus on close', async () => {
    const { user } = await openDashboard({ accounts: [account(1, 'Principal')] });
    const opener = screen.getByRole('button', { name: 'Investir em Principal' });
    await user.click(opener);
    expect(document.querySelector('header')?.closest('[inert]')).not.toBeNull();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(dialog().closest('[inert]')).toBeNull();
    // The page's live regions are not: the notice of a move is written as the dialog closes.
    const regions = [...document.querySelectorAll('[role="status"]')].filter((r) => !dialog().contains(r));
    expect(regions.length).toBeGreaterThan(0);
    expect(regions.filter((region) => region.closest('[inert]'))).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
  });

  it('warns of a balance past the largest an account may hold and sends nothing', async () => {
    const base = account(1, 'Principal', { totalBalance: '999999999.99' });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Investir em Principal' }));
    const amount = within(dialog()).getByLabelText<HTMLInputElement>('Valor');
    await user.type(amount, '1');
    const describedBy = amount.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'O saldo da conta não pode passar de R$\u00a0999.999.999,99.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Depositar' }));
    expect(document.activeElement).toBe(amount);
    expect(hasPending(environment, 'DepositMutation')).toBe(false);
  });

  it('asks for an amount above zero', async () => {
    const { user, environment } = await openDashboard({ accounts: [account(1, 'Principal')] });
    await user.click(screen.getByRole('button', { name: 'Investir em Principal' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Depositar' }));
    const alert = within(dialog()).getByRole('alert');
    expect(alert.textContent).toBe('Informe um valor maior que zero.');
    // The field to fix: focused, marked invalid and described by the message.
    const amount = within(dialog()).getByLabelText('Valor');
    expect(document.activeElement).toBe(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(hasPending(environment, 'DepositMutation')).toBe(false);
    // A new amount clears it: the field is valid again, and nothing says otherwise.
    await user.type(amount, '5');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(amount.hasAttribute('aria-invalid')).toBe(false);
  });

  it('stays open on failure with the amount typed and the reason, and reloads the dashboard', async () => {
    const { user, environment } = await openDashboard({ accounts: [account(1, 'Principal')] });
    await user.click(screen.getByRole('button', { name: 'Investir em Principal' }));
    // Typed and sent from the keyboard: Enter in the field.
    await user.type(within(dialog()).getByLabelText('Valor'), '500{Enter}');
    await rejectOperation(environment, 'DepositMutation');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Erro ao tentar investimento');
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Valor').value).toBe('5,00');
    expect(hasPending(environment, 'BalancePageQuery')).toBe(true);
    // The field was disabled while saving; focus came back to it when the form was enabled again.
    expect(document.activeElement).toBe(within(dialog()).getByLabelText('Valor'));
  });
});

describe('Sacar', () => {
  it('subtracts 999.999.999,99 exactly and sends the strings as typed', async () => {
    const base = account(1, 'Principal', {
      availableBalance: '1000000000.00',
      totalBalance: '1000000000.00',
    });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Retirar de Principal' }));
    expect(within(dialog()).getByRole('heading', { name: 'Sacar' })).toBeTruthy();
    const amount = within(dialog()).getByLabelText('Valor');
    // One digit too many: the input stops at its maximum.
    await user.type(amount, '999999999999');
    expect((amount as HTMLInputElement).value).toBe('999.999.999,99');
    expect(given(/Saldo atual/)).toBe('R$\u00a01.000.000.000,00');
    expect(output(/Saldo final/)).toBe('R$\u00a00,01');
    await user.click(within(dialog()).getByRole('button', { name: 'Sacar' }));
    const variables = await resolveOperation(environment, 'WithdrawMutation', {
      Account: () => ({ ...base, totalBalance: '0.01' }),
      Bankroll: bankroll(accountAfter(base, '0.01')),
      WithdrawPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toMatchObject({ amount: '999999999.99', expectedTotalBalance: '0.01' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Principal/ }).textContent).toContain('R$\u00a00,01');
    expect(screen.getByRole('status').textContent).toBe(
      'Saque de R$\u00a0999.999.999,99 de Principal registrado.',
    );
  });

  it('sends a withdrawal that got no answer again as it was, its key included, unless the amount changed', async () => {
    const base = account(1, 'Principal', { availableBalance: '500.00', totalBalance: '500.00' });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Retirar de Principal' }));
    const amount = within(dialog()).getByLabelText<HTMLInputElement>('Valor');
    await user.type(amount, '1000');
    await user.click(within(dialog()).getByRole('button', { name: 'Sacar' }));
    // No answer (the network, a deadline): it may have been applied.
    const first = (await waitForOperation(environment, 'WithdrawMutation')).request.variables;
    await rejectOperation(environment, 'WithdrawMutation');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Erro ao tentar retirada de investimento',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Sacar' }));
    const again = (await waitForOperation(environment, 'WithdrawMutation')).request.variables;
    expect(again.input).toEqual(first.input);
    await rejectOperation(environment, 'WithdrawMutation');
    // Another amount is another withdrawal.
    await user.type(amount, '0');
    await user.click(within(dialog()).getByRole('button', { name: 'Sacar' }));
    const other = (await waitForOperation(environment, 'WithdrawMutation')).request.variables;
    expect(other.input).toMatchObject({ amount: '100.00' });
    expect((other.input as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (first.input as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('leaves the expected total out for an account winnings took past the largest amount', async () => {
    const base = account(1, 'Principal', {
      availableBalance: '1449999999.99',
      totalBalance: '1449999999.99',
    });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Retirar de Principal' }));
    await user.type(within(dialog()).getByLabelText('Valor'), '10000');
    await user.click(within(dialog()).getByRole('button', { name: 'Sacar' }));
    const variables = await resolveOperation(environment, 'WithdrawMutation', {
      Account: () => ({ ...base, totalBalance: '1449999899.99' }),
      Bankroll: bankroll(accountAfter(base, '1449999899.99')),
      WithdrawPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toMatchObject({ amount: '100.00', expectedTotalBalance: null });
  });

  it('warns above what is available and sends nothing; a refusal keeps the modal, each try its own key', async () => {
    const base = account(1, 'Principal', {
      availableBalance: '0.10',
      betLockedBalance: '5.00',
      totalBalance: '5.10',
    });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Retirar de Principal' }));
    const amount = within(dialog()).getByLabelText<HTMLInputElement>('Valor');
    expect(given(/Disponível para saque/)).toBe('R$\u00a00,10');
    await user.type(amount, '20');
    const warning =
      'Saldo disponível insuficiente: você pode sacar até R$\u00a00,10; o que está em apostas fica na casa.';
    const describedBy = amount.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(warning);
    // No balance after a withdrawal that cannot be made (it read -R$ 14,90).
    expect(within(dialog()).queryByText(/Saldo final/)).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Sacar' }));
    // Said once, under the field (an alert as it appeared), which is marked invalid and takes the focus;
    // nothing is sent.
    const saying = [...dialog().querySelectorAll('p')].filter((p) => p.textContent === warning);
    expect(saying.map((p) => p.id)).toEqual([describedBy]);
    expect(
      within(dialog())
        .getAllByRole('alert')
        .map((alert) => alert.id),
    ).toEqual([describedBy]);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    expect(hasPending(environment, 'WithdrawMutation')).toBe(false);

    // Within what is available; the server refuses (the balance changed elsewhere): the modal stays.
    await user.click(amount);
    await user.keyboard('{Backspace}');
    expect(amount.value).toBe('0,02');
    expect(amount.hasAttribute('aria-describedby')).toBe(false);
    expect(amount.hasAttribute('aria-invalid')).toBe(false);
    expect(output(/Saldo final/)).toBe('R$\u00a05,08');
    await user.click(within(dialog()).getByRole('button', { name: 'Sacar' }));
    const first = await resolveOperation<WithdrawMutation>(environment, 'WithdrawMutation', {
      WithdrawPayload: () => ({
        account: null,
        bankroll: null,
        errors: [
          {
            code: 'BALANCE_CHANGED',
            message: 'O saldo da conta mudou. Atualize a página e tente novamente.',
          },
        ],
      }),
    });
    expect(first.input).toMatchObject({ amount: '0.02', expectedTotalBalance: '5.08' });
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'O saldo da conta mudou. Atualize a página e tente novamente.',
    );
    expect(amount.value).toBe('0,02');
    expect(hasPending(environment, 'BalancePageQuery')).toBe(true);

    await user.click(within(dialog()).getByRole('button', { name: 'Sacar' }));
    const second = await rejectOperation<WithdrawMutation>(environment, 'WithdrawMutation');
    expect(second.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
    expect(await within(dialog()).findByText('Erro ao tentar retirada de investimento')).toBeTruthy();
    // Escape still closes it, back on the row's button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retirar de Principal' }));
  });
});

describe('Atualizar Saldo', () => {
  it('starts from the current amounts and totals available + in bets exactly', async () => {
    const base = account(1, 'Principal', {
      availableBalance: '0.10',
      betLockedBalance: '0.20',
      totalBalance: '0.30',
    });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Atualizar saldo de Principal' }));
    expect(within(dialog()).getByRole('heading', { name: 'Atualizar Saldo' })).toBeTruthy();
    const available = within(dialog()).getByLabelText<HTMLInputElement>('Disponível');
    const locked = within(dialog()).getByLabelText<HTMLInputElement>('Em Apostas');
    expect([available.value, locked.value]).toEqual(['0,10', '0,20']);
    expect(output(/Total/)).toBe('R$\u00a00,30');
    // A deposit from elsewhere reaches the account while the form is open: the update says what it read.
    commitLocalUpdate(environment, (store) => store.get(base.id)?.setValue('5.10', 'availableBalance'));
    await user.clear(locked);
    await user.type(locked, '99999999989');
    expect(output(/Total/)).toBe('R$\u00a0999.999.999,99');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog()).getByRole('button', { name: 'Salvando...' }).hasAttribute('disabled')).toBe(true);
    expect(available.disabled).toBe(true);
    const variables = await resolveOperation(environment, 'UpdateBalanceMutation', {
      Account: () => ({ ...base, betLockedBalance: '999999999.89', totalBalance: '999999999.99' }),
      Bankroll: bankroll(accountAfter(base, '999999999.99')),
      UpdateBalancePayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({
      id: base.id,
      availableBalance: '0.10',
      betLockedBalance: '999999999.89',
      previousAvailableBalance: '0.10',
      previousBetLockedBalance: '0.20',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Principal/ }).textContent).toContain('R$\u00a0999.999.999,99');
    expect(screen.getByRole('status').textContent).toBe('Principal: saldo atualizado.');
  });

  it('says an amount or a raised total past the largest before sending; lowering a total past it is sent', async () => {
    // Winnings took the account past the largest balance a client may set: 600 and 500 million.
    const base = account(1, 'Principal', {
      availableBalance: '600000000.00',
      betLockedBalance: '500000000.00',
      totalBalance: '1100000000.00',
    });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Atualizar saldo de Principal' }));
    const locked = within(dialog()).getByLabelText<HTMLInputElement>('Em Apostas');
    // Raised: refused before sending, the field to change focused.
    await user.clear(locked);
    await user.type(locked, '50000000001');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'O saldo da conta não pode passar de R$\u00a0999.999.999,99.',
    );
    expect(hasPending(environment, 'UpdateBalanceMutation')).toBe(false);
    // Lowered, still past it: sent, as the API takes it.
    await user.clear(locked);
    await user.type(locked, '45000000000');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    const variables = await resolveOperation(environment, 'UpdateBalanceMutation', {
      UpdateBalancePayload: () => ({ errors: [] }),
    });
    expect(variables.input).toMatchObject({
      availableBalance: '600000000.00',
      betLockedBalance: '450000000.00',
    });
  });

  it('says an amount past the largest one a client may write before sending', async () => {
    const base = account(1, 'Principal', {
      availableBalance: '1449999999.99',
      totalBalance: '1449999999.99',
    });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Atualizar saldo de Principal' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'O valor máximo é R$\u00a0999.999.999,99.',
    );
    expect(document.activeElement).toBe(within(dialog()).getByLabelText('Disponível'));
    expect(hasPending(environment, 'UpdateBalanceMutation')).toBe(false);
  });

  it('refused for money that moved meanwhile, says what the balances are now and saves on them next', async () => {
    const base = account(1, 'Principal', { availableBalance: '0.10', betLockedBalance: '0.20' });
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Atualizar saldo de Principal' }));
    const locked = within(dialog()).getByLabelText<HTMLInputElement>('Em Apostas');
    await user.clear(locked);
    await user.type(locked, '50');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await resolveOperation(environment, 'UpdateBalanceMutation', {
      UpdateBalancePayload: () => ({
        account: null,
        bankroll: null,
        errors: [
          { code: 'CONFLICT', message: 'O saldo da conta mudou. Atualize a página e tente novamente.' },
        ],
      }),
    });
    // The deposit made elsewhere reaches the account (the dashboard read it again).
    act(() =>
      commitLocalUpdate(environment, (store) => store.get(base.id)?.setValue('5.10', 'availableBalance')),
    );
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'O saldo mudou enquanto você editava: agora Disponível R$\u00a05,10 e Em Apostas R$\u00a00,20. Confira os valores e salve de novo.',
    );
    // What was typed stays; the field left as it was takes the money that came in, so that saving again
    // does not write the old amount over it.
    expect(locked.value).toBe('0,50');
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Disponível').value).toBe('5,10');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    const variables = await resolveOperation(environment, 'UpdateBalanceMutation', {
      UpdateBalancePayload: () => ({ errors: [] }),
    });
    expect(variables.input).toMatchObject({
      availableBalance: '5.10',
      betLockedBalance: '0.50',
      previousAvailableBalance: '5.10',
      previousBetLockedBalance: '0.20',
    });
  });

  it('closes on Escape without saving, and on failure stays open with the reason and reloads', async () => {
    const { user, environment } = await openDashboard({ accounts: [account(1, 'Principal')] });
    const opener = screen.getByRole('button', { name: 'Atualizar saldo de Principal' });
    await user.click(opener);
    expect(document.activeElement?.closest('[role="dialog"]')).toBe(dialog());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(hasPending(environment, 'UpdateBalanceMutation')).toBe(false);

    await user.click(opener);
    expect(document.activeElement).toBe(within(dialog()).getByLabelText('Disponível'));
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await rejectOperation(environment, 'UpdateBalanceMutation');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Erro ao calcular saldo');
    expect(hasPending(environment, 'BalancePageQuery')).toBe(true);
  });
});
