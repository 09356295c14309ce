import { describe, expect, it } from 'vitest';
import { createFeed } from '../feed.ts';
import { scriptOf, type MatchScript } from '../match.ts';
import { dayOf, fixturesOnDay } from '../schedule.ts';
import { SPORTS } from '../sports.ts';
import { fractionalToE4 } from '../../bets/odds.ts';
import { eventStateAt } from '../state.ts';
import { votes } from './votes.ts';
import { raceChance } from '../odds.ts';
import { marketsOf, oddsMarkets, winProbability, winningOdds } from './odds.ts';
import { shootoutHomeChance } from '../match/shootout.ts';

const feed = createFeed('odds-sections');
const DAY = dayOf(Date.UTC(2026, 10, 22, 12));

/** A match of the sport that is played to its end (not postponed or canceled). */
function playedMatch(slug: string): MatchScript {
  const fixture = fixturesOnDay(feed.world, slug, DAY)
    .map((f) => scriptOf(feed.world, f))
    .find((s) => s.fate === 'normal');
  if (!fixture) throw new Error(`no ${slug} match on the day`);
  return fixture;
}

const decimal = (fraction: string) => {
  const [a, b] = fraction.split('/').map(Number);
  return a / b + 1;
};

describe('simulated markets', () => {
  it('offer "both teams to score" where a side may not score, not where both nearly always do', () => {
    const offered = (slug: string) =>
      marketsOf(SPORTS.find((s) => s.slug === slug)!).some((m) => m.marketName === 'Both teams to score');
    expect(['football', 'ice-hockey', 'futsal', 'handball', 'waterpolo'].map(offered)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('simulated winning odds', () => {
  it('give the chance of the price as the site shows it (2/1 is 2,00: 50%, not the 51% of an unrounded 1.98)', () => {
    for (const sport of SPORTS.filter((s) => s.model !== 'sets')) {
      const { home, away } = winningOdds(playedMatch(sport.slug));
      for (const side of [home, away]) {
        // The price to two decimals, as the odds are shown.
        const shown = Math.round(Number(fractionalToE4(side.fractionalValue)) / 100) / 100;
        expect([sport.slug, side.fractionalValue, side.expected]).toEqual([
          sport.slug,
          side.fractionalValue,
          Math.round(100 / shown),
        ]);
      }
    }
  });
});

describe('simulated odds, every sport', () => {
  for (const sport of SPORTS) {
    it(`${sport.slug}: pre-match always, live only while played, settled once over`, () => {
      const script = playedMatch(sport.slug);
      const before = oddsMarkets(script, eventStateAt(script, script.fixture.startMs - 3_600_000));
      const playing = eventStateAt(script, (script.fixture.startMs + script.endMs) / 2);
      const during = oddsMarkets(script, playing);
      const after = oddsMarkets(script, eventStateAt(script, script.endMs + 60_000));

      expect(before.every((m) => !m.isLive)).toBe(true);
      expect(playing.status.type).toBe('inprogress');
      const live = during.filter((m) => m.isLive);
      const preMatch = during.filter((m) => !m.isLive);
      expect(live.map((m) => m.marketName)).toEqual(preMatch.map((m) => m.marketName));
      expect(after.every((m) => !m.isLive)).toBe(true);

      // Who wins: a draw only where the sport has draws.
      const [main] = before;
      expect(main.choices.map((c) => c.name)).toEqual(sport.draws ? ['1', 'X', '2'] : ['1', '2']);
      // Pre-match prices are the same before kick-off, while played (closing) and after the match.
      const prices = (markets: typeof before) => markets.map((m) => m.choices.map((c) => c.fractionalValue));
      expect(prices(preMatch)).toEqual(prices(before));
      expect(prices(after)).toEqual(prices(before));
      // Live markets open at the kick-off prices.
      expect(live.map((m) => m.choices.map((c) => c.initialFractionalValue))).toEqual(prices(before));
      // A market on a line carries it; the others carry none.
      for (const market of before) {
        const onLine = market.choices.some((c) => c.name === 'Over');
        expect(market.choiceGroup === null, market.marketName).toBe(!onLine);
        if (onLine) expect(market.choiceGroup).toMatch(/^\d+\.5$/);
      }
      // Settled once over: the winner market has exactly one winner unless the match was drawn.
      expect(before.every((m) => m.choices.every((c) => c.winning === undefined))).toBe(true);
      const winners = after[0].choices.filter((c) => c.winning).map((c) => c.name);
      const [home, away] = eventStateAt(script, script.endMs + 60_000).score.map((s) => s.current);
      expect(winners).toEqual([home > away ? '1' : home < away ? '2' : 'X']);
      // Totals settle on the final score.
      const totals = after.find((m) => m.choices.some((c) => c.name === 'Over'));
      if (totals) {
        const over = home + away > Number(totals.choiceGroup);
        expect(totals.choices.map((c) => c.winning)).toEqual([over, !over]);
      }
    });
  }

  it('moves pre-match prices from the opening (initial) to the kick-off ones in some markets', () => {
    const moved = SPORTS.map((sport) => playedMatch(sport.slug)).filter((script) =>
      oddsMarkets(script, eventStateAt(script, script.fixture.startMs - 1))[0].choices.some(
        (c) => decimal(c.fractionalValue) !== decimal(c.initialFractionalValue),
      ),
    );
    expect(moved.length).toBeGreaterThan(SPORTS.length / 2);
  });

  it('polls a draw only in sports with draws', () => {
    for (const sport of SPORTS) {
      const script = playedMatch(sport.slug);
      const poll = votes(script, eventStateAt(script, script.endMs + 60_000)).vote;
      expect('voteX' in poll, sport.slug).toBe(sport.draws);
    }
  });

  it('asks who deserved to win once over, leaning to the winner by the margin, not the same split each match', () => {
    const football = fixturesOnDay(feed.world, 'football', DAY)
      .map((f) => scriptOf(feed.world, f))
      .filter((s) => s.fate === 'normal');
    const shares = new Set<number>();
    for (const script of football) {
      const state = eventStateAt(script, script.endMs + 60_000);
      const poll = votes(script, state).whoShouldHaveWonVote;
      const home = poll.vote1 / (poll.vote1 + poll.vote2);
      shares.add(Math.round(home * 100));
      const margin = state.score[0].current - state.score[1].current;
      if (margin >= 2) expect(home).toBeGreaterThan(0.5);
      if (margin <= -2) expect(home).toBeLessThan(0.5);
    }
    expect(football.length).toBeGreaterThan(5);
    expect(shares.size).toBeGreaterThan(football.length / 2);
  });
});

describe('set sports are priced as a race to the sets needed', () => {
  it('from the sets already won, each set at the same chance', () => {
    expect(raceChance(0.5, 2, 0, 0)).toBeCloseTo(0.5);
    expect(raceChance(0.6, 2, 0, 0)).toBeCloseTo(0.648);
    expect(raceChance(0.6, 2, 1, 0)).toBeCloseTo(0.84);
    expect(raceChance(0.6, 3, 2, 2)).toBeCloseTo(0.6);
    expect(raceChance(0.3, 3, 3, 1)).toBe(1);
    expect(raceChance(0.9, 3, 0, 3)).toBe(0);
  });

  it('so a tennis match opens at prices a bookmaker would print, not 1,01 against 51,00', () => {
    const tennis = fixturesOnDay(feed.world, 'tennis', DAY).map((f) => scriptOf(feed.world, f));
    for (const script of tennis) {
      const [main] = oddsMarkets(script, eventStateAt(script, script.fixture.startMs - 1));
      for (const choice of main.choices) expect(decimal(choice.fractionalValue)).toBeLessThan(6);
    }
  });
});

describe('simulated win probability after a penalty shoot-out', () => {
  it("ends with the shoot-out's winner at 100%, drawless and moving kick by kick while the kicks are taken", () => {
    const shootouts: MatchScript[] = [];
    for (let day = DAY - 90; day <= DAY && shootouts.length < 4; day++) {
      for (const fixture of fixturesOnDay(feed.world, 'football', day)) {
        const script = scriptOf(feed.world, fixture);
        if (script.shootout) shootouts.push(script);
      }
    }
    expect(shootouts.length).toBeGreaterThan(0);
    for (const script of shootouts) {
      const end = eventStateAt(script, script.endMs);
      const { winProbability: closing, graphPoints } = winProbability(script, end)!;
      const won = script.shootout!.winner === 0 ? { homeWin: 100, awayWin: 0 } : { homeWin: 0, awayWin: 100 };
      expect(closing).toEqual({ ...won, draw: 0 });
      expect(graphPoints.at(-1)).toMatchObject({ ...won, draw: 0 });
      const { kicks } = script.shootout!;
      const before = eventStateAt(script, kicks[0].t - 1);
      expect(winProbability(script, before)!.winProbability).toEqual({ homeWin: 50, draw: 0, awayWin: 50 });
      // After a kick (the first two and the one before the last), the chances are the shoot-out's so far.
      const sampled = [0, 1, kicks.length - 2].filter((i, at, all) => i >= 0 && all.indexOf(i) === at);
      sampled.forEach((i) => {
        const kick = kicks[i];
        const chances = winProbability(script, eventStateAt(script, kick.t))!.winProbability;
        const home = shootoutHomeChance(kicks.slice(0, i + 1));
        const pct = (x: number) => Math.round(x * 1000) / 10;
        expect(chances).toEqual({ homeWin: pct(home), draw: 0, awayWin: pct(1 - home) });
      });
    }
  });
});

describe('simulated win probability of a match over or called off', () => {
  it('ends with the result, certain, and has none for a match never played', () => {
    let over = 0;
    let calledOff = 0;
    for (let day = DAY - 30; day <= DAY; day++) {
      for (const fixture of fixturesOnDay(feed.world, 'football', day)) {
        const script = scriptOf(feed.world, fixture);
        const end = eventStateAt(script, script.endMs + 1);
        if (script.fate !== 'normal') {
          calledOff++;
          expect(winProbability(script, end), `${fixture.id} ${script.fate}`).toBeUndefined();
          continue;
        }
        if (script.shootout || over >= 20) continue;
        over++;
        const [home, away] = end.score.map((side) => side.current);
        expect(winProbability(script, end)!.winProbability).toEqual({
          homeWin: home > away ? 100 : 0,
          draw: home === away ? 100 : 0,
          awayWin: away > home ? 100 : 0,
        });
      }
    }
    expect(over).toBe(20);
    expect(calledOff).toBeGreaterThan(0);
  });
});
