import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addToSlip, forgetSlips } from '../bets/bet-slip.ts';
import { slipLeg, storedSlip } from '../../test/slip-fixtures.ts';
import { BETS_LABELS } from '../../../server/i18n/screens/bets.ts';
import EventPageQuery from '../../relay/__generated__/EventPageQuery.graphql.ts';
import EventLiveSubscription from '../../relay/__generated__/EventLiveSubscription.graphql.ts';
import { MockPayloadGenerator } from 'relay-test-utils';
import { pendingOperation } from '../../test/operations.ts';
import { renderRoute, resolveQuery, type MockEnvironment } from '../../test/render-route.tsx';
import { WITHOUT_CHARTS } from '../../test/event-fixtures.ts';

interface Choice {
  name?: string;
  namePt: string;
  decimalValue: string;
  betOdds?: string;
  initialDecimalValue?: string;
  movement?: 'UP' | 'DOWN' | 'NONE';
  winning?: boolean | null;
}

const market = (marketNamePt: string, isLive: boolean, choices: Choice[], linePt: string | null = null) => ({
  marketId: 1,
  choiceGroup: linePt?.replace(',', '.') ?? null,
  marketNamePt,
  linePt,
  isLive,
  suspended: false,
  // The price as a bet records it: the shown one unless a choice says otherwise (10/3: 4.33 and 4.3333).
  choices: choices.map((c) => ({
    movement: 'NONE',
    winning: null,
    initialDecimalValue: null,
    betOdds: c.decimalValue,
    ...c,
  })),
});

const fullTime = (isLive: boolean, home: string, draw: string | null, away: string, settled = false) =>
  market('Resultado final', isLive, [
    { name: '1', namePt: 'Flamengo', decimalValue: home, winning: settled ? true : null },
    ...(draw ? [{ name: 'X', namePt: 'Empate', decimalValue: draw, winning: settled ? false : null }] : []),
    { name: '2', namePt: 'Palmeiras', decimalValue: away, winning: settled ? false : null },
  ]);

const goals = market(
  'Total de gols',
  false,
  [
    { namePt: 'Mais de 2,5', decimalValue: '2.20', initialDecimalValue: '2.50', movement: 'DOWN' },
    { namePt: 'Menos de 2,5', decimalValue: '1.67', initialDecimalValue: '1.53', movement: 'UP' },
  ],
  '2,5',
);

const EVENT_ID = 'RXZlbnQ6Nzc=';

/** The event's fields as the page's query and its live updates answer them. */
const eventOf = (status: string, odds: unknown[], sport = 'football', winningOdds: unknown = null) => ({
  ...WITHOUT_CHARTS,
  id: EVENT_ID,
  sport: { slug: sport },
  homeTeam: { teamId: 1, name: 'Flamengo' },
  awayTeam: { teamId: 2, name: 'Palmeiras' },
  status: { type: status, descriptionPt: '' },
  odds,
  winningOdds,
});

/** The environment of the page openOdds rendered last. */
let page: MockEnvironment;

async function openOdds(status: string, odds: unknown[], sport = 'football', winningOdds: unknown = null) {
  const user = userEvent.setup();
  const { environment } = renderRoute('/sports/event/77');
  page = environment;
  await resolveQuery(
    environment,
    EventPageQuery,
    { id: 77 },
    { Event: () => eventOf(status, odds, sport, winningOdds) },
  );
  await user.click(await screen.findByRole('tab', { name: 'Odds' }));
  return screen.getByRole('tabpanel');
}

const groupNamed = (panel: HTMLElement, name: string) => within(panel).getByRole('region', { name });
const texts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// The slip is the browser's (localStorage), shared by every suite of this worker.
afterEach(() => forgetSlips());

