import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BalancePageQuery from '../../relay/__generated__/BalancePageQuery.graphql.ts';
import { openDashboard } from '../../test/balance-dashboard.tsx';
import { hasPending, rejectOperation, resolveOperation } from '../../test/operations.ts';
import { rejectQuery, renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { account, bankroll } from '../../test/bankroll-fixtures.ts';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('balance dashboard', () => {
  it('shows the four cards, the accounts and the totals row', async () => {
    await openDashboard({
      accounts: [
        account(1, 'Principal', {
          deposits: '1000.00',
          withdrawals: '250.50',
          totalBalance: '1234.56',
          yieldPercent: '48.50',
        }),
      ],
      totals: { deposits: '1000.00', withdrawals: '250.50', totalBalance: '1234.56', yieldPercent: '48.5' },
    });
    expect(await screen.findByRole('heading', { name: 'Minha Banca' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Resumo da banca' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'InvestidoR$\u00a01.000,00',
      'ResgatadoR$\u00a0250,50',
      'DisponívelR$\u00a01.234,56Saldo final das contas ativas, somando o que está em apostas.',
      'Rendimento48,50%',
    ]);
    // On narrow screens the table scrolls within a region, a Tab stop while it scrolls (ScrollRegion).
    const region = screen.getByRole('region', { name: 'Contas ativas' });
    expect(region.className).toBe('table-scroll');
    expect(within(region).getByRole('table')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Extrato',
      'Conta',
      'Investimentos',
      'Retiradas',
      'Saldo Atual',
      'Resultado',
      'Retirar',
      'Investir',
      'Editar',
      'Ocultar',
    ]);
    const row = screen.getByRole('row', { name: /Principal/ });
    expect(cells(row).slice(1, 5)).toEqual([
      'R$\u00a01.000,00',
      'R$\u00a0250,50',
      'R$\u00a01.234,56 ✎',
      '48,50%',
    ]);
    expect(within(row).getByRole('link', { name: 'Extrato de Principal' }).getAttribute('href')).toBe(
      '/account/statement/1',
    );
    expect(within(row).getByRole('button', { name: 'Atualizar saldo de Principal' })).toBeTruthy();
    const total = screen.getByRole('row', { name: /Total/ });
    expect(cells(total).slice(0, 4)).toEqual([
      'R$\u00a01.000,00',
      'R$\u00a0250,50',
      'R$\u00a01.234,56',
      '48,50%',
    ]);
    expect(screen.getByRole('button', { name: 'Criar Conta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contas Inativas' })).toBeNull();
  });

  it('says Nenhuma conta encontrada and offers Contas Inativas only when there are some', async () => {
    await openDashboard({ accounts: [], hasInactiveAccounts: true }, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Nenhuma conta encontrada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contas Inativas' })).toBeTruthy();
  });

  it('shows Erro: ... when the accounts cannot be loaded', async () => {
    const { environment } = renderRoute('/balance');
    await rejectQuery(environment, BalancePageQuery);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro: Erro ao buscar contas');
  });

  it('sends a signed-out visitor to /login', async () => {
    const { environment, router } = renderRoute('/');
    await resolveQuery(environment, BalancePageQuery, {}, { Query: () => ({ viewer: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('leaves for /login, forgetting the user, when another tab of the browser signs out', async () => {
    const { router, environment } = await openDashboard({ accounts: [] });
    // Another tab's sign-out, as session-end.ts tells it: the channel's other objects hear it.
    const otherTab = new BroadcastChannel('bancada-session');
    otherTab.postMessage('ended');
    otherTab.close();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(environment.getStore().getSource().get('client:root')?.viewer).toBeNull();
  });

  it('hides an account from the payload, without reloading', async () => {
    const { user, environment } = await openDashboard({
      accounts: [account(1, 'Principal'), account(2, 'Reserva')],
    });
    await user.click(await screen.findByRole('button', { name: 'Ocultar Reserva' }));
    const variables = await resolveOperation(environment, 'HideAccountMutation', {
      Bankroll: bankroll({ accounts: [account(1, 'Principal')], hasInactiveAccounts: true }),
      HideAccountPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({ id: account(2, 'Reserva').id });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Reserva/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Contas Inativas' })).toBeTruthy();
    expect(hasPending(environment, 'BalancePageQuery')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Reserva: conta ocultada.');
    // Its Ocultar left with the row: the Ocultar of the account now in its place (the previous one here).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ocultar Principal' }));
    // The last one hidden, the table keeps the focus, not the page.
    await user.click(screen.getByRole('button', { name: 'Ocultar Principal' }));
    await resolveOperation(environment, 'HideAccountMutation', {
      Bankroll: bankroll({ accounts: [], hasInactiveAccounts: true }),
      HideAccountPayload: () => ({ errors: [] }),
    });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Principal/ })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Contas ativas' }));
  });

  it('says Erro ao ocultar conta when the hide never reaches the server, and keeps the row', async () => {
    const { user, environment } = await openDashboard({ accounts: [account(2, 'Reserva')] });
    await user.click(await screen.findByRole('button', { name: 'Ocultar Reserva' }));
    await rejectOperation(environment, 'HideAccountMutation');
    expect((await screen.findByRole('alert')).textContent).toBe('Erro: Erro ao ocultar conta');
    expect(screen.getByRole('row', { name: /Reserva/ })).toBeTruthy();
  });
});
