import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog, openDashboard } from '../../test/balance-dashboard.tsx';
import { hasPending, rejectOperation, resolveOperation } from '../../test/operations.ts';
import { account, BANKROLL_ID, bankroll } from '../../test/bankroll-fixtures.ts';

const BETTING_HOUSES = [
  { id: 'QmV0dGluZ0hvdXNlOjE=', name: 'Bet365' },
  { id: 'QmV0dGluZ0hvdXNlOjI=', name: 'Betano' },
];

describe('Criar Conta', () => {
  it('requires a name on blur and on submit, and a betting house', async () => {
    const { user, environment } = await openDashboard({ accounts: [] });
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    expect(within(dialog()).getByRole('heading', { name: 'Criar Conta' })).toBeTruthy();
    const name = within(dialog()).getByLabelText('Nome');
    await user.click(name);
    await user.tab();
    expect(within(dialog()).getByRole('alert').textContent).toBe('O campo Nome é obrigatório.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(name, '   ');
    await resolveOperation(environment, 'AccountFormModalQuery', {
      Bankroll: () => ({ id: BANKROLL_ID, bettingHouses: BETTING_HOUSES }),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    const alerts = within(dialog())
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(['O campo Nome é obrigatório.', 'Selecione uma casa de apostas.']);
    expect(hasPending(environment, 'CreateAccountMutation')).toBe(false);
  });

  it('creates the account and shows it from the payload', async () => {
    const { user, environment } = await openDashboard({ accounts: [] });
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    await resolveOperation(environment, 'AccountFormModalQuery', {
      Bankroll: () => ({ id: BANKROLL_ID, bettingHouses: BETTING_HOUSES }),
    });
    await user.type(within(dialog()).getByLabelText('Nome'), ' Reserva ');
    await user.selectOptions(await within(dialog()).findByLabelText('Casa de apostas'), 'Betano');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog()).getByRole('button', { name: 'Salvando...' }).hasAttribute('disabled')).toBe(true);
    const variables = await resolveOperation(environment, 'CreateAccountMutation', {
      Bankroll: bankroll({ accounts: [account(7, 'Reserva', { bettingHouse: BETTING_HOUSES[1] })] }),
      CreateAccountPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({ name: 'Reserva', bettingHouseId: 'QmV0dGluZ0hvdXNlOjI=' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Reserva/ })).toBeTruthy();
    expect(screen.queryByText('Nenhuma conta encontrada')).toBeNull();
    expect(hasPending(environment, 'BalancePageQuery')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Reserva: conta criada.');
  });

  it("keeps the modal open with the server's message, or Erro ao criar conta", async () => {
    const { user, environment } = await openDashboard({ accounts: [] });
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    await resolveOperation(environment, 'AccountFormModalQuery', {
      Bankroll: () => ({ id: BANKROLL_ID, bettingHouses: BETTING_HOUSES }),
    });
    await user.type(within(dialog()).getByLabelText('Nome'), 'Reserva');
    await user.selectOptions(within(dialog()).getByLabelText('Casa de apostas'), 'Bet365');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await resolveOperation(environment, 'CreateAccountMutation', {
      CreateAccountPayload: () => ({
        bankroll: null,
        errors: [{ field: 'name', message: 'Já existe uma conta com este nome.' }],
      }),
    });
    expect(within(dialog()).getByRole('alert').textContent).toBe('Já existe uma conta com este nome.');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await rejectOperation(environment, 'CreateAccountMutation');
    expect(within(dialog()).getByRole('alert').textContent).toBe('Erro ao criar conta');
  });

  it('says Erro ao buscar saldo when the betting houses cannot be loaded', async () => {
    const { user, environment } = await openDashboard({ accounts: [] });
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    await rejectOperation(environment, 'AccountFormModalQuery');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Erro ao buscar saldo');
  });
});

describe('Atualizar Conta', () => {
  it('starts from the account, renames it, and says Erro ao atualizar conta on failure', async () => {
    const base = account(1, 'Principal');
    const { user, environment } = await openDashboard({ accounts: [base] });
    await user.click(screen.getByRole('button', { name: 'Editar Principal' }));
    expect(within(dialog()).getByRole('heading', { name: 'Atualizar Conta' })).toBeTruthy();
    await resolveOperation(environment, 'AccountFormModalQuery', {
      Bankroll: () => ({ id: BANKROLL_ID, bettingHouses: BETTING_HOUSES }),
    });
    const name = within(dialog()).getByLabelText<HTMLInputElement>('Nome');
    expect(name.value).toBe('Principal');
    expect(within(dialog()).getByLabelText<HTMLSelectElement>('Casa de apostas').value).toBe(
      BETTING_HOUSES[0].id,
    );
    await user.clear(name);
    await user.tab();
    expect(within(dialog()).getByRole('alert').textContent).toBe('O campo Nome é obrigatório.');
    await user.type(name, 'Principal 2');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await rejectOperation(environment, 'UpdateAccountMutation');
    expect(within(dialog()).getByRole('alert').textContent).toBe('Erro ao atualizar conta');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    const variables = await resolveOperation(environment, 'UpdateAccountMutation', {
      Account: () => ({ ...base, name: 'Principal 2' }),
      Bankroll: bankroll({ accounts: [{ ...base, name: 'Principal 2' }] }),
      UpdateAccountPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({
      id: base.id,
      name: 'Principal 2',
      bettingHouseId: BETTING_HOUSES[0].id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Principal 2/ })).toBeTruthy();
  });
});

describe('Contas inativas', () => {
  const inactive = (accounts: ReturnType<typeof account>[]) => () => ({
    id: BANKROLL_ID,
    inactiveAccounts: { edges: accounts.map((node) => ({ cursor: `i${node.accountId}`, node })) },
  });

  it('lists hidden accounts and reactivates one into the table', async () => {
    const hidden = account(2, 'Reserva', { totalBalance: '12.34' });
    const { user, environment } = await openDashboard({ accounts: [], hasInactiveAccounts: true });
    await user.click(screen.getByRole('button', { name: 'Contas Inativas' }));
    expect(within(dialog()).getByRole('heading', { name: 'Contas inativas' })).toBeTruthy();
    // The list loads after it opens: the dialog has the focus (its title is read), not "Fechar" past it.
    expect(document.activeElement).toBe(dialog());
    await resolveOperation(environment, 'InactiveAccountsModalQuery', { Bankroll: inactive([hidden]) });
    expect((await within(dialog()).findByRole('listitem')).textContent).toBe(
      'Reserva · Bet365 · R$\u00a012,34Reativar',
    );
    // Tab goes through the dialog in order: ×, then the list.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Reativar Reserva' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Reativar Reserva' }));
    const variables = await resolveOperation(environment, 'ReactivateAccountMutation', {
      Bankroll: () => ({ ...bankroll({ accounts: [hidden] })(), ...inactive([])() }),
      ReactivateAccountPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({ id: hidden.id });
    expect(await within(dialog()).findByText('Nenhuma conta inativa.')).toBeTruthy();
    expect(within(dialog()).getByRole('status').textContent).toBe('Reserva: conta reativada.');
    expect(screen.getByRole('row', { name: /Reserva/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contas Inativas' })).toBeNull();
    // The focused Reativar left with its row: focus stays in the dialog, and Escape still closes it.
    expect(dialog().contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows its failures in the modal', async () => {
    const { user, environment } = await openDashboard({ accounts: [], hasInactiveAccounts: true });
    await user.click(screen.getByRole('button', { name: 'Contas Inativas' }));
    await rejectOperation(environment, 'InactiveAccountsModalQuery');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Falha ao carregar contas inativas',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('button', { name: 'Contas Inativas' }));
    await resolveOperation(environment, 'InactiveAccountsModalQuery', {
      Bankroll: inactive([account(2, 'Reserva')]),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Reativar Reserva' }));
    await rejectOperation(environment, 'ReactivateAccountMutation');
    expect(within(dialog()).getByRole('alert').textContent).toBe('Erro ao reativar conta');
  });
});
