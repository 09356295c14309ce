import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StatementPageQuery from '../../relay/__generated__/StatementPageQuery.graphql.ts';
import {
  pendingOperation,
  rejectOperation,
  resolveOperation,
  waitForOperation,
} from '../../test/operations.ts';
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

// Oldest first, as the server sends it; it reaches further back than the lines of the first page.
const HISTORY = [
  { date: '2025-01-15', totalBalance: '2000.00' },
  { date: '2025-03-01', totalBalance: '1334.50' },
  { date: '2025-03-10', totalBalance: '100.00' },
  { date: '2025-03-11', totalBalance: '90.00' },
];

const ACCOUNT_ID = 'QWNjb3VudDo1';

/** A page of the statement connection; its end cursor is its last line's id. */
function page(entries: StatementRow[], hasNextPage = false) {
  return {
    edges: entries.map((node) => ({ cursor: node.id, node })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: entries[0]?.id ?? null,
      endCursor: entries.at(-1)?.id ?? null,
    },
  };
}

function accountResolver(
  entries: StatementRow[],
  options: { hasNextPage?: boolean; history?: typeof HISTORY } = {},
) {
  return {
    Account: () => ({
      id: ACCOUNT_ID,
      name: 'Conta Ação',
      balanceHistory: options.history ?? HISTORY,
      statement: page(entries, options.hasNextPage),
    }),
  };
}

/** The export query's answer: one page of lines of the account. */
function exportPage(entries: StatementRow[], hasNextPage: boolean) {
  return {
    Node: () => ({ __typename: 'Account' }),
    Account: () => ({ id: ACCOUNT_ID, statement: page(entries, hasNextPage) }),
  };
}

