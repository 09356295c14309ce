import { commitLocalUpdate } from 'relay-runtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BetsPageQuery from '../../relay/__generated__/BetsPageQuery.graphql.ts';
import type { CashOutBetMutation } from '../../relay/__generated__/CashOutBetMutation.graphql.ts';
import type { ReopenBetMutation } from '../../relay/__generated__/ReopenBetMutation.graphql.ts';
import type { SettleBetMutation } from '../../relay/__generated__/SettleBetMutation.graphql.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';
import {
  hasPending,
  pendingOperation,
  rejectOperation,
  resolveOperation,
  waitForOperation,
} from '../../test/operations.ts';
import { BETS_LABELS } from '../../../server/i18n/screens/bets.ts';

const group = (label: string, overrides: Record<string, unknown> = {}) => ({
  key: label,
  label,
  bets: 2,
  settled: 1,
  staked: '10.00',
  profit: '8.50',
  roiPercent: '85.00',
  hitRatePercent: '100.00',
  averageOdds: '1.85',
  closingLineValuePercent: '2.50',
  ...overrides,
});

const bet = {
  id: 'QmV0OjE=',
  betId: 1,
  status: 'OPEN',
  multiple: false,
  stake: '10.00',
  odds: '1.85',
  potentialReturn: '18.50',
  payout: null as string | null,
  profit: null as string | null,
  settledByHand: false,
  settledAt: null as string | null,
  createdAt: '2026-03-01T15:30:00Z',
  account: { id: 'QWNjb3VudDox', name: 'Principal', active: true, bettingHouse: { name: 'Bet365' } },
  legs: [
    {
      eventId: 'RXZlbnQ6Nw==',
      sport: 'football',
      eventName: 'Flamengo vs Palmeiras',
      league: 'Brasileirão',
      startsAt: '2026-03-01T19:00:00Z',
      marketName: 'Full time',
      line: null,
      choice: '1',
      odds: '1.85',
      closingOdds: null,
      result: 'OPEN',
    },
  ],
};

/** An open double: the bet's leg at 1,85 and a second at 2,00 the feed graded `result`, 37,00 if both win. */
const doubleWith = (result: string, more: Partial<typeof bet> = {}) => ({
  ...bet,
  multiple: true,
  odds: '3.70',
  potentialReturn: '37.00',
  legs: [bet.legs[0], { ...bet.legs[0], eventId: 'RXZlbnQ6OA==', odds: '2.00', result }],
  ...more,
});

interface AccountsOfFilter {
  active: (typeof bet.account)[];
  inactive: (typeof bet.account)[];
}

async function openBets(
  path: string,
  node: typeof bet = bet,
  accounts: AccountsOfFilter = { active: [], inactive: [] },
) {
  const user = userEvent.setup();
  const view = renderRoute(path);
  // The route's loader starts the query once its filters' module is in.
  await waitForOperation(view.environment, 'BetsPageQuery');
  await resolveQuery(
    view.environment,
    BetsPageQuery,
    {},
    {
      BetStats: () => ({
        summary: group('Todas as apostas', { key: null }),
        bySport: [group('Futebol')],
        byLeague: [group('Brasileirão')],
        byBettingHouse: [group('Bet365')],
        byMarket: [group('Resultado final')],
        profitByDay: [
          { date: '2026-02-27', cumulativeProfit: '-10.00' },
          { date: '2026-03-01', cumulativeProfit: '8.50' },
        ],
      }),
      BetConnection: () => ({ totalCount: 1, edges: [{ cursor: 'b1', node }] }),
      AccountConnection: (context) => ({
        edges: accounts[context.name === 'inactiveAccounts' ? 'inactive' : 'active'].map((account) => ({
          node: account,
        })),
      }),
    },
  );
  await screen.findByRole('heading', { level: 1, name: 'Minhas apostas' });
  return { user, ...view };
}

