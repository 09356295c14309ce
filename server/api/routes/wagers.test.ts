import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountJson, EntryJson } from '../services/accounts.ts';
import type { WagerJson } from '../services/wagers.ts';
import { eventTitlePt } from '../../bets/feed-reader.ts';
import {
  BACKENDS,
  call,
  newAccount,
  newUser,
  noteSkippedPostgres,
  startTestApi,
  type TestApi,
} from '../test/harness.ts';

noteSkippedPostgres('wagers');

/** A Monday afternoon in São Paulo: football has matches over, on and still to come. */
const SIM_START = Date.parse('2026-11-23T15:00:00-03:00');

interface FeedEvent {
  id: number;
  status: { type: string };
  startTimestamp: number;
}
interface FeedMarket {
  marketId: number;
  marketName: string;
  choiceGroup: string | null;
  isLive: boolean;
  suspended?: boolean;
  choices: Array<{ name: string; fractionalValue: string }>;
}
interface WagerAnswer {
  wager: WagerJson;
  account: AccountJson;
  entry: EntryJson;
}
interface Page {
  data: WagerJson[];
  next_cursor: string | null;
  total: number;
}

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`bets under /wagers (${backend.name})`, () => {
    let api: TestApi;
    let feed: string;
    let token: string;
    let accountId: number;
    let upcoming: FeedEvent[];
    let finished: FeedEvent;

    const account = async (id = accountId, who = token) =>
      (
        await api.call<{ result: AccountJson[] }>('GET', '/account/balance/1', { token: who })
      ).body.result.find((a) => a.account_id === id)!;
    const statement = async (id = accountId, who = token) =>
      (await api.call<{ statement: EntryJson[] }>('GET', `/account/statement/${id}`, { token: who })).body
        .statement;
    const markets = async (eventId: number) =>
      (await call<{ markets: FeedMarket[] }>(feed, 'GET', `/event/${eventId}/odds/1/all`)).body.markets;
    /** The first market without a line of a live football match that `fits`, with its event. */
    const liveMarket = async (fits: (market: FeedMarket) => boolean) => {
      const live = await call<{ events: FeedEvent[] }>(feed, 'GET', '/sport/football/events/live');
      for (const event of live.body.events) {
        const market = (await markets(event.id)).find((m) => m.choiceGroup === null && fits(m));
        if (market) return { event, market };
      }
      return undefined;
    };
    const record = (json: unknown, who = token, headers?: Record<string, string>) =>
      api.call<WagerAnswer>('POST', '/wagers', { token: who, json, headers });
    const grade = (grades: unknown, bearer = api.server.context.settlementToken) =>
      api.call<{ results: Array<{ wager_id: number; status: string; changed: boolean }> }>(
        'POST',
        '/internal/wagers/grade',
        { token: bearer, json: { grades } },
      );

    beforeAll(async () => {
      api = await startTestApi(backend, { roles: ['sportsfeed'], sportsSimStart: SIM_START });
      feed = `${api.url}/sportsfeed/api/v1`;
      ({ token } = await newUser(api));
      accountId = await newAccount(api, token, 'Casa A');
      await api.call('PUT', `/account/deposit/${accountId}`, { token, json: { amount: '1000.00' } });
      const day = await call<{ events: FeedEvent[] }>(
        feed,
        'GET',
        '/sport/football/scheduled-events/2026-11-23',
      );
      const nowSec = SIM_START / 1000;
      // Kick-off at least an hour away, so they are still open to bets while the suite runs.
      upcoming = day.body.events.filter(
        (e) => e.status.type === 'notstarted' && e.startTimestamp > nowSec + 3600,
      );
      finished = day.body.events.find((e) => e.status.type === 'finished')!;
      expect(upcoming.length).toBeGreaterThanOrEqual(3);
      expect(finished).toBeDefined();
    });
    afterAll(async () => {
      await api?.dispose();
    });

    it('records a single from the odds: the stake moves from available to locked at once', async () => {
      const [market] = await markets(upcoming[0].id);
      const { token: own } = await newUser(api);
      const acc = await newAccount(api, own);
      await api.call('PUT', `/account/deposit/${acc}`, { token: own, json: { amount: '1000.00' } });
      const answer = await record(
        {
          account_id: acc,
          stake: '50.00',
          legs: [{ event_id: upcoming[0].id, market_id: market.marketId, choice: '1', odds: '2.10' }],
        },
        own,
      );
      expect(answer.status).toBe(201);
      expect(answer.body.wager).toMatchObject({
        kind: 'single',
        status: 'open',
        stake: '50.00',
        odds: '2.10',
        potential_return: '105.00',
        payout: null,
        legs: [
          { event_id: upcoming[0].id, market_name: 'Full time', choice: '1', odds: '2.10', result: 'open' },
        ],
      });
      expect(answer.body.account).toMatchObject({
        available_balance: '950.00',
        bet_locked_balance: '50.00',
        bet_open_stakes: '50.00',
        bet_locked_adjustment: '0.00',
        total_balance: '1000.00',
      });
      expect(answer.body.entry).toMatchObject({ type: 'bet placed', amount: '50.00', variation: '0.00' });
      expect((await statement(acc, own))[0]).toMatchObject({
        type: 'bet placed',
        bet_locked_balance: '50.00',
      });
      const listed = await api.call<Page>('GET', '/wagers?status=open', { token: own });
      expect(listed.body.data.map((w) => w.id)).toContain(answer.body.wager.id);
    });

    it('prefills the odds from the feed when none are sent; an Idempotency-Key records once', async () => {
      const list = await markets(upcoming[1].id);
      const total = list.find((m) => m.marketName === 'Match goals')!;
      const over = total.choices.find((c) => c.name === 'Over')!;
      const [a, b] = over.fractionalValue.split('/').map(BigInt);
      const body = {
        account_id: accountId,
        stake: '10.00',
        legs: [
          { event_id: upcoming[1].id, market_id: total.marketId, line: total.choiceGroup, choice: 'Over' },
        ],
      };
      const headers = { 'idempotency-key': 'aposta-over-1' };
      const first = await record(body, token, headers);
      const again = await record(body, token, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.wager.id).toBe(first.body.wager.id);
      const e4 = 10_000n + (a * 20_000n + b) / (2n * b);
      expect(first.body.wager.legs[0].odds).toBe(
        `${e4 / 10_000n}.${(e4 % 10_000n).toString().padStart(4, '0')}`.replace(/0{1,2}$/, ''),
      );
      expect(first.body.wager.legs[0].line).toBe(total.choiceGroup);
      // The line written another way ("2.50" for "2.5") is the same line, recorded as the feed writes it.
      const padded = await record(
        { ...body, legs: [{ ...body.legs[0], line: Number(total.choiceGroup).toFixed(2) }] },
        token,
      );
      expect(padded.status).toBe(201);
      expect(padded.body.wager.legs[0].line).toBe(total.choiceGroup);
    });

    it('refuses bad bets with a pt-BR message and a code, changing nothing', async () => {
      const before = await account();
      const beforeEntries = (await statement()).length;
      const event = upcoming[2].id;
      const leg = (extra: Record<string, unknown>) => ({
        event_id: event,
        market_id: 1,
        choice: '1',
        ...extra,
      });
      const hidden = await newAccount(api, token, 'Oculta');
      await api.call('PUT', `/account/deposit/${hidden}`, { token, json: { amount: '10.00' } });
      await api.call('GET', `/account/inactived/${hidden}`, { token });
      const { token: other } = await newUser(api);
      const otherAccount = await newAccount(api, other, 'Alheia');
      const cases: Array<[unknown, number, string, string]> = [
        [
          { account_id: accountId, stake: '5', legs: [leg({ odds: '1.00' })] },
          422,
          'INVALID_INPUT',
          'As odds devem ser maiores que 1,00.',
        ],
        [
          { account_id: accountId, stake: '5', legs: [leg({ odds: '0.5' })] },
          422,
          'INVALID_INPUT',
          'As odds devem ser maiores que 1,00.',
        ],
        [
          { account_id: accountId, stake: '5', legs: [leg({ odds: 'abc' })] },
          422,
          'INVALID_INPUT',
          'Informe as odds em decimal, com ponto e até quatro casas (ex.: 1.85).',
        ],
        [
          { account_id: accountId, stake: '0', legs: [leg({})] },
          422,
          'INVALID_INPUT',
          'O valor deve ser maior que zero.',
        ],
        [
          { account_id: accountId, stake: '-3', legs: [leg({})] },
          422,
          'INVALID_INPUT',
          'O valor deve ser maior que zero.',
        ],
        [
          { account_id: accountId, stake: '100000', legs: [leg({})] },
          422,
          'INSUFFICIENT_BALANCE',
          'Saldo disponível insuficiente para esta aposta.',
        ],
        [
          { account_id: accountId, stake: '5', legs: [] },
          422,
          'INVALID_INPUT',
          'Escolha ao menos uma seleção para a aposta.',
        ],
        [
          { account_id: accountId, stake: '5', legs: [leg({}), leg({ choice: '2' })] },
          422,
          'INVALID_INPUT',
          'Uma aposta múltipla não pode ter duas seleções do mesmo evento.',
        ],
        [
          { account_id: accountId, stake: '5', legs: [leg({ event_id: finished.id })] },
          422,
          'EVENT_CLOSED',
          `${eventTitlePt(finished)} já terminou, foi adiado ou cancelado: não aceita novas apostas.`,
        ],
        [
          { account_id: accountId, stake: '5', legs: [leg({ event_id: 999_999_999 })] },
          422,
          'EVENT_NOT_FOUND',
          'Evento não encontrado.',
        ],
        [
          { account_id: accountId, stake: '5', legs: [leg({ choice: 'Z' })] },
          422,
          'CHOICE_NOT_IN_MARKET',
          'Esta opção não existe neste mercado do evento.',
        ],
        [
          { account_id: accountId, stake: '5', legs: [leg({ market_id: 9, choice: 'Over', line: '99.5' })] },
          422,
          'CHOICE_NOT_IN_MARKET',
          'Esta linha não existe neste mercado do evento.',
        ],
        [
          { account_id: accountId, stake: '5', legs: [leg({ market_id: 9, choice: 'Over' })] },
          422,
          'CHOICE_NOT_IN_MARKET',
          'Informe a linha deste mercado (por exemplo, 2.5).',
        ],
        [
          { account_id: accountId, stake: '5', legs: [leg({ market_id: 9999 })] },
          422,
          'CHOICE_NOT_IN_MARKET',
          'Este mercado não existe nas odds do evento.',
        ],
        [
          { account_id: hidden, stake: '5', legs: [leg({})] },
          409,
          'ACCOUNT_INACTIVE',
          'Esta conta está inativa. Reative-a para movimentá-la.',
        ],
        [{ account_id: otherAccount, stake: '5', legs: [leg({})] }, 404, '', 'Conta não encontrada'],
        [
          // 1.00 × 1000³: a return no account can be credited with (settling it once failed with a 500).
          {
            account_id: accountId,
            stake: '1.00',
            legs: upcoming
              .slice(3, 6)
              .map((e) => ({ event_id: e.id, market_id: 1, choice: '1', odds: '1000' })),
          },
          422,
          'INVALID_INPUT',
          'O retorno possível passaria de R$ 999.999.999,99. Diminua o valor apostado.',
        ],
      ];
      for (const [json, status, code, message] of cases) {
        const answer = await record(json);
        expect({ json, status: answer.status, message: answer.body.message }).toEqual({
          json,
          status,
          message,
        });
        if (code) expect(answer.body.code).toBe(code);
        // The message sits on the field to blame (legs.N.market_id, .line, .choice …), as a form shows it.
        if (code === 'CHOICE_NOT_IN_MARKET') {
          const field =
            {
              'Este mercado não existe nas odds do evento.': 'market_id',
              'Esta linha não existe neste mercado do evento.': 'line',
              'Informe a linha deste mercado (por exemplo, 2.5).': 'line',
            }[message] ?? 'choice';
          expect((answer.body as { errors?: Record<string, string[]> }).errors).toEqual({
            [`legs.0.${field}`]: [message],
          });
        }
      }
      // A market id no market can have is refused by the request's own checks, on the same field and words.
      const impossibleMarket = await record({
        account_id: accountId,
        stake: '5',
        legs: [leg({ market_id: -1 })],
      });
      expect([impossibleMarket.status, impossibleMarket.body]).toMatchObject([
        422,
        {
          message: 'Este mercado não existe nas odds do evento.',
          errors: { 'legs.0.market_id': ['Este mercado não existe nas odds do evento.'] },
        },
      ]);
      expect(await account()).toEqual(before);
      expect((await statement()).length).toBe(beforeEntries);
    });

    it("refuses a leg on a market the feed has suspended, on the leg's choice (MARKET_SUSPENDED)", async () => {
      // The simulated feed's clock stands still while the market is found and the bet sent: it stays suspended.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        const target = await liveMarket((m) => m.suspended === true);
        expect(target, 'a live match with a suspended market at the suite’s start').toBeDefined();
        const { event, market } = target!;
        const before = await account();
        const answer = await record({
          account_id: accountId,
          stake: '5.00',
          legs: [{ event_id: event.id, market_id: market.marketId, choice: market.choices[0].name }],
        });
        const message = `As apostas neste mercado de ${eventTitlePt(event)} estão suspensas agora. Tente novamente em instantes.`;
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({
          code: 'MARKET_SUSPENDED',
          errors: { 'legs.0.choice': [message] },
        });
        expect(await account()).toEqual(before);
      } finally {
        vi.useRealTimers();
      }
    });

    it('tells the worker which legs were taken in play, so that none gets a pre-match closing price', async () => {
      // The simulated feed's clock stands still while the market is found and the bet sent.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        const target = await liveMarket((m) => !m.suspended);
        expect(target, 'a live match with an open market at the suite’s start').toBeDefined();
        const { event, market } = target!;
        const inPlay = await record({
          account_id: accountId,
          stake: '1.00',
          legs: [{ event_id: event.id, market_id: market.marketId, choice: market.choices[0].name }],
        });
        const preMatch = await record({
          account_id: accountId,
          stake: '1.00',
          legs: [{ event_id: upcoming[1].id, market_id: 1, choice: '1', odds: '2.00' }],
        });
        expect([inPlay.status, preMatch.status]).toEqual([201, 201]);
        const open = await api.call<{ legs: Array<{ wager_id: number; in_play: boolean }> }>(
          'GET',
          '/internal/wagers/open-legs',
          { token: api.server.context.settlementToken },
        );
        const inPlayOf = (id: number) => open.body.legs.find((l) => l.wager_id === id)?.in_play;
        expect([inPlayOf(inPlay.body.wager.id), inPlayOf(preMatch.body.wager.id)]).toEqual([true, false]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('a multiple settles when its last leg is graded, once, with an exact payout', async () => {
      const { token: own } = await newUser(api);
      const acc = await newAccount(api, own);
      await api.call('PUT', `/account/deposit/${acc}`, { token: own, json: { amount: '100.00' } });
      const created = await record(
        {
          account_id: acc,
          stake: '10.00',
          legs: [
            { event_id: upcoming[0].id, market_id: 1, choice: 'X', odds: '3.333' },
            { event_id: upcoming[1].id, market_id: 2, choice: '1X', odds: '1.2525' },
          ],
        },
        own,
      );
      expect(created.status).toBe(201);
      const wager = created.body.wager;
      expect(wager).toMatchObject({ kind: 'multiple', odds: '4.1745', potential_return: '41.74' });
      const [first, second] = wager.legs;

      const half = await grade([
        { wager_id: wager.id, legs: [{ leg_id: first.id, result: 'won', closing_odds: '3.10' }] },
      ]);
      expect(half.body.results).toEqual([{ wager_id: wager.id, status: 'open', changed: true }]);
      expect((await account(acc, own)).bet_locked_balance).toBe('10.00');

      const done = await grade([{ wager_id: wager.id, legs: [{ leg_id: second.id, result: 'half_won' }] }]);
      expect(done.body.results).toEqual([{ wager_id: wager.id, status: 'won', changed: true }]);
      // 10.00 × 3.333 × (1.2525 + 1) / 2 = 37.5366…: rounded down to the cent.
      const settled = (await api.call<{ wager: WagerJson }>('GET', `/wagers/${wager.id}`, { token: own }))
        .body.wager;
      expect(settled).toMatchObject({ status: 'won', payout: '37.53', profit: '27.53' });
      expect(settled.legs[0]).toMatchObject({ result: 'won', closing_odds: '3.10' });
      expect(await account(acc, own)).toMatchObject({
        available_balance: '127.53',
        bet_locked_balance: '0.00',
        bet_open_stakes: '0.00',
      });
      // Graded again (a second worker, a retry after a crash): nothing moves.
      const entries = (await statement(acc, own)).length;
      const repeat = await grade([
        {
          wager_id: wager.id,
          legs: [
            { leg_id: first.id, result: 'lost' },
            { leg_id: second.id, result: 'lost' },
          ],
        },
      ]);
      expect(repeat.body.results).toEqual([{ wager_id: wager.id, status: 'won', changed: false }]);
      expect((await account(acc, own)).available_balance).toBe('127.53');
      expect((await statement(acc, own)).length).toBe(entries);
    });

    it('a single settled half won or half lost writes an entry of that kind, with its half payout', async () => {
      const { token: own } = await newUser(api);
      const acc = await newAccount(api, own);
      await api.call('PUT', `/account/deposit/${acc}`, { token: own, json: { amount: '100.00' } });
      const single = async (odds: string) =>
        (
          await record(
            {
              account_id: acc,
              stake: '10.00',
              legs: [{ event_id: upcoming[0].id, market_id: 1, choice: '1', odds }],
            },
            own,
          )
        ).body.wager;
      const [halfWon, halfLost] = [await single('3.00'), await single('2.00')];
      const graded = await grade([
        { wager_id: halfWon.id, legs: [{ leg_id: halfWon.legs[0].id, result: 'half_won' }] },
        { wager_id: halfLost.id, legs: [{ leg_id: halfLost.legs[0].id, result: 'half_lost' }] },
      ]);
      expect(graded.body.results).toEqual([
        { wager_id: halfWon.id, status: 'half_won', changed: true },
        { wager_id: halfLost.id, status: 'half_lost', changed: true },
      ]);
      // Half the stake at 3.00 and half back: 15.00 + 5.00; half the stake back: 5.00.
      const settlements = (await statement(acc, own)).filter((entry) => entry.type.includes('half'));
      expect(settlements.map(({ type, amount }) => ({ type, amount }))).toEqual(
        expect.arrayContaining([
          { type: 'bet half won', amount: '20.00' },
          { type: 'bet half lost', amount: '5.00' },
        ]),
      );
      expect(settlements).toHaveLength(2);
    });

    it('winnings may take a total past the largest amount, and money can still be taken out', async () => {
      const { token: own } = await newUser(api);
      const acc = await newAccount(api, own);
      await api.call('PUT', `/account/deposit/${acc}`, { token: own, json: { amount: '999999000.00' } });
      const bet = (
        await record(
          {
            account_id: acc,
            stake: '1000.00',
            legs: [{ event_id: upcoming[0].id, market_id: 1, choice: '1', odds: '3.00' }],
          },
          own,
        )
      ).body.wager;
      const won = await api.call<WagerAnswer>('POST', `/wagers/${bet.id}/settle`, {
        token: own,
        json: { result: 'won' },
      });
      expect(won.body.account.total_balance).toBe('1000001000.00');
      const out = await api.call<WagerAnswer>('PUT', `/account/withdraw/${acc}`, {
        token: own,
        json: { amount: '0.01' },
      });
      expect(out.status).toBe(200);
      // With the total the client expects afterwards: a reading, of any size the account holds.
      const checked = await api.call<WagerAnswer>('PUT', `/account/withdraw/${acc}`, {
        token: own,
        json: { amount: '0.99', total_balance: '1000000999.00' },
      });
      expect(checked.status).toBe(200);
      expect(checked.body.account.total_balance).toBe('1000000999.00');
      const lower = await api.call<WagerAnswer>('POST', `/account/balance/${acc}`, {
        token: own,
        json: { available_balance: '999999999.99', bet_locked_balance: '0.01' },
      });
      expect(lower.status).toBe(200);
      // Adding to a total past it is refused.
      const more = await api.call<WagerAnswer>('PUT', `/account/deposit/${acc}`, {
        token: own,
        json: { amount: '0.01' },
      });
      expect(more.status).toBe(422);
    });

    /** A new user with 100.00 in an account, and a way to record 10.00 there on a double at these odds. */
    async function doublesAt(odds: readonly [string, string]) {
      const { token: own } = await newUser(api);
      const acc = await newAccount(api, own);
      await api.call('PUT', `/account/deposit/${acc}`, { token: own, json: { amount: '100.00' } });
      const multiple = async () =>
        (
          await record(
            {
              account_id: acc,
              stake: '10.00',
              legs: [
                { event_id: upcoming[0].id, market_id: 1, choice: '1', odds: odds[0] },
                { event_id: upcoming[1].id, market_id: 1, choice: '2', odds: odds[1] },
              ],
            },
            own,
          )
        ).body.wager;
      return { own, acc, multiple };
    }

    it('a multiple settled by hand half won or half lost pays half its stake at its combined odds', async () => {
      const { own, multiple } = await doublesAt(['3.00', '3.00']);
      const [halfWon, halfLost] = [await multiple(), await multiple()];
      const settle = (id: number, result: string) =>
        api.call<WagerAnswer>('POST', `/wagers/${id}/settle`, { token: own, json: { result } });

      // 5.00 at 9.00 and 5.00 back; 5.00 back. Not as if each leg were half won (40.00) or lost (2.50).
      const won = await settle(halfWon.id, 'half_won');
      expect(won.body.wager).toMatchObject({ status: 'half_won', payout: '50.00', profit: '40.00' });
      const lost = await settle(halfLost.id, 'half_lost');
      expect(lost.body.wager).toMatchObject({ status: 'half_lost', payout: '5.00', profit: '-5.00' });
      expect(lost.body.account).toMatchObject({ available_balance: '135.00', bet_locked_balance: '0.00' });
    });

    it('a multiple is cashed out for no more than it can still pay: nothing once a leg is lost', async () => {
      const { own, acc, multiple } = await doublesAt(['3.00', '4.00']);
      const cashOut = (id: number, amount: string) =>
        api.call<WagerAnswer>('POST', `/wagers/${id}/cashout`, { token: own, json: { amount } });
      const [lostLeg, voidLeg] = [await multiple(), await multiple()];
      await grade([
        { wager_id: lostLeg.id, legs: [{ leg_id: lostLeg.legs[0].id, result: 'lost' }] },
        { wager_id: voidLeg.id, legs: [{ leg_id: voidLeg.legs[0].id, result: 'void' }] },
      ]);

      const fromLost = await cashOut(lostLeg.id, '0.01');
      expect(fromLost.status).toBe(422);
      expect(fromLost.body.code).toBe('CASHOUT_TOO_BIG');
      // The void leg counts at odds 1: 10.00 × 4.00, not the 120.00 of every leg won.
      expect((await cashOut(voidLeg.id, '40.01')).body.code).toBe('CASHOUT_TOO_BIG');
      // Settled by hand as won, the void leg counts at odds 1 too.
      const wonByHand = await multiple();
      await grade([{ wager_id: wonByHand.id, legs: [{ leg_id: wonByHand.legs[1].id, result: 'void' }] }]);
      const won = await api.call<WagerAnswer>('POST', `/wagers/${wonByHand.id}/settle`, {
        token: own,
        json: { result: 'won' },
      });
      expect(won.body.wager).toMatchObject({ status: 'won', payout: '30.00' });
      const cashed = await cashOut(voidLeg.id, '40.00');
      expect(cashed.body.wager).toMatchObject({
        status: 'cashed_out',
        payout: '40.00',
        potential_return: '120.00',
      });
      expect((await account(acc, own)).available_balance).toBe('140.00');
    });

    it('a result by hand is that of the legs still open; a bet reopened by hand is the user’s whole', async () => {
      const { own, multiple } = await doublesAt(['3.00', '4.00']);
      const settle = (id: number, result: string) =>
        api.call<WagerAnswer>('POST', `/wagers/${id}/settle`, { token: own, json: { result } });
      const cashOut = (id: number, amount: string) =>
        api.call<WagerAnswer>('POST', `/wagers/${id}/cashout`, { token: own, json: { amount } });

      // The feed graded the first leg half won: won by hand is 10.00 × (3.00 + 1) / 2 × 4.00, as it can pay.
      const halfWonLeg = await multiple();
      await grade([
        { wager_id: halfWonLeg.id, legs: [{ leg_id: halfWonLeg.legs[0].id, result: 'half_won' }] },
      ]);
      expect((await cashOut(halfWonLeg.id, '80.01')).body.code).toBe('CASHOUT_TOO_BIG');
      expect((await settle(halfWonLeg.id, 'won')).body.wager).toMatchObject({
        status: 'won',
        payout: '80.00',
      });

      // A leg the feed graded lost leaves a result that pays nothing to choose: lost or refunded only.
      const lostLeg = await multiple();
      await grade([{ wager_id: lostLeg.id, legs: [{ leg_id: lostLeg.legs[0].id, result: 'lost' }] }]);
      const wonAnyway = await settle(lostLeg.id, 'won');
      expect(wonAnyway.status).toBe(422);
      expect(wonAnyway.body.code).toBe('WAGER_LEG_LOST');
      expect((await settle(lostLeg.id, 'lost')).body.wager).toMatchObject({ status: 'lost', payout: '0.00' });

      // Lost by the feed, then reopened: the user overrides the feed's grades, whatever they were.
      const reopened = await multiple();
      await grade([
        {
          wager_id: reopened.id,
          legs: [
            { leg_id: reopened.legs[0].id, result: 'lost' },
            { leg_id: reopened.legs[1].id, result: 'won' },
          ],
        },
      ]);
      await api.call('POST', `/wagers/${reopened.id}/reopen`, { token: own });
      const cashed = await cashOut(reopened.id, '8.00');
      expect(cashed.body.wager).toMatchObject({ status: 'cashed_out', payout: '8.00' });
      await api.call('POST', `/wagers/${reopened.id}/reopen`, { token: own });
      expect((await settle(reopened.id, 'won')).body.wager).toMatchObject({
        status: 'won',
        payout: '120.00',
      });
    });

    it('settle by hand, cash-out and undo: idempotent, and the worker leaves such bets alone', async () => {
      const { token: own } = await newUser(api);
      const acc = await newAccount(api, own);
      await api.call('PUT', `/account/deposit/${acc}`, { token: own, json: { amount: '100.00' } });
      const one = (
        await record(
          {
            account_id: acc,
            stake: '20.00',
            legs: [{ event_id: upcoming[0].id, market_id: 1, choice: '2', odds: '2.50' }],
          },
          own,
        )
      ).body.wager;
      const two = (
        await record(
          {
            account_id: acc,
            stake: '30.00',
            legs: [{ event_id: upcoming[1].id, market_id: 1, choice: '1', odds: '1.90' }],
          },
          own,
        )
      ).body.wager;

      const won = await api.call<WagerAnswer>('POST', `/wagers/${one.id}/settle`, {
        token: own,
        json: { result: 'won' },
      });
      expect(won.status).toBe(200);
      expect(won.body.wager).toMatchObject({ status: 'won', payout: '50.00', manual: true });
      expect(won.body.entry).toMatchObject({ type: 'bet won', amount: '50.00', variation: '30.00' });
      const twice = await api.call<WagerAnswer>('POST', `/wagers/${one.id}/settle`, {
        token: own,
        json: { result: 'won' },
      });
      expect(twice.status).toBe(200);
      expect(twice.body.account.available_balance).toBe(won.body.account.available_balance);
      const conflicting = await api.call<WagerAnswer>('POST', `/wagers/${one.id}/settle`, {
        token: own,
        json: { result: 'lost' },
      });
      expect(conflicting.status).toBe(409);
      expect(conflicting.body.code).toBe('WAGER_SETTLED');

      const cash = await api.call<WagerAnswer>('POST', `/wagers/${two.id}/cashout`, {
        token: own,
        json: { amount: '41.20' },
      });
      expect(cash.body.wager).toMatchObject({ status: 'cashed_out', payout: '41.20', profit: '11.20' });
      expect(cash.body.entry).toMatchObject({ type: 'cash out', amount: '41.20', variation: '11.20' });
      expect(cash.body.account).toMatchObject({ available_balance: '141.20', bet_locked_balance: '0.00' });
      const tooMuch = await api.call<WagerAnswer>('POST', `/wagers/${one.id}/cashout`, {
        token: own,
        json: { amount: '1' },
      });
      expect(tooMuch.status).toBe(409);

      const undo = await api.call<WagerAnswer>('POST', `/wagers/${two.id}/reopen`, { token: own });
      expect(undo.body.wager).toMatchObject({ status: 'open', payout: null, manual: true });
      expect(undo.body.entry).toMatchObject({ type: 'bet reopened', amount: '41.20', variation: '-11.20' });
      expect(undo.body.account).toMatchObject({ available_balance: '100.00', bet_locked_balance: '30.00' });
      const undoAgain = await api.call<WagerAnswer>('POST', `/wagers/${two.id}/reopen`, { token: own });
      expect(undoAgain.status).toBe(200);
      expect(undoAgain.body.account.available_balance).toBe('100.00');

      // Reopened by hand: not among the worker's open legs, and a grade for it changes nothing.
      const open = await api.call<{ legs: Array<{ wager_id: number }> }>(
        'GET',
        '/internal/wagers/open-legs',
        {
          token: api.server.context.settlementToken,
        },
      );
      expect(open.body.legs.map((l) => l.wager_id)).not.toContain(two.id);
      const graded = await grade([{ wager_id: two.id, legs: [{ leg_id: two.legs[0].id, result: 'won' }] }]);
      expect(graded.body.results[0].changed).toBe(false);
      expect((await account(acc, own)).available_balance).toBe('100.00');
    });

    it("another user's bet is not found, whatever the route; the internal routes need the settlement token", async () => {
      const mine = (
        await record({
          account_id: accountId,
          stake: '1.00',
          legs: [{ event_id: upcoming[2].id, market_id: 1, choice: 'X', odds: '3.20' }],
        })
      ).body.wager;
      const { token: other } = await newUser(api);
      for (const [method, path, json] of [
        ['GET', `/wagers/${mine.id}`, undefined],
        ['POST', `/wagers/${mine.id}/settle`, { result: 'won' }],
        ['POST', `/wagers/${mine.id}/cashout`, { amount: '1.00' }],
        ['POST', `/wagers/${mine.id}/reopen`, undefined],
      ] as const) {
        const answer = await api.call(method, path, { token: other, json });
        expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'WAGER_NOT_FOUND']);
      }
      expect((await api.call<Page>('GET', '/wagers', { token: other })).body).toEqual({
        data: [],
        next_cursor: null,
        total: 0,
      });
      expect((await api.call('GET', '/internal/wagers/open-legs', { token })).status).toBe(401);
      expect(
        (await grade([{ wager_id: mine.id, legs: [{ leg_id: mine.legs[0].id, result: 'won' }] }], token))
          .status,
      ).toBe(401);
      expect((await api.call<Page>('GET', '/wagers?status=nada', { token })).status).toBe(422);
      // A cursor that is no cursor of this list, or past a bet's bigint id: where to start again.
      for (const cursor of ['lixo', Buffer.from('wager:9223372036854775808').toString('base64url')]) {
        const refused = await api.call<Page>('GET', `/wagers?cursor=${cursor}`, { token });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          code: 'INVALID_CURSOR',
          message: 'Cursor de paginação inválido. Recarregue a lista de apostas desde o início.',
        });
      }
      for (const [query, field] of [
        ['sport=Futebol!', 'sport'],
        ['from=23/11/2026', 'from'],
        ['from=2026-11-24&to=2026-11-23', 'to'],
      ]) {
        const refused = await api.call<Page>('GET', `/wagers?${query}`, { token });
        expect(refused.status).toBe(422);
        expect(refused.body).toMatchObject({
          code: 'INVALID_INPUT',
          errors: { [field]: [expect.any(String)] },
        });
      }
    });

    it('Em Apostas is open stakes plus the adjustment Atualizar Saldo sets, never below the stakes', async () => {
      const { token: own } = await newUser(api);
      const acc = await newAccount(api, own);
      await api.call('PUT', `/account/deposit/${acc}`, { token: own, json: { amount: '100.00' } });
      await record(
        {
          account_id: acc,
          stake: '40.00',
          legs: [{ event_id: upcoming[0].id, market_id: 1, choice: '1', odds: '2' }],
        },
        own,
      );
      const below = await api.call('POST', `/account/balance/${acc}`, {
        token: own,
        json: { available_balance: '60.00', bet_locked_balance: '39.99' },
      });
      expect(below.status).toBe(422);
      expect(below.body).toMatchObject({
        code: 'LOCKED_BELOW_OPEN_STAKES',
        message: 'O saldo em apostas não pode ser menor que o das apostas em aberto (R$\u00a040,00).',
      });
      const typed = await api.call<{ account: AccountJson }>('POST', `/account/balance/${acc}`, {
        token: own,
        json: { available_balance: '60.00', bet_locked_balance: '55.00' },
      });
      expect(typed.body.account).toMatchObject({
        bet_locked_balance: '55.00',
        bet_open_stakes: '40.00',
        bet_locked_adjustment: '15.00',
      });
    });

    it('resetting the bankroll removes the bets with the accounts', async () => {
      const { token: own } = await newUser(api);
      const acc = await newAccount(api, own);
      await api.call('PUT', `/account/deposit/${acc}`, { token: own, json: { amount: '10.00' } });
      const bet = (
        await record(
          {
            account_id: acc,
            stake: '5.00',
            legs: [{ event_id: upcoming[0].id, market_id: 1, choice: '1', odds: '2' }],
          },
          own,
        )
      ).body.wager;
      expect(
        (await api.call('PUT', '/account/reset', { token: own, json: { password: 'senha-segura-1' } }))
          .status,
      ).toBe(200);
      expect((await api.call<Page>('GET', '/wagers', { token: own })).body.total).toBe(0);
      expect((await api.call('GET', `/wagers/${bet.id}`, { token: own })).status).toBe(404);
    });
  });
}
