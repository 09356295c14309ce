import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StatementPageQuery from '../../relay/__generated__/StatementPageQuery.graphql.ts';
import { rejectQuery, renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { statementCsv } from './statement-csv.ts';
import type { StatementRow } from './statement-entry.ts';

const vars = { id: '5' };

// Newest first, as the server sends them.
const ENTRIES: StatementRow[] = [
  {
    id: 'e4',
    createdAt: '2025-03-12T02:15:00.000Z',
    availableBalance: '90.00',
    betLockedBalance: '0.00',
    totalBalance: '90.00',
    variation: '0.00',
    type: 'OTHER',
    amount: null,
  },
  {
    id: 'e3',
    createdAt: '2025-03-11T18:00:00.000Z',
    availableBalance: '70.00',
    betLockedBalance: '20.00',
    totalBalance: '90.00',
    variation: '-10.00',
    type: 'BALANCE_UPDATE',
    amount: null,
  },
  {
    id: 'e2',
    createdAt: '2025-03-10T15:30:00.000Z',
    availableBalance: '100.00',
    betLockedBalance: '0.00',
    totalBalance: '100.00',
    variation: '0.00',
    type: 'WITHDRAW',
    amount: '1234.5',
  },
  {
    id: 'e1',
    createdAt: '2025-03-01T12:00:00.000Z',
    availableBalance: '1334.50',
    betLockedBalance: '0.00',
    totalBalance: '1334.50',
    variation: '0.01',
    type: 'DEPOSIT',
    amount: '1334.50',
  },
];

function accountResolver(entries: StatementRow[]) {
  return {
    Account: () => ({
      name: 'Conta Ação',
      statement: {
        edges: entries.map((node) => ({ cursor: node.id, node })),
        pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      },
    }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('/account/statement/:id', () => {
  it('shows 10 skeleton rows, then the name, the chart and the lines', async () => {
    const { environment } = renderRoute('/account/statement/5');
    await waitFor(() => expect(document.querySelectorAll('tr.skeleton-row')).toHaveLength(10));
    await resolveQuery(environment, StatementPageQuery, vars, accountResolver(ENTRIES));
    expect(await screen.findByRole('heading', { name: 'Conta Ação' })).toBeTruthy();
    const chart = screen.getByRole('img', { name: /^Saldo total/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Saldo total de 01/03/2025 a 11/03/2025: início R$\u00a01.334,50, fim R$\u00a090,00, ' +
        'mínimo R$\u00a090,00 em 11/03/2025, máximo R$\u00a01.334,50 em 01/03/2025',
    );
    // The y side names the highest and the lowest balance.
    expect([...chart.querySelectorAll('.y-mark text')].map((t) => t.textContent)).toEqual([
      'R$\u00a01.334,50',
      'R$\u00a090,00',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    const text = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(text(rows[0]!)).toEqual([
      '11/03/2025 23:15',
      'R$\u00a090,00',
      'R$\u00a00,00',
      'R$\u00a090,00',
      '–',
      'R$\u00a00,00',
      'Variação de saldo',
      '',
    ]);
    expect(text(rows[1]!)).toEqual([
      '11/03/2025 15:00',
      'R$\u00a070,00',
      'R$\u00a020,00',
      'R$\u00a090,00',
      '▼',
      '-R$\u00a010,00',
      'Variação de saldo',
      '',
    ]);
    expect(text(rows[2]!).slice(5)).toEqual(['R$\u00a00,00', 'Retirada', 'R$\u00a01.234,50']);
    expect(text(rows[3]!).slice(4)).toEqual(['▲', 'R$\u00a00,01', 'Depósito', 'R$\u00a01.334,50']);
    expect(within(rows[0]!).getByRole('img', { name: 'Sem variação' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('img', { name: 'Variação negativa' })).toBeTruthy();
    expect(within(rows[3]!).getByRole('img', { name: 'Variação positiva' })).toBeTruthy();
  });

  it('exports the lines as a CSV file through a Blob link', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:extrato';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { environment } = renderRoute('/account/statement/5');
    await resolveQuery(environment, StatementPageQuery, vars, accountResolver(ENTRIES));
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(clicks[0]!.download).toBe('extrato-conta-acao.csv');
    expect(clicks[0]!.href).toBe('blob:extrato');
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(statementCsv(ENTRIES).slice(1));
  });

  it('says Conta não encontrada for an unknown account and sends visitors to /login', async () => {
    const first = renderRoute('/account/statement/5');
    await resolveQuery(first.environment, StatementPageQuery, vars, { Bankroll: () => ({ account: null }) });
    expect(await screen.findByText('Conta não encontrada')).toBeTruthy();
    first.unmount();

    const second = renderRoute('/account/statement/5');
    await resolveQuery(second.environment, StatementPageQuery, vars, { Query: () => ({ viewer: null }) });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
  });

  it('says Erro ao buscar extrato de contas when it cannot be loaded', async () => {
    const { environment } = renderRoute('/account/statement/5');
    await rejectQuery(environment, StatementPageQuery);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao buscar extrato de contas');
  });
});

describe('statement CSV', () => {
  it('uses ;, comma decimals, São Paulo dates, a BOM and blank Valor for balance updates', () => {
    const csv = statementCsv(ENTRIES);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Data;Disponível;Em Apostas;Saldo;Variação diária;Transação;Valor',
      '11/03/2025 23:15;90,00;0,00;90,00;0,00;Variação de saldo;',
      '11/03/2025 15:00;70,00;20,00;90,00;-10,00;Variação de saldo;',
      '10/03/2025 12:30;100,00;0,00;100,00;0,00;Retirada;1234,50',
      '01/03/2025 09:00;1334,50;0,00;1334,50;0,01;Depósito;1334,50',
      '',
    ]);
  });
});