/** Catches the files offered for download (Blob links) instead of letting the test DOM navigate. */
function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:extrato';
    }),
    revokeObjectURL: vi.fn(),
  });
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  return { blobs, clicks };
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
      'Saldo total de 15/01/2025 a 11/03/2025: início R$\u00a02.000,00, fim R$\u00a090,00, ' +
        'mínimo R$\u00a090,00 em 11/03/2025, máximo R$\u00a02.000,00 em 15/01/2025',
    );
    // The y side names the highest and the lowest balance.
    expect([...chart.querySelectorAll('.y-mark text')].map((t) => t.textContent)).toEqual([
      'R$\u00a02.000,00',
      'R$\u00a090,00',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    const text = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(text(rows[0])).toEqual([
      '11/03/2025 23:15',
      'R$\u00a090,00',
      'R$\u00a00,00',
      'R$\u00a090,00',
      '–',
      'R$\u00a00,00',
      'Variação de saldo',
      '',
    ]);
    expect(text(rows[1])).toEqual([
      '11/03/2025 15:00',
      'R$\u00a070,00',
      'R$\u00a020,00',
      'R$\u00a090,00',
      '▼',
      '-R$\u00a010,00',
      'Variação de saldo',
      '',
    ]);
    expect(text(rows[2]).slice(5)).toEqual(['R$\u00a00,00', 'Retirada', 'R$\u00a01.234,50']);
    expect(text(rows[3]).slice(4)).toEqual(['▲', 'R$\u00a00,01', 'Depósito', 'R$\u00a01.334,50']);
    expect(within(rows[0]).getByRole('img', { name: 'Sem variação' })).toBeTruthy();
    expect(within(rows[1]).getByRole('img', { name: 'Variação negativa' })).toBeTruthy();
    expect(within(rows[3]).getByRole('img', { name: 'Variação positiva' })).toBeTruthy();
  });

  it('draws the chart from the daily balance history, not from the lines loaded', async () => {
    const { environment } = renderRoute('/account/statement/5');
    // Four lines loaded, one day of history: nothing to draw.
    await resolveQuery(
      environment,
      StatementPageQuery,
      vars,
      accountResolver(ENTRIES, { history: [{ date: '2025-03-11', totalBalance: '90.00' }] }),
    );
    expect(await screen.findByRole('heading', { name: 'Conta Ação' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(ENTRIES.length + 1);
    expect(screen.queryByRole('img', { name: /^Saldo total/ })).toBeNull();
  });

  it('draws a negative low and a single level with one mark', async () => {
    /** The page of one line, over the given daily history. */
    const showHistory = async (history: Array<{ date: string; totalBalance: string }>) => {
      const page = renderRoute('/account/statement/5');
      await resolveQuery(
        page.environment,
        StatementPageQuery,
        vars,
        accountResolver(ENTRIES.slice(0, 1), { history }),
      );
      return { page, chart: await screen.findByRole('img', { name: /^Saldo total/ }) };
    };

    const { page, chart } = await showHistory([
      { date: '2024-12-31', totalBalance: '10.00' },
      { date: '2025-01-01', totalBalance: '-5.50' },
    ]);
    expect(chart.getAttribute('aria-label')).toBe(
      'Saldo total de 31/12/2024 a 01/01/2025: início R$\u00a010,00, fim -R$\u00a05,50, ' +
        'mínimo -R$\u00a05,50 em 01/01/2025, máximo R$\u00a010,00 em 31/12/2024',
    );
    expect([...chart.querySelectorAll('svg > text')].map((t) => t.textContent)).toEqual([
      '31/12/2024',
      '01/01/2025',
    ]);
    page.unmount();

    const { chart: flat } = await showHistory([
      { date: '2025-01-01', totalBalance: '7.00' },
      { date: '2025-01-02', totalBalance: '7.00' },
    ]);
    expect([...flat.querySelectorAll('.y-mark text')].map((t) => t.textContent)).toEqual(['R$\u00a07,00']);
  });

  it('exports the lines as a CSV file through a Blob link, read again: a line written since is in it', async () => {
    const user = userEvent.setup();
    const { blobs, clicks } = captureDownloads();
    const { environment } = renderRoute('/account/statement/5');
    // The page loaded before the newest line was written (another tab, the API).
    await resolveQuery(environment, StatementPageQuery, vars, accountResolver(ENTRIES.slice(1)));
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await resolveOperation(environment, 'StatementExportQuery', exportPage(ENTRIES, false))).toEqual({
      id: ACCOUNT_ID,
      count: 100,
      after: null,
    });
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('extrato-conta-acao.csv');
    expect(clicks[0].href).toBe('blob:extrato');
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(statementCsv(ENTRIES).slice(1));
  });

  it('fetches every page, in order, and exports every line while the table keeps its own', async () => {
    const user = userEvent.setup();
    const { blobs, clicks } = captureDownloads();
    const { environment, requests } = renderRoute('/account/statement/5');
    await resolveQuery(
      environment,
      StatementPageQuery,
      vars,
      accountResolver(ENTRIES.slice(0, 2), { hasNextPage: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    // Busy while the pages come.
    const busy = screen.getByRole('button', { name: 'Exportando...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(
      await resolveOperation(environment, 'StatementExportQuery', exportPage(ENTRIES.slice(0, 3), true)),
    ).toEqual({ id: ACCOUNT_ID, count: 100, after: null });
    expect(clicks).toEqual([]);
    await waitFor(() =>
      expect(pendingOperation(environment, 'StatementExportQuery').request.variables.after).toBe('e2'),
    );
    expect(
      await resolveOperation(environment, 'StatementExportQuery', exportPage([ENTRIES[3]], false)),
    ).toEqual({ id: ACCOUNT_ID, count: 100, after: 'e2' });

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(requests.filter((name) => name === 'StatementExportQuery')).toHaveLength(2);
    const text = new TextDecoder().decode(new Uint8Array(await blobs[0].arrayBuffer()).slice(3));
    expect(text).toBe(statementCsv(ENTRIES).slice(1));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Exportar CSV' }).disabled).toBe(false);
    // The table keeps its own page and its 'Carregar mais'.
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeTruthy();
  });

  it('says Erro ao exportar o extrato. when a page fails, and lets the user try again', async () => {
    const user = userEvent.setup();
    const { clicks } = captureDownloads();
    const { environment } = renderRoute('/account/statement/5');
    await resolveQuery(
      environment,
      StatementPageQuery,
      vars,
      accountResolver(ENTRIES.slice(0, 2), { hasNextPage: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await resolveOperation(environment, 'StatementExportQuery', exportPage(ENTRIES.slice(0, 3), true));
    await rejectOperation(environment, 'StatementExportQuery');

    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao exportar o extrato.');
    expect(clicks).toEqual([]);
    const again = screen.getByRole<HTMLButtonElement>('button', { name: 'Exportar CSV' });
    expect(again.disabled).toBe(false);
    expect(screen.getAllByRole('row')).toHaveLength(3);

    // A new attempt starts over from the newest line and clears the message.
    await user.click(again);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await resolveOperation(environment, 'StatementExportQuery', exportPage(ENTRIES, false))).toEqual({
      id: ACCOUNT_ID,
      count: 100,
      after: null,
    });
    await waitFor(() => expect(clicks).toHaveLength(1));
  });

  it('reads its lines again when the user’s live updates change this account, not another', async () => {
    const { environment, requests } = renderRoute('/account/statement/5');
    await resolveQuery(environment, StatementPageQuery, vars, accountResolver(ENTRIES.slice(1)));
    await screen.findByRole('heading', { name: 'Conta Ação' });
    const updates = await waitForOperation(environment, 'viewerUpdatesSubscription');
    const push = (kind: string, accountId: string) =>
      act(async () => {
        environment.mock.nextValue(
          updates,
          MockPayloadGenerator.generate(updates, {
            ViewerUpdate: () => ({ kind, bet: null }),
            Account: () => ({ id: accountId }),
          }),
        );
      });
    const asked = () => requests.filter((name) => name === 'StatementPageQuery').length;
    const before = asked();
    // The first payload is the state the page has.
    await push('CURRENT', 'QWNjb3VudDo5');
    await push('DEPOSIT', 'QWNjb3VudDo5');
    expect(asked()).toBe(before);
    // A leg graded with the bet still open writes no line.
    await push('BET_UPDATED', ACCOUNT_ID);
    expect(asked()).toBe(before);
    // A deposit made on another device: the page asks for its lines again, and shows the new one.
    await push('DEPOSIT', ACCOUNT_ID);
    await waitFor(() => expect(asked()).toBe(before + 1));
    // Two more while that request is out (the worker settling two bets in one pass): the answer on its
    // way may have been read before them, so one more request follows it, and only one.
    await push('BET_SETTLED', ACCOUNT_ID);
    await push('BET_SETTLED', ACCOUNT_ID);
    expect(asked()).toBe(before + 1);
    await resolveOperation(environment, 'StatementPageQuery', accountResolver(ENTRIES.slice(1)));
    await waitFor(() => expect(asked()).toBe(before + 2));
    await resolveOperation(environment, 'StatementPageQuery', accountResolver(ENTRIES));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(ENTRIES.length + 1));
    expect(asked()).toBe(before + 2);
    // CURRENT once more: changes may have been missed (the server's Redis came back), so everything again.
    await push('CURRENT', 'QWNjb3VudDo5');
    await waitFor(() => expect(asked()).toBe(before + 3));
  });

  it('says Conta não encontrada for an unknown account and sends visitors to /login', async () => {
    // index.html's description, which the page sets.
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Bancada">');
    const first = renderRoute('/account/statement/5');
    await resolveQuery(first.environment, StatementPageQuery, vars, { Bankroll: () => ({ account: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conta não encontrada' })).toBeTruthy();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Extrato da conta: cada movimentação e o saldo ao longo do tempo.',
    );
    document.head.querySelector('meta[name="description"]')?.remove();
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