describe('/bets', () => {
  it('offers neither Liquidar nor Reabrir on a bet of a hidden account, and says why', async () => {
    await openBets('/bets', { ...bet, account: { ...bet.account, active: false } });
    const history = screen.getByRole('table', { name: 'Histórico de apostas' });
    expect(within(history).queryByRole('button', { name: /^Liquidar/ })).toBeNull();
    expect(within(history).getByText('Conta inativa: reative-a para alterar esta aposta.')).toBeTruthy();
  });

  it('filters by a hidden account too, which keeps its bets: in a group of its own', async () => {
    const hidden = { id: 'QWNjb3VudDoy', name: 'Antiga', active: false, bettingHouse: { name: 'Betano' } };
    const other = { id: 'QWNjb3VudDoz', name: 'Reserva', active: true, bettingHouse: { name: 'Bet365' } };
    await openBets(`/bets?conta=${hidden.id}`, bet, { active: [other], inactive: [hidden] });
    const filter = screen.getByRole<HTMLSelectElement>('combobox', { name: BETS_LABELS.filterHouse });
    expect(filter.value).toBe(hidden.id);
    const group = filter.querySelector('optgroup');
    expect(group?.label).toBe('Contas inativas');
    expect(within(group as HTMLElement).getByRole('option').textContent).toBe('Antiga (Betano)');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas', 'Reserva (Bet365)', 'Antiga (Betano)']);
  });

  it('says an account the address names is not found, rather than show Todas over an empty list', async () => {
    const other = { id: 'QWNjb3VudDoz', name: 'Reserva', active: true, bettingHouse: { name: 'Bet365' } };
    await openBets('/bets?conta=QWNjb3VudDo5OQ==', bet, { active: [other], inactive: [] });
    const filter = screen.getByRole<HTMLSelectElement>('combobox', { name: BETS_LABELS.filterHouse });
    expect(filter.value).toBe('QWNjb3VudDo5OQ==');
    expect(filter.selectedOptions[0].textContent).toBe('Conta não encontrada');
  });

  it('sends the URL’s filters to the server and shows ROI, hit rate, the profit chart and each group', async () => {
    const { user, environment } = await openBets('/bets?situacao=SETTLED&esporte=football');
    // The page subscribes in an effect, which a busy machine may run after the heading is on screen.
    expect(await waitForOperation(environment, 'viewerUpdatesSubscription')).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Resumo das apostas' });
    expect(within(cards).getByText('ROI das apostas').parentElement?.textContent).toContain('85,00%');
    expect(within(cards).getByText('Taxa de acerto').parentElement?.textContent).toContain('100,00%');
    expect(within(cards).getByText('Odds médias').parentElement?.textContent).toContain('1,85');
    expect(
      screen.getByRole('img', {
        name: /^Lucro acumulado das apostas de 27\/02\/2026 a 01\/03\/2026: fim R\$\s8,50, mínimo -R\$\s10,00/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain('Futebol');
    screen.getByRole('tab', { name: 'Esporte' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Campeonato' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Brasileirão');
    expect(screen.getByLabelText<HTMLSelectElement>('Situação').value).toBe('SETTLED');
  });

  it('says how many bets the filters show once one is changed, neither on load nor while the list loads', async () => {
    const { user, environment } = await openBets('/bets');
    const words = BETS_LABELS.betsShown;
    const said = () => screen.getAllByRole('status').map((region) => region.textContent);
    expect(said()).not.toContain(words.one);
    const answer = async (variables: Record<string, unknown>, totalCount: number) => {
      await waitFor(() =>
        expect(pendingOperation(environment, 'BetsPageQuery').request.variables).toMatchObject(variables),
      );
      await resolveOperation(environment, 'BetsPageQuery', {
        BetConnection: () => ({ totalCount, edges: totalCount ? [{ cursor: 'b1', node: bet }] : [] }),
      });
    };
    await user.selectOptions(screen.getByRole('combobox', { name: BETS_LABELS.filterStatus }), 'OPEN');
    await answer({ status: 'OPEN' }, 1234);
    await waitFor(() => expect(said()).toContain(words.many('1.234')));
    await user.selectOptions(screen.getByRole('combobox', { name: BETS_LABELS.filterSport }), 'football');
    // The count of the list being replaced is not said again while the new one loads.
    expect(said()).not.toContain(words.many('1.234'));
    await answer({ status: 'OPEN', sport: 'football' }, 0);
    await waitFor(() => expect(said()).toContain(words.none));
    // The list changes later (a bet recorded elsewhere): the count it said is not said again, nor the new one.
    const source = environment.getStore().getSource();
    commitLocalUpdate(environment, (store) => {
      for (const id of source.getRecordIDs())
        if (source.get(id)?.__typename === 'BetConnection') store.get(id)?.setValue(1, 'totalCount');
    });
    await waitFor(() => expect(said()).not.toContain(words.one));
    expect(said()).toContain(words.none);
  });

  it("shows an open multiple's return as its graded legs leave it: nothing once one is lost", async () => {
    await openBets('/bets', doubleWith('LOST'));
    const row = screen.getByRole('row', { name: /Acumulada/ });
    // Date, legs (the row's header), account, odds, stake, status, return.
    expect(within(row).getAllByRole('cell')[5].textContent).toBe('R$\u00a00,00');
  });

  it('caps a cash-out at what the bet can still pay: a multiple with a void leg, at that leg’s odds 1', async () => {
    const { user } = await openBets('/bets', doubleWith('VOID'));
    await user.click(screen.getByRole('button', { name: /^Liquidar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Liquidar aposta' });
    expect(dialog.textContent).toContain('Retorno possível: R$\u00a018,50');
    await user.click(within(dialog).getByLabelText('Cash-out (valor pago pela casa)'));
    await user.type(within(dialog).getByLabelText('Valor do cash-out'), '1851');
    expect(
      within(dialog).getByText(/O cash-out não pode passar do retorno possível \(R\$\s18,50\)/),
    ).toBeTruthy();
  });

  it('caps a bet reopened by hand at every leg’s odds: the feed’s grades are what the user overrides', async () => {
    const { user } = await openBets('/bets', doubleWith('LOST', { settledByHand: true }));
    await user.click(screen.getByRole('button', { name: /^Liquidar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Liquidar aposta' });
    expect(dialog.textContent).toContain('Retorno possível: R$\u00a037,00');
  });

  it('asks for a cash-out amount above zero before sending, on the field', async () => {
    const { user, environment } = await openBets('/bets');
    await user.click(screen.getByRole('button', { name: /^Liquidar Flamengo/ }));
    const dialog = screen.getByRole('dialog', { name: 'Liquidar aposta' });
    await user.click(within(dialog).getByLabelText('Cash-out (valor pago pela casa)'));
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Informe um valor maior que zero.');
    const field = within(dialog).getByLabelText('Valor do cash-out');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(within(dialog).getByRole('alert').id);
    expect(hasPending(environment, 'CashOutBetMutation')).toBe(false);
  });

  it('cashes a bet out by hand at an amount, at most its potential return', async () => {
    const { user, environment } = await openBets('/bets');
    const history = screen.getByRole('table', { name: 'Histórico de apostas' });
    expect(within(history).getByText('Em aberto')).toBeTruthy();
    await user.click(within(history).getByRole('button', { name: /^Liquidar Flamengo/ }));
    const dialog = screen.getByRole('dialog', { name: 'Liquidar aposta' });
    // The bet's figures are given, not worked out as the user types: no live region reads them out.
    expect(within(dialog).queryAllByRole('status')).toEqual([]);
    // Submitted without a result, it asks for one; the request goes once a result is chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Escolha o resultado da aposta.');
    await user.click(within(dialog).getByLabelText('Cash-out (valor pago pela casa)'));
    expect(within(dialog).queryByText('Escolha o resultado da aposta.')).toBeNull();
    await user.type(within(dialog).getByLabelText('Valor do cash-out'), '2000');
    const above = /O cash-out não pode passar do retorno possível/;
    expect(within(dialog).getByText(above)).toBeTruthy();
    // Submitted above the potential return: said once, the field marked and described by it.
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    expect(within(dialog).getAllByText(above)).toHaveLength(1);
    const field = within(dialog).getByLabelText('Valor do cash-out');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const description = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toMatch(above);
    expect(hasPending(environment, 'CashOutBetMutation')).toBe(false);
    await user.clear(within(dialog).getByLabelText('Valor do cash-out'));
    await user.type(within(dialog).getByLabelText('Valor do cash-out'), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    const variables = await resolveOperation<CashOutBetMutation>(environment, 'CashOutBetMutation', {
      CashOutBetPayload: () => ({ errors: [] }),
      Bet: () => ({ ...bet, status: 'CASHED_OUT', payout: '12.00' }),
    });
    expect(variables.input).toMatchObject({ id: bet.id, amount: '12.00' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(history).getByText('Cash-out')).toBeTruthy();
    expect(within(history).getByRole('button', { name: /^Reabrir Flamengo/ })).toBeTruthy();
  });
});

describe('/bets: reopening a settled bet', () => {
  const won = { ...bet, status: 'WON', payout: '18.50', profit: '8.50', settledAt: '2026-03-01T21:00:00Z' };

  it('says what it does to the money and to the bet, and reopens only when confirmed', async () => {
    const { user, environment } = await openBets('/bets', won);
    const history = screen.getByRole('table', { name: 'Histórico de apostas' });
    await user.click(within(history).getByRole('button', { name: /^Reabrir Flamengo/ }));
    let dialog = screen.getByRole('dialog', { name: 'Reabrir aposta' });
    expect(dialog.textContent).toContain(
      'O retorno de R$\u00a018,50 sai do saldo disponível de Principal e o valor apostado, R$\u00a010,00, volta para Em Apostas.',
    );
    // The feed settled it: once reopened, it is the user's to settle.
    expect(dialog.textContent).toContain('não será mais liquidada pelos resultados dos jogos');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hasPending(environment, 'ReopenBetMutation')).toBe(false);

    await user.click(within(history).getByRole('button', { name: /^Reabrir Flamengo/ }));
    dialog = screen.getByRole('dialog', { name: 'Reabrir aposta' });
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    // A refusal is said in the dialog, which stays open.
    await resolveOperation(environment, 'ReopenBetMutation', {
      ReopenBetPayload: () => ({ errors: [{ message: 'O dinheiro desta aposta já saiu da conta.' }] }),
      Bet: () => won,
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'O dinheiro desta aposta já saiu da conta.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    await resolveOperation(environment, 'ReopenBetMutation', {
      ReopenBetPayload: () => ({ errors: [] }),
      Bet: () => ({ ...won, status: 'OPEN', payout: null, profit: null, settledByHand: true }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Aposta reaberta: o valor voltou para Em Apostas.')).toBeTruthy();
    expect(within(history).getByText('Em aberto')).toBeTruthy();
  });

  it('speaks of the stake alone for a bet that paid nothing, and of settling again for one settled by hand', async () => {
    const { user } = await openBets('/bets', {
      ...bet,
      status: 'LOST',
      payout: '0.00',
      profit: '-10.00',
      settledByHand: true,
    });
    await user.click(screen.getByRole('button', { name: /^Reabrir Flamengo/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reabrir aposta' });
    expect(dialog.textContent).toContain(
      'O valor apostado, R$\u00a010,00, volta para Em Apostas de Principal.',
    );
    expect(dialog.textContent).not.toContain('O retorno de');
    expect(dialog.textContent).toContain('para você liquidá-la de novo');
  });
});

describe('/bets: a change sent again after no answer', () => {
  it('keeps its idempotency key while the user asks the same, and takes a new one for another result', async () => {
    const { user, environment } = await openBets('/bets');
    await user.click(screen.getByRole('button', { name: /^Liquidar Flamengo/ }));
    const dialog = screen.getByRole('dialog', { name: 'Liquidar aposta' });
    await user.click(within(dialog).getByLabelText('Ganha'));
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    const first = await rejectOperation<SettleBetMutation>(environment, 'SettleBetMutation');
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    const again = await rejectOperation<SettleBetMutation>(environment, 'SettleBetMutation');
    expect(again.input.idempotencyKey).toBe(first.input.idempotencyKey);
    await user.click(within(dialog).getByLabelText('Perdida'));
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    const other = await rejectOperation<SettleBetMutation>(environment, 'SettleBetMutation');
    expect(other.input).toMatchObject({ result: 'LOST' });
    expect(other.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
  });

  it('reopens with the same key after no answer', async () => {
    const { user, environment } = await openBets('/bets', { ...bet, status: 'WON', payout: '18.50' });
    await user.click(screen.getByRole('button', { name: /^Reabrir Flamengo/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reabrir aposta' });
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    const first = await rejectOperation<ReopenBetMutation>(environment, 'ReopenBetMutation');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Não foi possível reabrir a aposta.');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    const again = await rejectOperation<ReopenBetMutation>(environment, 'ReopenBetMutation');
    expect(again.input.idempotencyKey).toBe(first.input.idempotencyKey);
  });
});

describe('/bets: a page that could not be read', () => {
  it('offers to try again, and shows the bets once they are read', async () => {
    const user = userEvent.setup();
    const view = renderRoute('/bets');
    await rejectOperation(view.environment, 'BetsPageQuery');
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao buscar apostas');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await resolveQuery(
      view.environment,
      BetsPageQuery,
      {},
      {
        BetConnection: () => ({ totalCount: 1, edges: [{ cursor: 'b1', node: bet }] }),
        AccountConnection: () => ({ edges: [] }),
      },
    );
    expect(await screen.findByRole('table', { name: 'Histórico de apostas' })).toBeTruthy();
    expect(screen.queryByText('Erro ao buscar apostas')).toBeNull();
  });
});

describe('/bets: a bet changed elsewhere while its dialog is open', () => {
  it('says a bet settled meanwhile, and sends nothing', async () => {
    const { user, environment } = await openBets('/bets');
    await user.click(screen.getByRole('button', { name: /^Liquidar Flamengo/ }));
    const dialog = screen.getByRole('dialog', { name: 'Liquidar aposta' });
    await user.click(within(dialog).getByLabelText('Perdida'));
    // The settlement worker graded it: the user's live updates bring the bet as it is now.
    act(() => commitLocalUpdate(environment, (store) => store.get(bet.id)?.setValue('WON', 'status')));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Esta aposta acaba de ser liquidada (Ganha), em outro aparelho ou pelo resultado do jogo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    expect(hasPending(environment, 'SettleBetMutation')).toBe(false);
  });

  it('says a bet reopened meanwhile, and sends nothing', async () => {
    const { user, environment } = await openBets('/bets', { ...bet, status: 'WON', payout: '18.50' });
    await user.click(screen.getByRole('button', { name: /^Reabrir Flamengo/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reabrir aposta' });
    act(() => commitLocalUpdate(environment, (store) => store.get(bet.id)?.setValue('OPEN', 'status')));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Esta aposta acaba de ser reaberta em outro aparelho.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(hasPending(environment, 'ReopenBetMutation')).toBe(false);
  });
});
