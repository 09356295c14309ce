import { readFileSync } from 'node:fs';
import { execute, parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { parseOdds } from '../../../bets/odds.ts';
import { onLabelMiss } from '../../../i18n/labels.ts';
import { createFeed } from '../../../sportsfeed/feed.ts';
import { scriptOf } from '../../../sportsfeed/match.ts';
import { dayOf, fixturesOnDay } from '../../../sportsfeed/schedule.ts';
import { oddsMarkets } from '../../../sportsfeed/sections/odds.ts';
import { SPORTS } from '../../../sportsfeed/sports.ts';
import { eventStateAt } from '../../../sportsfeed/state.ts';
import { getSchema } from '../../schema.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import { decodeOdds } from '../../upstreams/sports/decode/odds.ts';
import { decodeVotes } from '../../upstreams/sports/decode/votes.ts';
import { MarketGroup, MarketPeriod } from './feed-enums.ts';
import { choiceNamePt, formatLine, marketNamePt, movementOf } from './odds-labels.ts';
import { marketsInEvent } from './odds.ts';

/**
 * The Odds and Votos sections as the schema answers them, over fixtures shaped as SofaScore's
 * /event/{id}/odds/1/all and /event/{id}/votes (null choiceGroup, live and pre-match markets of the same
 * name, handicaps named "(-0.25) Team", team names as choices, no draw in tennis polls).
 */

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

const QUERY = `query($id: ID!) {
  event(id: $id) {
    odds {
      marketName marketNamePt group period choiceGroup linePt isLive suspended
      choices { name namePt decimalValue betOdds initialDecimalValue movement winning }
    }
    votes {
      winner { total options { key label count percentage } }
      bothTeamsToScore { options { key label percentage } }
      firstTeamToScore { options { key label percentage } }
      whoShouldHaveWon { options { key label percentage } }
    }
  }
}`;

interface Answer {
  event: {
    odds: Array<{
      marketName: string;
      marketNamePt: string;
      group: string | null;
      period: string | null;
      choiceGroup: string | null;
      linePt: string | null;
      isLive: boolean;
      suspended: boolean;
      choices: Array<{
        name: string;
        namePt: string;
        decimalValue: string | null;
        betOdds: string | null;
        initialDecimalValue: string | null;
        movement: string;
        winning: boolean | null;
      }>;
    }>;
    votes: Record<
      string,
      { total?: number; options: Array<{ key: string; label: string; percentage: number }> }
    >;
  };
}

async function answer(odds: string, votes: string, sport: string, home: string, away: string) {
  const event = {
    id: 77,
    status: { type: 'finished', code: 100, description: 'Ended' },
    tournament: { name: 'Torneio', category: { name: 'Mundo', sport: { slug: sport } } },
    homeTeam: { id: 1, name: home },
    awayTeam: { id: 2, name: away },
  };
  const sports = {
    event: async () => event,
    odds: async () => decodeOdds(fixture(odds)),
    votes: async () => decodeVotes(fixture(votes)),
  };
  const result = await execute({
    schema: getSchema(),
    document: parse(QUERY),
    contextValue: { sports },
    variableValues: { id: 77 },
  });
  expect(result.errors).toBeUndefined();
  return (result.data as unknown as Answer).event;
}

/** A finished Flamengo × Palmeiras: its odds and votes as the feed's samples have them. */
const footballFinished = () =>
  answer('odds-football-finished.json', 'votes-football.json', 'football', 'Flamengo', 'Palmeiras');

const misses: string[] = [];
onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
afterEach(() => {
  misses.length = 0;
});

describe('odds in pt-BR', () => {
  it('gives each price to four decimals as a bet records it, beside the two shown', async () => {
    const { odds } = await footballFinished();
    const choices = odds.flatMap((m) => m.choices);
    expect(choices.find((c) => c.namePt === 'Menos de 2,5')).toMatchObject({
      decimalValue: '1.67',
      betOdds: '1.6667',
    });
    // Both read from the same price: the four decimals, rounded half up to two, are the two shown.
    const e4 = (odds: string | null) => {
      const parsed = parseOdds(odds);
      if (!parsed.ok) throw new Error(`unreadable odds ${odds}`);
      return parsed.e4;
    };
    for (const c of choices) expect((e4(c.betOdds) + 50n) / 100n).toBe(e4(c.decimalValue) / 100n);
  });

  it('names every market and choice of a real-shaped football feed, with lines, movement and the winners', async () => {
    const { odds } = await footballFinished();
    expect(misses).toEqual([]);
    const read = odds.map((m) => [
      m.isLive ? 'live' : 'pre',
      m.marketNamePt,
      m.linePt,
      m.choices.map((c) => `${c.namePt} ${c.decimalValue}${c.winning ? ' ✓' : ''}`).join(' | '),
    ]);
    expect(read).toEqual([
      ['pre', 'Resultado final', null, 'Flamengo 2.70 ✓ | Empate 3.10 | Palmeiras 2.88'],
      ['live', 'Resultado final', null, 'Flamengo 1.01 | Empate 51.00 | Palmeiras 51.00'],
      [
        'pre',
        'Dupla chance',
        null,
        'Flamengo ou empate 1.40 ✓ | Empate ou Palmeiras 1.44 | Flamengo ou Palmeiras 1.36 ✓',
      ],
      ['pre', 'Empate anula a aposta', null, 'Flamengo 1.80 ✓ | Palmeiras 1.91'],
      ['pre', 'Ambas marcam', null, 'Sim 1.91 ✓ | Não 1.91'],
      ['pre', 'Total de gols', '2,5', 'Mais de 2,5 2.20 ✓ | Menos de 2,5 1.67'],
      ['pre', 'Handicap asiático', '-0,25', 'Flamengo (-0,25) 1.90 ✓ | Palmeiras (0,25) 2.05'],
      ['pre', 'Primeiro a marcar', null, 'Flamengo 1.91 ✓ | Nenhum 8.00 | Palmeiras 2.20'],
      ['pre', 'Total de escanteios', '8,5', 'Mais de 8,5 2.10 | Menos de 8,5 1.67'],
    ]);
    // Movement is the opening against the current price; the feed's own `change` is only the last update.
    expect(odds[0].choices.map((c) => c.movement)).toEqual(['DOWN', 'DOWN', 'UP']);
    expect(odds.at(-1)!.choices.map((c) => c.movement)).toEqual(['NONE', 'NONE']);
    expect(odds[1].suspended).toBe(true);
    // The feed's family and period become enums: "1X2" and "Full-time" here, absent on the other markets.
    expect(odds.slice(0, 3).map((m) => [m.group, m.period])).toEqual([
      ['MATCH_RESULT', 'FULL_TIME'],
      ['MATCH_RESULT', 'FULL_TIME'],
      [null, null],
    ]);
  });

  it('answers one decoded list once per pair of team names, each pair with its own names', () => {
    const markets = decodeOdds(fixture('odds-football-finished.json'));
    const teams = (home: string, away: string) =>
      ({ homeTeam: { name: home }, awayTeam: { name: away } }) as unknown as SportEvent;
    const first = marketsInEvent(markets, teams('Flamengo', 'Palmeiras'));
    expect(marketsInEvent(markets, teams('Flamengo', 'Palmeiras'))).toBe(first);
    const other = marketsInEvent(markets, teams('Santos', 'Grêmio'));
    expect(other[0].choices.map((c) => c.namePt)).toEqual(['Santos', 'Empate', 'Grêmio']);
    expect(first[0].choices.map((c) => c.namePt)).toEqual(['Flamengo', 'Empate', 'Palmeiras']);
  });

  it('reads a market family or period the feed adds later as OTHER, never as an error', () => {
    expect(MarketGroup.read('Corners 3-Way')).toBe('OTHER');
    expect(MarketPeriod.read('1st quarter')).toBe('OTHER');
    expect(MarketGroup.read(undefined)).toBeNull();
  });

  it('reads a tennis feed: who wins by the players, games total on its line', async () => {
    const { odds } = await answer(
      'odds-tennis-live.json',
      'votes-tennis.json',
      'tennis',
      'Fonseca',
      'Alcaraz',
    );
    expect(misses).toEqual([]);
    expect(odds.map((m) => [m.isLive, m.marketNamePt, m.choices.map((c) => c.namePt)])).toEqual([
      [true, 'Resultado final', ['Fonseca', 'Alcaraz']],
      [false, 'Resultado final', ['Fonseca', 'Alcaraz']],
      [false, 'Total de games', ['Mais de 22,5', 'Menos de 22,5']],
    ]);
  });

  it('counts a market or choice the catalogue lacks and shows it readable', () => {
    expect(choiceNamePt('NO_GOAL', undefined, {})).toBe('No goal');
    expect(misses).toEqual(['choice:NO_GOAL']);
    expect(choiceNamePt('1', undefined, {})).toBe('Casa');
    expect(choiceNamePt('X2', undefined, {})).toBe('Empate ou fora');
    expect(choiceNamePt('(+1.5) 2', undefined, { away: 'Lakers' })).toBe('Lakers (+1,5)');
    expect(formatLine('Flamengo')).toBe('Flamengo');
  });

  it('reads half time/full time by the sides, and keeps a name the catalogue lacks as the feed writes it', () => {
    const sides = { home: 'Flamengo', away: 'Palmeiras' };
    expect(['1/X', 'X/2', '2/1', 'X/X'].map((name) => choiceNamePt(name, undefined, sides))).toEqual([
      'Flamengo/Empate',
      'Empate/Palmeiras',
      'Palmeiras/Flamengo',
      'Empate/Empate',
    ]);
    expect(choiceNamePt('2/X', undefined, {})).toBe('Fora/Empate');
    expect(choiceNamePt('Other', undefined, sides)).toBe('Outro');
    expect(misses).toEqual([]);
    for (const name of ['Yuri Alberto', 'Jean-Claude', 'Alexander-Arnold', 'Ana-Lu', '1-0', '2:1'])
      expect(choiceNamePt(name, undefined, sides)).toBe(name);
    expect(choiceNamePt('noGoalScorer', undefined, sides)).toBe('No goal scorer');
    expect(choiceNamePt('NO_GOAL', undefined, sides)).toBe('No goal');
    expect(choiceNamePt('any-other', undefined, sides)).toBe('Any other');
    expect(misses).toHaveLength(9);
  });

  it('moves only when the shown price moves', () => {
    expect(movementOf('2.30', '2.20')).toBe('DOWN');
    expect(movementOf('1.01', '51.00')).toBe('UP');
    expect(movementOf('2.30', '2.30')).toBe('NONE');
    expect(movementOf(null, '2.30')).toBe('NONE');
  });
});

describe('votes in pt-BR', () => {
  it('labels every poll: the teams by name, draw, yes/no, no goal; shares with 1 decimal', async () => {
    const { votes } = await footballFinished();
    const read = (poll: string) => votes[poll].options.map((o) => `${o.key} ${o.label} ${o.percentage}`);
    expect(read('winner')).toEqual(['HOME Flamengo 18.4', 'DRAW Empate 22.5', 'AWAY Palmeiras 59.1']);
    expect(read('bothTeamsToScore')).toEqual(['YES Sim 62', 'NO Não 38']);
    expect(read('firstTeamToScore')).toEqual(['HOME Flamengo 41', 'NO_GOAL Sem gols 9', 'AWAY Palmeiras 50']);
    expect(read('whoShouldHaveWon')).toEqual(['HOME Flamengo 75', 'AWAY Palmeiras 25']);
  });

  it("balances each poll's shares to add up to 100.0: the tenths left go to the largest remainders", async () => {
    const { votes } = await answer(
      'odds-football-finished.json',
      'votes-uneven.json',
      'football',
      'Flamengo',
      'Palmeiras',
    );
    const shares = (poll: string) => votes[poll].options.map((o) => o.percentage);
    // Rounded one by one, thirds would add up to 99.9 and 1-4-1 of 6 to 100.1. Ties to the earlier choice;
    // 1 vote of 3 000 reads 0.0 beside 100.0; nobody voted: all 0.
    expect(shares('winner')).toEqual([33.4, 33.3, 33.3]);
    expect(shares('bothTeamsToScore')).toEqual([0, 100]);
    expect(shares('firstTeamToScore')).toEqual([16.7, 66.7, 16.6]);
    expect(shares('whoShouldHaveWon')).toEqual([0, 0]);
  });

  it('has no draw in a tennis poll, whether the feed leaves it out or sends it empty', async () => {
    const { votes } = await answer(
      'odds-tennis-live.json',
      'votes-tennis.json',
      'tennis',
      'Fonseca',
      'Alcaraz',
    );
    expect(votes.winner.options.map((o) => `${o.key} ${o.label} ${o.percentage}`)).toEqual([
      'HOME Fonseca 78',
      'AWAY Alcaraz 22',
    ]);
    expect(votes.bothTeamsToScore).toBeNull();
    const withEmptyDraw = await answer(
      'odds-tennis-live.json',
      'votes-tennis-empty-draw.json',
      'tennis',
      'Fonseca',
      'Alcaraz',
    );
    expect(withEmptyDraw.votes.winner.options.map((o) => o.key)).toEqual(['HOME', 'AWAY']);
    // Football keeps its draw even when nobody chose it.
    const football = await answer(
      'odds-tennis-live.json',
      'votes-tennis-empty-draw.json',
      'football',
      'Flamengo',
      'Palmeiras',
    );
    expect(football.votes.winner.options.map((o) => o.key)).toEqual(['HOME', 'DRAW', 'AWAY']);
  });
});

describe("the simulator's odds, every sport", () => {
  it('has a pt-BR name and a known family for every market and choice it serves, before, during and after a match', () => {
    const families = new Set<string>();
    const feed = createFeed('odds-labels');
    const day = dayOf(Date.UTC(2026, 10, 22, 12));
    for (const sport of SPORTS) {
      const [fixture] = fixturesOnDay(feed.world, sport.slug, day);
      const script = scriptOf(feed.world, fixture);
      const sides = { home: fixture.home.name, away: fixture.away.name };
      for (const at of [fixture.startMs - 1, (fixture.startMs + script.endMs) / 2, script.endMs + 60_000]) {
        const body: unknown = JSON.parse(
          JSON.stringify({ markets: oddsMarkets(script, eventStateAt(script, at)) }),
        );
        for (const market of decodeOdds(body)) {
          marketNamePt(market.marketName);
          families.add(`${MarketGroup.read(market.marketGroup)} ${MarketPeriod.read(market.marketPeriod)}`);
          for (const choice of market.choices) choiceNamePt(choice.name, market.choiceGroup, sides);
        }
      }
    }
    expect(misses).toEqual([]);
    expect([...families].sort()).toEqual([
      'BOTH_TEAMS_TO_SCORE FULL_TIME',
      'DOUBLE_CHANCE FULL_TIME',
      'DRAW_NO_BET FULL_TIME',
      'HOME_AWAY FULL_TIME',
      'MATCH_RESULT FULL_TIME',
      'TOTAL FULL_TIME',
    ]);
  });
});
