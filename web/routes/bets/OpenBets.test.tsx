import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import BalancePageQuery from '../../relay/__generated__/BalancePageQuery.graphql.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { resolveOperation, waitForOperation } from '../../test/operations.ts';
import { bankroll, account, BANKROLL_ID } from '../../test/bankroll-fixtures.ts';

const EVENT_ID = 'RXZlbnQ6Nzc=';

const leg = (overrides: Record<string, unknown> = {}) => ({
  eventId: EVENT_ID,
  sport: 'football',
  eventName: 'Flamengo vs Palmeiras',
  marketName: 'Full time',
  line: null,
  choice: '1',
  odds: '1.85',
  result: 'OPEN',
  ...overrides,
});

const openBet = {
  id: 'QmV0OjE=',
  status: 'OPEN',
  multiple: false,
  stake: '10.00',
  odds: '1.85',
  potentialReturn: '18.50',
  settledByHand: false,
  account: { name: 'Principal' },
  legs: [leg()],
};

const wonBet = { ...openBet, id: 'QmV0OjI=', status: 'WON' };

async function openDashboard(bets: readonly object[] = [openBet, wonBet]) {
  const view = renderRoute('/');
  await resolveQuery(
    view.environment,
    BalancePageQuery,
    {},
    {
      Bankroll: bankroll({ accounts: [account(1, 'Principal')] }),
      // The server filters on OPEN; a bet settled meanwhile stays in the list's records, by its status.
      User: () => ({
        bets: { edges: bets.map((node, index) => ({ cursor: `b${index}`, node })) },
      }),
    },
  );
  return view;
}

const event = (home: number, away: number) => ({
  __typename: 'Event',
  id: EVENT_ID,
  // At the break: the clock stopped.
  status: { type: 'INPROGRESS', descriptionPt: 'Intervalo' },
  scoreboard: { home: { score: home }, away: { score: away } },
  time: {
    running: false,
    periodStart: null,
    initialSeconds: null,
    maxSeconds: null,
    gameClock: null,
    speed: 1,
  },
  winProbability: [{ homeWin: 62, draw: 25, awayWin: 13 }],
});

