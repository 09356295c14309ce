import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionNamePt } from '../../../i18n/stages.ts';
import { encodeId } from '../common/global-id.ts';
import { signUp, startHarness, typed, type Harness, type UserError } from '../../test/harness.ts';

/** A Monday afternoon in São Paulo: football still to come later in the day. */
const SIM_START = '2026-11-23T15:00:00-03:00';

let h: Harness;
let token: string;
let otherToken: string;
let accountId: string;
/** A second account of the same user, for the refusals (the first one's balances stay the journey's). */
let spareAccountId: string;
let eventId: number;

interface BetNode {
  id: string;
  betId: number;
  status: string;
  stake: string;
  odds: string;
  potentialReturn: string;
  payout: string | null;
  settledByHand: boolean;
  legs: Array<{
    eventId: string;
    sportEventId: number;
    eventName: string;
    eventNamePt: string;
    marketName: string;
    marketNamePt: string;
    linePt: string | null;
    choice: string;
    choicePt: string;
    odds: string;
    result: string;
  }>;
}
interface BetPayload {
  errors: UserError[];
  bet: BetNode | null;
  account: { availableBalance: string; betLockedBalance: string } | null;
  entry: { type: string; amount: string | null } | null;
}

const BET =
  'id betId status stake odds potentialReturn payout settledByHand legs { eventId sportEventId eventName eventNamePt marketName marketNamePt linePt choice choicePt odds result }';
const PAYLOAD = `errors { code field message } bet { ${BET} } account { availableBalance betLockedBalance } entry { type amount }`;

const RECORD = typed<{ recordBet: BetPayload }>(
  `mutation ($input: RecordBetInput!) { recordBet(input: $input) { ${PAYLOAD} } }`,
);
const CASH_OUT = typed<{ cashOutBet: BetPayload }>(
  `mutation ($input: CashOutBetInput!) { cashOutBet(input: $input) { ${PAYLOAD} } }`,
);
const REOPEN = typed<{ reopenBet: BetPayload }>(
  `mutation ($input: ReopenBetInput!) { reopenBet(input: $input) { ${PAYLOAD} } }`,
);
const SETTLE = typed<{ settleBet: BetPayload }>(
  `mutation ($input: SettleBetInput!) { settleBet(input: $input) { ${PAYLOAD} } }`,
);
const LISTS = typed<{
  viewer: {
    bankroll: {
      bets: { totalCount: number; edges: Array<{ node: BetNode }> };
      activeAccounts: { edges: Array<{ node: { id: string; bets: { totalCount: number } } }> };
    };
  };
}>(
  `{ viewer { bankroll { bets(first: 10) { totalCount edges { node { ${BET} } } } activeAccounts { edges { node { id bets { totalCount } } } } } } }`,
);

/** A new account of the user's at the first betting house, with R$ 100,00 deposited: its global id. */
async function fundedAccount(bearer: string, name: string): Promise<string> {
  const houses = await h.gql(
    typed<{ viewer: { bankroll: { bettingHouses: Array<{ id: string }> } } }>(
      `{ viewer { bankroll { bettingHouses { id } } } }`,
    ),
    {},
    { token: bearer },
  );
  const created = await h.gql(
    typed<{ createAccount: { account: { id: string } } }>(
      'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
    ),
    { input: { name, bettingHouseId: houses.body.data.viewer.bankroll.bettingHouses[0].id } },
    { token: bearer },
  );
  const id = created.body.data.createAccount.account.id;
  await h.gql(
    typed('mutation ($input: DepositInput!) { deposit(input: $input) { errors { code } } }'),
    { input: { id, amount: '100.00', idempotencyKey: randomUUID() } },
    { token: bearer },
  );
  return id;
}

beforeAll(async () => {
  h = await startHarness({}, { ROLES: 'api,sportsfeed', SPORTS_SIM_START: SIM_START });
  ({ token } = await signUp(h, 'Apostadora'));
  ({ token: otherToken } = await signUp(h, 'Outra'));
  accountId = await fundedAccount(token, 'Casa');
  spareAccountId = await fundedAccount(token, 'Reserva');
  const day = (await (
    await fetch(`${h.server.url}/sportsfeed/api/v1/sport/football/scheduled-events/2026-11-23`)
  ).json()) as { events: Array<{ id: number; status: { type: string }; startTimestamp: number }> };
  eventId = day.events.find(
    (e) => e.status.type === 'notstarted' && e.startTimestamp > Date.parse(SIM_START) / 1000 + 3600,
  )!.id;
});
afterAll(() => h.close());