describe('Odds tab', () => {
  it('before the match: pre-match markets with their line, pt-BR decimals and movement since the opening', async () => {
    const winningOdds = {
      home: { decimalValue: '2.70', expected: 35, actual: 41 },
      away: { decimalValue: '2.88', expected: 33, actual: 29 },
    };
    const panel = await openOdds(
      'NOTSTARTED',
      [fullTime(false, '2.70', '3.10', '2.88'), goals],
      'football',
      winningOdds,
    );
    expect(within(panel).queryByRole('region', { name: 'Ao vivo' })).toBeNull();
    const pre = groupNamed(panel, 'Pré-jogo');
    expect(within(pre).getByRole('heading', { name: 'Total de gols (2,5)' })).toBeTruthy();
    // Before the start the pre-match prices can be bet on: each one a button, with + for the bet slip.
    expect(texts(pre)).toEqual([
      'Flamengo2,70+',
      'Empate3,10+',
      'Palmeiras2,88+',
      'Mais de 2,52,20+▼',
      'Menos de 2,51,67+▲',
    ]);
    expect(within(pre).getByRole('img', { name: 'Caiu (abriu em 2,50)' })).toBeTruthy();
    expect(within(pre).getByRole('img', { name: 'Subiu (abriu em 1,53)' })).toBeTruthy();
    expect(texts(groupNamed(panel, 'Odds vencedoras'))).toEqual([
      '2,70 Flamengo: chance implícita 35%, venceu 41% das vezes com odds assim',
      '2,88 Palmeiras: chance implícita 33%, venceu 29% das vezes com odds assim',
    ]);
  });

  it('names the slip’s + by its state: add it, or already in the slip (a press adds, never removes)', async () => {
    const user = userEvent.setup();
    const panel = await openOdds('NOTSTARTED', [fullTime(false, '2.70', '3.10', '2.88')]);
    const add = within(panel).getByRole('button', { name: 'Adicionar Flamengo, Resultado final ao cupom' });
    expect(add.hasAttribute('aria-pressed')).toBe(false);
    await user.click(add);
    const added = within(panel).getByRole('button', {
      name: 'Flamengo, Resultado final: no cupom (adicionar de novo)',
    });
    expect(added.textContent).toBe('✓');
    expect(added.hasAttribute('aria-pressed')).toBe(false);
  });

  it('says in one live region what the + added and then what the slip’s × removed, the focus kept in the slip', async () => {
    const user = userEvent.setup();
    const other = slipLeg('RXZlbnQ6OA==', 'Bahia × Vitória', '2.10');
    addToSlip(other);
    const panel = await openOdds('NOTSTARTED', [fullTime(false, '2.70', '3.10', '2.88')]);
    await user.click(
      within(panel).getByRole('button', { name: 'Adicionar Flamengo, Resultado final ao cupom' }),
    );
    const said = () => screen.getAllByRole('status').map((region) => region.textContent);
    expect(said()).toContain(BETS_LABELS.addedToSlip('Flamengo'));
    // The + adds last: its leg is the slip's last, and the focus goes back to the one before it.
    await user.click(screen.getByRole('button', { name: BETS_LABELS.removeLeg('Flamengo × Palmeiras') }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: BETS_LABELS.removeLeg(other.eventName) }),
    );
    expect(said()).toContain(BETS_LABELS.removedFromSlip('Flamengo'));
    expect(said()).not.toContain(BETS_LABELS.addedToSlip('Flamengo'));
  });

  it('takes a choice into the slip at the price to four decimals, as a bet records it, not the two shown', async () => {
    const user = userEvent.setup();
    const panel = await openOdds('NOTSTARTED', [
      market('Resultado final', false, [
        { name: '1', namePt: 'Flamengo', decimalValue: '2.63', betOdds: '2.625' },
        { name: '2', namePt: 'Palmeiras', decimalValue: '2.50' },
      ]),
    ]);
    expect(within(panel).getAllByText('2,63').length).toBeGreaterThan(0);
    await user.click(
      within(panel).getByRole('button', { name: 'Adicionar Flamengo, Resultado final ao cupom' }),
    );
    expect(storedSlip()?.user?.legs.map((leg) => leg.odds)).toEqual(['2.625']);
  });

  it('shows this event’s choice in the slip at the page’s live price, and says when it moved or closed', async () => {
    const user = userEvent.setup();
    const panel = await openOdds('NOTSTARTED', [fullTime(false, '1.62', '3.10', '2.88')]);
    await user.click(
      within(panel).getByRole('button', { name: 'Adicionar Flamengo, Resultado final ao cupom' }),
    );
    const slip = screen.getByRole('region', { name: /^Cupom de apostas/ });
    const odds = () => slip.querySelector('.bet-slip-odds')?.textContent;
    expect(odds()).toBe('1,62');
    expect(slip.textContent).not.toContain('A odd mudou');
    // The page's live updates move the price, suspend the market, start the match.
    const live = (event: ReturnType<typeof eventOf>) => async () => {
      const subscription = pendingOperation(page, 'EventLiveSubscription');
      page.mock.nextValue(
        EventLiveSubscription,
        MockPayloadGenerator.generate(subscription, { Event: () => event }),
      );
    };
    await waitFor(() => pendingOperation(page, 'EventLiveSubscription'));
    await act(live(eventOf('NOTSTARTED', [fullTime(false, '1.67', '3.00', '2.88')])));
    expect(odds()).toBe('1,67');
    expect(slip.textContent).toContain(BETS_LABELS.oddsChanged('1,62', '1,67'));
    await act(live(eventOf('NOTSTARTED', [{ ...fullTime(false, '1.67', '3.00', '2.88'), suspended: true }])));
    expect(slip.textContent).toContain(BETS_LABELS.marketSuspended);
    // Kicked off: the pre-match price it was taken at is no longer on offer; the live one is.
    await act(
      live(
        eventOf('INPROGRESS', [
          fullTime(false, '1.67', '3.00', '2.88'),
          fullTime(true, '1.40', '4.00', '7.00'),
        ]),
      ),
    );
    expect(odds()).toBe('1,40');
    expect(slip.textContent).toContain(BETS_LABELS.oddsChanged('1,62', '1,40'));
    // With no live market for it, nothing is on offer: the price it was taken at, and why it stands.
    await act(live(eventOf('INPROGRESS', [fullTime(false, '1.67', '3.00', '2.88')])));
    expect(slip.textContent).toContain(BETS_LABELS.choiceClosed);
    expect(odds()).toBe('1,62');
  });

  it('while played: live markets apart from the pre-match (closing) ones, each group labelled', async () => {
    const panel = await openOdds('INPROGRESS', [
      fullTime(true, '1.50', '4.00', '7.00'),
      fullTime(false, '2.70', '3.10', '2.88'),
    ]);
    // In play only the live prices can be bet on; the pre-match ones are history.
    expect(texts(groupNamed(panel, 'Ao vivo'))).toEqual(['Flamengo1,50+', 'Empate4,00+', 'Palmeiras7,00+']);
    expect(texts(groupNamed(panel, 'Pré-jogo'))).toEqual(['Flamengo2,70', 'Empate3,10', 'Palmeiras2,88']);
    expect(within(groupNamed(panel, 'Pré-jogo')).queryByRole('button')).toBeNull();
  });

  it('once over: the closing pre-match prices with the winner marked, no live prices nor arrows', async () => {
    const panel = await openOdds('FINISHED', [
      fullTime(true, '1.01', '51.00', '51.00'),
      fullTime(false, '2.70', '3.10', '2.88', true),
      goals,
    ]);
    expect(within(panel).queryByRole('region', { name: 'Ao vivo' })).toBeNull();
    expect(within(panel).queryByText('51,00')).toBeNull();
    const closing = groupNamed(panel, 'Odds de fechamento (pré-jogo)');
    expect(within(closing).getAllByRole('listitem')[0].className).toContain('winning');
    expect(within(closing).getAllByLabelText('Vencedora')).toHaveLength(1);
    expect(within(closing).queryByRole('img', { name: /Subiu|Caiu/ })).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('tennis: who wins between the two players, no draw', async () => {
    const panel = await openOdds('NOTSTARTED', [fullTime(false, '1.67', null, '2.20')], 'tennis');
    expect(texts(groupNamed(panel, 'Pré-jogo'))).toEqual(['Flamengo1,67+', 'Palmeiras2,20+']);
  });
});