describe('Apostas em aberto on the dashboard', () => {
  it('shows each open bet with its return, the live score, how it stands and its chance, as the match moves', async () => {
    const { environment } = await openDashboard();
    const section = await screen.findByRole('region', { name: 'Apostas em aberto' });
    // Only the open bet; the won one is history.
    expect(within(section).getAllByRole('listitem')).toHaveLength(2); // one bet, one leg
    expect(section.textContent).toContain('Flamengo × Palmeiras — Resultado final: Flamengo');
    expect(section.textContent).toContain('R$\u00a018,50');
    await resolveOperation(environment, 'OpenBetsEventsQuery', {
      Node: () => ({ __typename: 'Event' }),
      Event: () => event(1, 0),
    });
    expect(await within(section).findByText('Ganhando')).toBeTruthy();
    expect(within(section).getByLabelText('Placar ao vivo: 1 × 0')).toBeTruthy();
    expect(section.textContent).toContain('Chance agora: 62,0%');
    // No minute at the break: the leg says where the match is.
    expect(within(section).getByText('Intervalo')).toBeTruthy();

    // The event's live subscription moves the score: the bet is losing now.
    const subscription = await waitForOperation(environment, 'OpenBetsEventSubscription');
    expect(subscription.request.variables).toEqual({ id: EVENT_ID });
    await act(async () => {
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, { Event: () => event(1, 2) }),
      );
    });
    expect(await within(section).findByText('Perdendo')).toBeTruthy();
    expect(within(section).getByLabelText('Placar ao vivo: 1 × 2')).toBeTruthy();
  });

  it('takes a bet recorded on another device from the user’s live updates, and drops it once settled', async () => {
    const { environment } = await openDashboard();
    const section = await screen.findByRole('region', { name: 'Apostas em aberto' });
    const updates = await waitForOperation(environment, 'viewerUpdatesSubscription');
    const recorded = {
      ...openBet,
      id: 'QmV0OjM=',
      legs: [leg({ eventName: 'Santos vs Grêmio', choice: 'X' })],
    };
    const push = (kind: string, bet: typeof recorded) =>
      act(async () => {
        environment.mock.nextValue(
          updates,
          MockPayloadGenerator.generate(updates, {
            ViewerUpdate: () => ({ kind }),
            Bet: () => bet,
            Bankroll: () => ({ id: BANKROLL_ID }),
          }),
        );
      });
    await push('BET_RECORDED', recorded);
    expect(await within(section).findByText('Santos × Grêmio — Resultado final: Empate')).toBeTruthy();
    // The same bet again (its settlement) updates the record in place: settled, it leaves the open list.
    await push('BET_SETTLED', { ...recorded, status: 'LOST' });
    await waitFor(() => expect(within(section).queryByText(/Santos × Grêmio/)).toBeNull());
    expect(section.textContent).toContain('Flamengo × Palmeiras');
  });

  describe('when the server ends the live updates', () => {
    /** Relay's own error for a payload without data: the server's errors as its source. */
    const answered = (message: string, code: string) =>
      Object.assign(new Error('No data returned'), {
        source: { errors: [{ message, extensions: { code } }] },
      });

    it('says a limit reached, and asks again once the user comes back to the tab, reading what it missed', async () => {
      const { environment, requests } = await openDashboard();
      const updates = await waitForOperation(environment, 'viewerUpdatesSubscription');
      const limit =
        'Limite de 10 acompanhamentos ao vivo da sua banca ao mesmo tempo atingido. Feche outras abas ou aparelhos.';
      await act(async () => environment.mock.reject(updates, answered(limit, 'RATE_LIMITED')));
      expect((await screen.findByText(limit)).getAttribute('role')).toBe('status');
      const before = requests.filter((name) => name === 'BalancePageQuery').length;
      act(() => void window.dispatchEvent(new Event('focus')));
      const again = await waitForOperation(environment, 'viewerUpdatesSubscription');
      await act(async () => {
        environment.mock.nextValue(
          again,
          MockPayloadGenerator.generate(again, {
            ViewerUpdate: () => ({ kind: 'CURRENT' }),
            Bankroll: () => ({ id: BANKROLL_ID }),
          }),
        );
      });
      await waitFor(() => expect(screen.queryByText(limit)).toBeNull());
      // Changes made while it was refused are read: the dashboard's query goes again.
      await waitFor(() =>
        expect(requests.filter((name) => name === 'BalancePageQuery').length).toBeGreaterThan(before),
      );
    });

    it('sends the user to /login, told why, once the session was ended elsewhere', async () => {
      const { environment, router } = await openDashboard();
      const updates = await waitForOperation(environment, 'viewerUpdatesSubscription');
      await act(async () =>
        environment.mock.reject(updates, answered('Sessão expirada. Entre novamente.', 'UNAUTHENTICATED')),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByText(/Sua sessão expirou ou foi encerrada/)).toBeTruthy();
    });
  });

  describe('an acumulada with legs already graded', () => {
    const OTHER_EVENT_ID = 'RXZlbnQ6Nzg=';
    const multiple = (graded: Record<string, unknown>) => ({
      ...openBet,
      id: 'QmV0OjQ=',
      multiple: true,
      odds: '3.70',
      // The API's figure: every leg winning, whatever the graded ones did.
      potentialReturn: '37.00',
      legs: [leg({ eventId: OTHER_EVENT_ID, eventName: 'Santos vs Grêmio', odds: '2.00', ...graded }), leg()],
    });
    const header = (section: HTMLElement) => section.querySelector('.open-bet header')!;
    const summary = (section: HTMLElement) => section.querySelector('.open-bet > p')!;

    it('is lost once a selection is lost, however the others stand, and promises no return', async () => {
      const { environment } = await openDashboard([multiple({ result: 'LOST' })]);
      const section = await screen.findByRole('region', { name: 'Apostas em aberto' });
      // Only the open leg's event is asked for; it is being won.
      await resolveOperation(environment, 'OpenBetsEventsQuery', {
        Node: () => ({ __typename: 'Event' }),
        Event: () => event(1, 0),
      });
      await waitFor(() => expect(within(section).getByLabelText('Placar ao vivo: 1 × 0')).toBeTruthy());
      expect(header(section).textContent).toContain('Perdida');
      expect(section.textContent).not.toMatch(/Ganhando|Empatando|Perdendo/);
      expect(section.textContent).not.toContain('Retorno possível');
      expect(section.textContent).not.toContain('Chance agora');
      expect(section.textContent).toContain('Perdeu');
    });

    it('counts a void selection at odds 1 in the return', async () => {
      const { environment } = await openDashboard([multiple({ result: 'VOID' })]);
      const section = await screen.findByRole('region', { name: 'Apostas em aberto' });
      await resolveOperation(environment, 'OpenBetsEventsQuery', {
        Node: () => ({ __typename: 'Event' }),
        Event: () => event(1, 0),
      });
      await waitFor(() => expect(header(section).textContent).toContain('Ganhando'));
      // R$ 10,00 × 1 × 1,85, not the R$ 37,00 of both legs winning.
      expect(summary(section).textContent).toContain('Retorno possível: R$\u00a018,50');
    });

    it('promises every leg’s odds for a bet reopened by hand, the user’s to settle whatever the feed graded', async () => {
      await openDashboard([{ ...multiple({ result: 'VOID' }), settledByHand: true }]);
      const section = await screen.findByRole('region', { name: 'Apostas em aberto' });
      // As the Liquidar dialog caps its cash-out: R$ 10,00 × 2,00 × 1,85.
      expect(summary(section).textContent).toContain('Retorno possível: R$\u00a037,00');
    });

    it('is not lost for a bet reopened by hand whose selection the feed graded lost', async () => {
      const { environment } = await openDashboard([{ ...multiple({ result: 'LOST' }), settledByHand: true }]);
      const section = await screen.findByRole('region', { name: 'Apostas em aberto' });
      await resolveOperation(environment, 'OpenBetsEventsQuery', {
        Node: () => ({ __typename: 'Event' }),
        Event: () => event(1, 0),
      });
      await waitFor(() => expect(within(section).getByLabelText('Placar ao vivo: 1 × 0')).toBeTruthy());
      // The feed's grade is still told on its selection, the leg still played stands as it goes; the bet as
      // a whole is the user's to settle, not lost.
      expect(section.textContent).toContain('Perdeu');
      expect(section.querySelector('.open-bet-legs')!.textContent).toContain('Ganhando');
      expect(header(section).textContent).toBe('Acumulada (2 seleções)');
      expect(summary(section).textContent).toContain('Retorno possível: R$\u00a037,00');
    });

    it('stands as losing with a half-lost selection, its return halved', async () => {
      await openDashboard([multiple({ result: 'HALF_LOST' })]);
      const section = await screen.findByRole('region', { name: 'Apostas em aberto' });
      expect(header(section).textContent).toContain('Perdendo');
      // R$ 10,00 × ½ × 1,85 = R$ 9,25.
      expect(summary(section).textContent).toContain('Retorno possível: R$\u00a09,25');
    });
  });
});