describe('bets in GraphQL', () => {
  it('records a bet, lists it on the bankroll and the account, cashes it out and undoes it', async () => {
    const recorded = await h.gql(
      RECORD,
      {
        input: {
          accountId,
          stake: '20.00',
          legs: [{ eventId: String(eventId), marketId: 1, choice: '1', odds: '2.25' }],
          idempotencyKey: randomUUID(),
        },
      },
      { token },
    );
    const bet = recorded.body.data.recordBet.bet!;
    expect(recorded.body.data.recordBet.errors).toEqual([]);
    expect(bet).toMatchObject({
      status: 'OPEN',
      stake: '20.00',
      odds: '2.25',
      potentialReturn: '45.00',
      payout: null,
    });
    expect(bet.legs[0]).toMatchObject({
      sportEventId: eventId,
      marketName: 'Full time',
      choice: '1',
      result: 'OPEN',
    });
    // The words the bets screens show, for an integrator too: the home side by its name for "1".
    const [home, away] = bet.legs[0].eventName.split(' vs ');
    expect(bet.legs[0]).toMatchObject({
      eventNamePt: `${home} × ${away}`,
      marketNamePt: 'Resultado final',
      linePt: null,
      choicePt: home,
    });
    expect(recorded.body.data.recordBet.account).toEqual({
      availableBalance: '80.00',
      betLockedBalance: '20.00',
    });
    expect(recorded.body.data.recordBet.entry).toEqual({ type: 'BET_PLACED', amount: '20.00' });

    const lists = await h.gql(LISTS, {}, { token });
    expect(lists.body.data.viewer.bankroll.bets.edges.map((e) => e.node.id)).toContain(bet.id);
    expect(
      lists.body.data.viewer.bankroll.activeAccounts.edges[0].node.bets.totalCount,
    ).toBeGreaterThanOrEqual(1);
    const node = await h.gql(
      typed<{ node: { betId: number } | null }>(
        'query ($id: ID!) { node(id: $id) { ... on Bet { betId } } }',
      ),
      { id: bet.id },
      { token },
    );
    expect(node.body.data.node).toEqual({ betId: bet.betId });

    const cash = await h.gql(
      CASH_OUT,
      { input: { id: bet.id, amount: '30.00', idempotencyKey: randomUUID() } },
      { token },
    );
    expect(cash.body.data.cashOutBet).toMatchObject({
      errors: [],
      bet: { status: 'CASHED_OUT', payout: '30.00', settledByHand: true },
      account: { availableBalance: '110.00', betLockedBalance: '0.00' },
      entry: { type: 'CASH_OUT', amount: '30.00' },
    });
    const reopened = await h.gql(REOPEN, { input: { id: bet.id, idempotencyKey: randomUUID() } }, { token });
    expect(reopened.body.data.reopenBet).toMatchObject({
      bet: { status: 'OPEN' },
      account: { availableBalance: '80.00', betLockedBalance: '20.00' },
      entry: { type: 'BET_REOPENED' },
    });
    const won = await h.gql(
      SETTLE,
      { input: { id: bet.id, result: 'WON', idempotencyKey: randomUUID() } },
      { token },
    );
    expect(won.body.data.settleBet).toMatchObject({ bet: { status: 'WON', payout: '45.00' } });
    // A half outcome is its own statement line: at 2.25, half the stake won and half back.
    await h.gql(REOPEN, { input: { id: bet.id, idempotencyKey: randomUUID() } }, { token });
    const halfWon = await h.gql(
      SETTLE,
      { input: { id: bet.id, result: 'HALF_WON', idempotencyKey: randomUUID() } },
      { token },
    );
    expect(halfWon.body.data.settleBet).toMatchObject({
      bet: { status: 'HALF_WON', payout: '32.50' },
      entry: { type: 'BET_HALF_WON', amount: '32.50' },
    });
  });

  it("refuses bad bets with typed pt-BR errors, and another user's bet is not found", async () => {
    const bad = await h.gql(
      RECORD,
      {
        input: {
          accountId: spareAccountId,
          stake: '20.00',
          legs: [{ eventId: String(eventId), marketId: 1, choice: '1', odds: '1.00' }],
          idempotencyKey: randomUUID(),
        },
      },
      { token },
    );
    expect(bad.body.data.recordBet).toMatchObject({
      bet: null,
      errors: [{ code: 'BAD_USER_INPUT', message: 'As odds devem ser maiores que 1,00.' }],
    });
    // More legs than WAGER_LEGS (20) allows: refused whole, naming the maximum, before any feed look-up.
    const tooLong = await h.gql(
      RECORD,
      {
        input: {
          accountId: spareAccountId,
          stake: '1.00',
          legs: Array.from({ length: 21 }, () => ({ eventId: String(eventId), marketId: 1, choice: '1' })),
          idempotencyKey: randomUUID(),
        },
      },
      { token },
    );
    expect(tooLong.body.data.recordBet).toMatchObject({
      bet: null,
      errors: [{ code: 'BAD_USER_INPUT', message: 'Uma aposta pode ter no máximo 20 seleções.' }],
    });
    const mine = (
      await h.gql(
        RECORD,
        {
          input: {
            accountId: spareAccountId,
            stake: '1.00',
            legs: [{ eventId: String(eventId), marketId: 1, choice: 'X', odds: '3.10' }],
            idempotencyKey: randomUUID(),
          },
        },
        { token },
      )
    ).body.data.recordBet.bet!;
    const theirs = await h.gql(
      CASH_OUT,
      { input: { id: mine.id, amount: '1.00', idempotencyKey: randomUUID() } },
      { token: otherToken },
    );
    // Another user's bet, its account, and ids nothing can have get the same answer, on the same field.
    const impossible = await h.gql(
      CASH_OUT,
      { input: { id: '0', amount: '1.00', idempotencyKey: randomUUID() } },
      { token: otherToken },
    );
    expect(theirs.body.data.cashOutBet).toEqual(impossible.body.data.cashOutBet);
    expect(theirs.body.data.cashOutBet).toMatchObject({
      bet: null,
      errors: [{ code: 'NOT_FOUND', field: 'id' }],
    });
    const recordAt = (accountId: string) =>
      h.gql(
        RECORD,
        {
          input: {
            accountId,
            stake: '1.00',
            legs: [{ eventId: String(eventId), marketId: 1, choice: 'X', odds: '3.10' }],
            idempotencyKey: randomUUID(),
          },
        },
        { token: otherToken },
      );
    const intoTheirs = await recordAt(spareAccountId);
    expect(intoTheirs.body.data.recordBet).toEqual((await recordAt('0')).body.data.recordBet);
    expect(intoTheirs.body.data.recordBet).toMatchObject({
      bet: null,
      errors: [{ code: 'NOT_FOUND', field: 'accountId' }],
    });
    // An event the feed does not know, and an id no event can have: alike, an object that does not exist.
    const onEvent = (legEventId: string) =>
      h.gql(
        RECORD,
        {
          input: {
            accountId: spareAccountId,
            stake: '1.00',
            legs: [{ eventId: legEventId, marketId: 1, choice: 'X', odds: '3.10' }],
            idempotencyKey: randomUUID(),
          },
        },
        { token },
      );
    const unknownEvent = await onEvent('999999999');
    expect(unknownEvent.body.data.recordBet).toEqual((await onEvent('0')).body.data.recordBet);
    expect(unknownEvent.body.data.recordBet).toMatchObject({
      bet: null,
      errors: [{ code: 'NOT_FOUND', field: 'legs.0.eventId', message: 'Evento não encontrado.' }],
    });
    expect((await h.gql(LISTS, {}, { token: otherToken })).body.data.viewer.bankroll.bets.totalCount).toBe(0);
    const backward = await h.gql(
      typed('{ viewer { bankroll { bets(last: 5) { totalCount } } } }'),
      {},
      { token },
    );
    expect(backward.body.errors?.[0]).toMatchObject({
      message:
        'Esta lista é paginada só para a frente: use first e after com o endCursor recebido (last e before não são aceitos).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
  it("lists the viewer's bets through the history's filters; a malformed filter is BAD_USER_INPUT", async () => {
    const HISTORY = typed<{
      viewer: {
        bets: { totalCount: number; edges: Array<{ node: { betId: number; status: string } }> };
      };
    }>(
      `query ($status: BetStatusFilter, $sport: String, $accountId: ID, $from: Date, $to: Date) {
        viewer { bets(first: 10, status: $status, sport: $sport, accountId: $accountId, from: $from, to: $to) {
          totalCount edges { node { betId status } } } } }`,
    );
    const history = async (variables: Record<string, unknown>) => {
      const answer = await h.gql(HISTORY, variables, { token });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data.viewer.bets;
    };
    const recorded = await h.gql(
      RECORD,
      {
        input: {
          accountId: spareAccountId,
          stake: '1.00',
          legs: [{ eventId: String(eventId), marketId: 1, choice: '2', odds: '3.00' }],
          idempotencyKey: randomUUID(),
        },
      },
      { token },
    );
    const betId = recorded.body.data.recordBet.bet!.betId;
    const ids = (page: { edges: Array<{ node: { betId: number } }> }) => page.edges.map((e) => e.node.betId);
    const all = await history({});
    expect(ids(all)).toContain(betId);
    expect((await history({ sport: 'football' })).totalCount).toBe(all.totalCount);
    expect((await history({ sport: 'tennis' })).totalCount).toBe(0);
    const open = await history({ status: 'OPEN', accountId: spareAccountId });
    expect(ids(open)).toContain(betId);
    expect(open.edges.every((e) => e.node.status === 'OPEN')).toBe(true);
    expect(ids(await history({ status: 'SETTLED' }))).not.toContain(betId);
    expect(ids(await history({ accountId }))).not.toContain(betId);
    // Recorded today (the API's clock): a window around it holds them all, one before it none.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await history({ from: day(-2), to: day(2) })).totalCount).toBe(all.totalCount);
    expect((await history({ to: day(-3) })).totalCount).toBe(0);
    expect((await h.gql(HISTORY, {}, { token: otherToken })).body.data.viewer.bets.totalCount).toBe(0);

    for (const [variables, message] of [
      [{ sport: 'Futebol!' }, 'Filtro de esporte inválido.'],
      [{ from: day(1), to: day(-1) }, 'A data final não pode ser anterior à inicial.'],
    ] as const) {
      const refused = await h.gql(HISTORY, variables, { token });
      expect(refused.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    // A filter: another user's account keeps no bet; an id no account can have is not found (the API's
    // 404), in the list and in the statistics, never a failed upstream.
    const STATS = typed<{ viewer: { betStats: { summary: { bets: number } } } }>(
      'query ($accountId: ID) { viewer { betStats(accountId: $accountId) { summary { bets } } } }',
    );
    const others = await h.gql(HISTORY, { accountId: spareAccountId }, { token: otherToken });
    expect(others.body).toMatchObject({ data: { viewer: { bets: { totalCount: 0, edges: [] } } } });
    const othersStats = await h.gql(STATS, { accountId: spareAccountId }, { token: otherToken });
    expect(othersStats.body.data.viewer.betStats.summary.bets).toBe(0);
    // So is an id that names no account that can exist ("0", another type's), as every id argument says.
    for (const missing of [
      await h.gql(HISTORY, { accountId: '99999999999' }, { token }),
      await h.gql(STATS, { accountId: '99999999999' }, { token }),
      await h.gql(HISTORY, { accountId: '0' }, { token }),
      await h.gql(STATS, { accountId: encodeId('Event', 1) }, { token }),
    ])
      expect(missing.body.errors?.[0]).toMatchObject({
        message: 'Conta não encontrada',
        extensions: { code: 'NOT_FOUND' },
      });
  });
  it('sums up the bets: ROI, hit rate, average odds per sport and house, profit per São Paulo day', async () => {
    // A user of its own: the statistics count every bet of the user.
    const { token: mine } = await signUp(h, 'Estatística');
    const account = await fundedAccount(mine, 'Minha');
    const record = async (choice: string, odds: string) =>
      (
        await h.gql(
          RECORD,
          {
            input: {
              accountId: account,
              stake: '10.00',
              legs: [{ eventId: String(eventId), marketId: 1, choice, odds }],
              idempotencyKey: randomUUID(),
            },
          },
          { token: mine },
        )
      ).body.data.recordBet.bet!;
    const home = await record('1', '2.50');
    const draw = await record('X', '3.10');
    await record('2', '2.90');
    for (const [bet, result] of [
      [home, 'WON'],
      [draw, 'LOST'],
    ] as const)
      await h.gql(SETTLE, { input: { id: bet.id, result, idempotencyKey: randomUUID() } }, { token: mine });

    const GROUP =
      'key label bets open settled staked returned profit roiPercent won lost hitRatePercent averageOdds closingLegs closingLineValuePercent';
    const STATS = typed<{
      viewer: {
        betStats: {
          summary: Record<string, unknown>;
          bySport: Array<Record<string, unknown>>;
          byBettingHouse: Array<Record<string, unknown>>;
          byMarket: Array<{ key: string | null; label: string }>;
          profitByDay: Array<{ date: string; settled: number; profit: string; cumulativeProfit: string }>;
        };
        bets: { edges: Array<{ node: { closingLineValuePercent: string | null } }> };
      };
    }>(
      `query ($sport: String) { viewer {
        betStats(sport: $sport) { summary { ${GROUP} } bySport { ${GROUP} } byBettingHouse { key bets }
          byMarket { key label } profitByDay { date settled profit cumulativeProfit } }
        bets(first: 3) { edges { node { closingLineValuePercent } } } } }`,
    );
    const answer = await h.gql(STATS, {}, { token: mine });
    expect(answer.body.errors).toBeUndefined();
    const stats = answer.body.data.viewer.betStats;
    // Won 10.00 at 2.50 (returns 25.00), lost 10.00: staked 20.00, profit 5.00, ROI 25 %, one of two hit.
    const summary = {
      bets: 3,
      open: 1,
      settled: 2,
      staked: '20.00',
      returned: '25.00',
      profit: '5.00',
      roiPercent: '25.00',
      won: 1,
      lost: 1,
      hitRatePercent: '50.00',
      averageOdds: '2.83',
      closingLegs: 0,
      closingLineValuePercent: null,
    };
    expect(stats.summary).toEqual({ key: null, label: 'Todas as apostas', ...summary });
    expect(stats.bySport).toEqual([{ key: 'football', label: 'Futebol', ...summary }]);
    expect(stats.byBettingHouse.map((g) => g.bets)).toEqual([3]);
    // A market by its pt-BR name, as the bet's legs are written.
    expect(stats.byMarket).toEqual([{ key: 'Full time', label: 'Resultado final' }]);
    expect(stats.profitByDay.map((d) => d.date)).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\d$/)]);
    expect(stats.profitByDay).toEqual([
      {
        ...stats.profitByDay[0],
        settled: 2,
        profit: '5.00',
        cumulativeProfit: '5.00',
      },
    ]);
    // Settled by hand, nothing graded: no closing price, no closing-line value.
    expect(answer.body.data.viewer.bets.edges.map((e) => e.node.closingLineValuePercent)).toEqual([
      null,
      null,
      null,
    ]);
    const tennis = await h.gql(STATS, { sport: 'tennis' }, { token: mine });
    expect(tennis.body.data.viewer.betStats.summary).toMatchObject({
      bets: 0,
      roiPercent: null,
      averageOdds: null,
    });
  });

  it('names a bet’s league in pt-BR as the event page does, and groups it under that one name', async () => {
    // A user of its own: the statistics count every bet of the user.
    const { token: mine } = await signUp(h, 'Amistosos');
    const account = await fundedAccount(mine, 'Minha');
    // Two club friendlies still to come: the feed files them under "Club Friendly Games".
    const day = (await (
      await fetch(`${h.server.url}/sportsfeed/api/v1/sport/football/scheduled-events/2026-11-23`)
    ).json()) as {
      events: Array<{
        id: number;
        status: { type: string };
        startTimestamp: number;
        tournament: { uniqueTournament?: { name: string } };
      }>;
    };
    const friendlies = day.events.filter(
      (e) =>
        e.tournament.uniqueTournament?.name === 'Club Friendly Games' &&
        e.status.type === 'notstarted' &&
        e.startTimestamp > Date.parse(SIM_START) / 1000 + 3600,
    );
    expect(friendlies.length).toBeGreaterThanOrEqual(2);
    // The event page names the competition with competitionNamePt (UniqueTournament.namePt).
    const onEventPage = competitionNamePt(friendlies[0].tournament.uniqueTournament!.name);
    expect(onEventPage).toBe('Amistosos de Clubes');
    for (const [i, friendly] of friendlies.slice(0, 2).entries()) {
      const recorded = await h.gql(
        RECORD,
        {
          input: {
            accountId: account,
            stake: '10.00',
            legs: [
              { eventId: String(friendly.id), marketId: 1, choice: '1', odds: i === 0 ? '2.00' : '3.00' },
            ],
            idempotencyKey: randomUUID(),
          },
        },
        { token: mine },
      );
      expect(recorded.body.data.recordBet.errors).toEqual([]);
    }
    const answer = await h.gql(
      typed<{
        viewer: {
          bets: { edges: Array<{ node: { legs: Array<{ league: string }> } }> };
          betStats: { byLeague: Array<{ key: string | null; label: string; bets: number }> };
        };
      }>(`{ viewer { bets(first: 10) { edges { node { legs { league } } } }
        betStats { byLeague { key label bets } } } }`),
      {},
      { token: mine },
    );
    expect(answer.body.errors).toBeUndefined();
    const { bets, betStats } = answer.body.data.viewer;
    expect(bets.edges.map((e) => e.node.legs.map((l) => l.league))).toEqual([[onEventPage], [onEventPage]]);
    // One group for the league, its key the stored name, its label the event page's.
    expect(betStats.byLeague).toEqual([{ key: 'Club Friendly Games', label: onEventPage, bets: 2 }]);
  });
});
