import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeEvent, decodeEventCounts, decodeEventList } from './event.ts';
import { decodeShotmap, decodeTeamStreaks, decodeWinProbability } from './extras.ts';
import { decodeLineups } from './lineups.ts';
import { decodeFeaturedOdds, decodeOdds, fractionalToDecimal } from './odds.ts';
import { SportsDecodeError } from './primitives.ts';
import { decodeStandings } from './standings.ts';
import { decodeGoalDistributions, decodeStatistics, decodeTeamSeasonStatistics } from './statistics.ts';
import { decodeVotes } from './votes.ts';

const team = (id: number, name: string) => ({ id, name, nameCode: name.slice(0, 3).toUpperCase() });

describe('fractionalToDecimal', () => {
  it.each([
    ['5/2', '3.50'],
    ['1/1', '2.00'],
    ['13/10', '2.30'],
    ['1/3', '1.33'],
    ['2/3', '1.67'],
    ['1/8', '1.13'], // 1.125 rounds half up
    ['100/1', '101.00'],
    ['2.5/1', '3.50'],
    ['4', '5.00'],
  ])('%s → %s', (fractional, decimal) => {
    expect(fractionalToDecimal(fractional)).toBe(decimal);
  });

  it.each([undefined, '', '1/0', '-', 'a/b', '1/2/3', '-1/2'])('%s → null', (fractional) => {
    expect(fractionalToDecimal(fractional)).toBeNull();
  });
});

describe('decodeEvent', () => {
  it('keeps what is valid and drops odd fields instead of failing', () => {
    const event = decodeEvent({
      event: {
        id: '42',
        homeTeam: { ...team(1, 'Flamengo'), country: {}, teamColors: null },
        awayTeam: team(2, 'Palmeiras'),
        status: { code: '7', description: '2nd half', type: 'inprogress' },
        startTimestamp: '1767092400',
        homeScore: { current: '2', display: 2, period1: 1, period2: 'x' },
        awayScore: {},
        attendance: 'lots',
        venue: { stadium: { name: 'Maracanã', capacity: '78838' }, city: { name: 'Rio de Janeiro' } },
        referee: { name: 'Anderson Daronco', games: 100, yellowCards: '250' },
        tournament: {
          name: 'Brasileirão',
          category: { name: 'Brazil', country: {} },
          uniqueTournament: { name: 'x' },
        },
        season: { id: 1, year: 2025 },
        unknownField: { deeply: ['nested'] },
      },
    });
    expect(event.id).toBe(42);
    expect(event.status).toEqual({ code: 7, description: '2nd half', type: 'inprogress' });
    expect(event.startTimestamp).toBe(1767092400);
    expect(event.homeScore).toEqual({ current: 2, display: 2, period1: 1 });
    expect(event.awayScore).toBeUndefined();
    expect(event.attendance).toBeUndefined();
    expect(event.homeTeam.country).toBeUndefined();
    expect(event.venue).toEqual({
      name: 'Maracanã',
      city: 'Rio de Janeiro',
      capacity: 78838,
      country: undefined,
    });
    expect(event.referee?.yellowCards).toBe(250);
    // A unique tournament without id is dropped, the tournament kept; a year as number becomes a string.
    expect(event.tournament?.uniqueTournament).toBeUndefined();
    expect(event.tournament?.name).toBe('Brasileirão');
    expect(event.season).toEqual({ id: 1, name: undefined, year: '2025' });
  });

  it('reads an unknown or missing status as type "unknown"', () => {
    const base = { id: 1, homeTeam: team(1, 'A'), awayTeam: team(2, 'B') };
    expect(decodeEvent({ event: { ...base, status: { type: 'WillContinue' } } }).status.type).toBe(
      'willcontinue',
    );
    expect(decodeEvent({ event: base }).status.type).toBe('unknown');
    expect(decodeEvent({ event: { ...base, status: 'weird' } }).status.type).toBe('unknown');
  });

  it('rejects an envelope without a usable event', () => {
    expect(() => decodeEvent({})).toThrow(SportsDecodeError);
    expect(() => decodeEvent({ event: { id: 1 } })).toThrow(SportsDecodeError);
    expect(() => decodeEvent('<html>')).toThrow(SportsDecodeError);
  });

  it('drops invalid events from a list but keeps the others', () => {
    const events = decodeEventList({
      events: [{ id: 1, homeTeam: team(1, 'A'), awayTeam: team(2, 'B') }, { id: 2 }, null, 'x'],
    });
    expect(events.map((e) => e.id)).toEqual([1]);
    expect(() => decodeEventList({ data: [] })).toThrow(SportsDecodeError);
  });

  it('decodes event counts, skipping odd entries', () => {
    expect(
      decodeEventCounts({
        football: { live: '3', total: 120 },
        tennis: { total: 10 },
        bad: 'x',
        darts: {},
        rugby: { live: -1, total: 2 },
      }),
    ).toEqual([
      { slug: 'football', live: 3, total: 120 },
      { slug: 'tennis', live: 0, total: 10 },
      { slug: 'darts', live: 0, total: 0 },
      { slug: 'rugby', live: 0, total: 2 },
    ]);
  });

  it('reads a start written in milliseconds as one, and a start of 0 as none', () => {
    const base = { id: 1, homeTeam: team(1, 'A'), awayTeam: team(2, 'B') };
    const start = (startTimestamp: unknown) =>
      decodeEvent({ event: { ...base, startTimestamp } }).startTimestamp;
    expect(start(1795996800)).toBe(1795996800);
    expect(start(1795996800123)).toBe(1795996800);
    expect(start(0)).toBeUndefined();
    expect(start(-5)).toBeUndefined();
  });
});

describe('odds', () => {
  it('decodes markets, computes decimals and normalises change', () => {
    const [market] = decodeOdds({
      markets: [
        {
          marketId: 1,
          marketName: 'Full time',
          isLive: 0,
          choices: [
            { name: '1', fractionalValue: '6/5', initialFractionalValue: '13/10', change: -1 },
            { name: 'X', fractionalValue: '12/5', change: '5' },
            { name: '2', fractionalValue: '-', change: null, sourceId: 20_259_020_010 },
            { fractionalValue: '1/1' },
          ],
        },
        { marketName: null },
      ],
    });
    expect(market.isLive).toBe(false);
    expect(market.choices.map((c) => [c.name, c.decimalValue, c.change])).toEqual([
      ['1', '2.20', -1],
      ['X', '3.40', 1],
      ['2', null, 0],
    ]);
    expect(market.choices[0].initialDecimalValue).toBe('2.30');
    // An id past GraphQL's 32-bit Int is left out rather than fail the answer.
    expect(market.choices[2].sourceId).toBeUndefined();
    expect(() => decodeOdds({})).toThrow(SportsDecodeError);
  });

  it('decodes featured odds keyed by role', () => {
    const markets = decodeFeaturedOdds({
      featured: { default: { marketName: 'Full time', choices: [] }, fullTime: { choices: [] } },
    });
    expect(markets.map((m) => [m.key, m.marketName])).toEqual([['default', 'Full time']]);
  });
});

describe('votes', () => {
  it('turns polls into options with totals; absent polls are null', () => {
    const votes = decodeVotes({ vote: { vote1: '30', voteX: 10 }, bothTeamsToScoreVote: {} });
    expect(votes?.winner).toEqual({
      total: 40,
      options: [
        { key: 'HOME', count: 30 },
        { key: 'DRAW', count: 10 },
        { key: 'AWAY', count: 0 },
      ],
    });
    expect(votes?.bothTeamsToScore).toBeNull();
    expect(decodeVotes({})).toBeNull();
  });
});

describe('lineups, statistics, standings, goal distributions', () => {
  it('keeps valid players and drops broken ones', () => {
    const lineups = decodeLineups({
      confirmed: 'true',
      home: {
        formation: '4-3-3',
        players: [
          {
            player: { id: 1, name: 'Rossi', proposedMarketValueRaw: { value: '1200000', currency: 'EUR' } },
            position: 'G',
            statistics: {},
          },
          { player: { name: 'no id' } },
        ],
        missingPlayers: [{ player: { id: 3, name: 'Pedro' }, type: 'doubtful' }],
      },
    });
    expect(lineups.confirmed).toBe(true);
    expect(lineups.home?.players).toHaveLength(1);
    expect(lineups.home?.players[0].player.proposedMarketValueRaw).toEqual({
      value: 1_200_000,
      currency: 'EUR',
    });
    expect(lineups.home?.missingPlayers[0].type).toBe('doubtful');
    expect(lineups.away).toBeUndefined();
    expect(() => decodeLineups({ confirmed: true })).toThrow(SportsDecodeError);
  });

  it('reads goal distributions under either field naming and sorts periods', () => {
    const [d] = decodeGoalDistributions({
      goalDistributions: [
        {
          type: 'Overall',
          matches: 10,
          periods: [
            { periodStart: 16, periodEnd: 30, scored: 2, conceded: 1 },
            { periodStart: 0, periodEnd: 15, scoredGoals: '3', concededGoals: 0 },
          ],
        },
      ],
    });
    expect(d).toMatchObject({ type: 'overall', matches: 10, scoredGoals: 5, concededGoals: 1 });
    expect(d.periods.map((p) => p.periodStart)).toEqual([0, 16]);
  });

  it('sorts standings rows and skips rows without a team', () => {
    const [table] = decodeStandings({
      standings: [
        {
          name: 'Série A',
          rows: [
            { position: 2, team: team(2, 'B'), points: '50' },
            { position: 1, team: team(1, 'A'), points: 60 },
            { position: 3, team: {} },
          ],
        },
      ],
    });
    expect(table.rows.map((r) => [r.position, r.points])).toEqual([
      [1, 60],
      [2, 50],
    ]);
  });

  it('keeps only numeric team statistics', () => {
    const stats = decodeTeamSeasonStatistics({
      statistics: { avgRating: '7.1', goalsScored: 16, id: 9, note: 'x' },
    });
    expect(stats).toEqual({
      avgRating: 7.1,
      matches: null,
      values: [
        { key: 'avgRating', value: 7.1 },
        { key: 'goalsScored', value: 16 },
      ],
    });
  });

  it('reads win probability as a series or a single point, and empty streaks as null', () => {
    expect(
      decodeWinProbability({ graphPoints: [{ minute: 1, homeWin: 40, draw: 30, awayWin: 30 }] }),
    ).toHaveLength(1);
    expect(decodeWinProbability({ winProbability: { homeWin: '50', awayWin: 20 } })).toEqual([
      { minute: undefined, homeWin: 50, draw: undefined, awayWin: 20 },
    ]);
    expect(decodeWinProbability({})).toBeNull();
    expect(decodeTeamStreaks({ general: [], head2head: [] })).toBeNull();
  });
});

const SAMPLES = fileURLToPath(new URL('../../../../../../shared/sofascore-samples/', import.meta.url));
const haveSamples = existsSync(SAMPLES);
const sample = (name: string): unknown => JSON.parse(readFileSync(`${SAMPLES}${name}`, 'utf8'));

describe.skipIf(!haveSamples)('real SofaScore samples (../shared/sofascore-samples)', () => {
  it('decodes every live and scheduled event', () => {
    for (const file of ['events-live-football.json', 'scheduled-events-football.json']) {
      const raw = sample(file) as { events: unknown[] };
      const events = decodeEventList(raw);
      expect(events).toHaveLength(raw.events.length);
      for (const e of events) {
        expect(e.homeTeam.name).toBeTruthy();
        expect(e.status.type).not.toBe('unknown');
        expect(e.tournament?.uniqueTournament?.id).toBeTypeOf('number');
      }
    }
  });

  it('names national sides in pt-BR and clubs as the feed writes them', () => {
    const names = (file: string) =>
      decodeEventList(sample(file)).flatMap((e) => [e.homeTeam.name, e.awayTeam.name]);
    const scheduled = names('scheduled-events-football.json');
    for (const name of ['Egito', 'Marrocos', 'África do Sul', 'República Democrática do Congo'])
      expect(scheduled).toContain(name);
    for (const name of ['Egypt', 'Morocco', 'South Africa', 'DR Congo'])
      expect(scheduled).not.toContain(name);
    expect(names('events-live-football.json')).toEqual(
      expect.arrayContaining(['Síria Sub-23', 'Vietnã Sub-23']),
    );
    expect(scheduled.filter((name) => /^(Arsenal|Chelsea|Liverpool)/.test(name)).length).toBeGreaterThan(0);
  });

  it('decodes what lists order competitions by: priority, followers, red cards', () => {
    const events = decodeEventList(sample('scheduled-events-football.json'));
    const premier = events.find((e) => e.tournament?.uniqueTournament?.id === 17);
    expect(premier?.tournament?.priority).toBeGreaterThan(0);
    expect(premier?.tournament?.uniqueTournament?.userCount).toBeGreaterThan(1_000_000);
    expect(premier?.tournament?.category?.alpha2).toBe('EN');
    expect(events.some((e) => (e.homeRedCards ?? 0) > 0)).toBe(true);
  });

  it('decodes lineups with positions, market values and ratings', () => {
    const lineups = decodeLineups(sample('lineups.json'));
    expect(lineups.confirmed).toBe(true);
    expect(lineups.home?.formation).toBe('4-2-2-2');
    const [keeper] = lineups.home?.players ?? [];
    expect(keeper.position).toBe('G');
    expect(keeper.statistics?.rating).toBe(7.7);
    expect(keeper.player.proposedMarketValueRaw).toEqual({ value: 1_200_000, currency: 'EUR' });
    expect(lineups.home?.missingPlayers.length).toBeGreaterThan(0);
  });

  it('decodes statistics, team statistics and the shotmap', () => {
    const periods = decodeStatistics(sample('statistics.json'));
    expect(periods[0].period).toBe('ALL');
    expect(periods[0].groups[0].statisticsItems[0]).toMatchObject({ key: 'ballPossession', homeValue: 70 });
    const team = decodeTeamSeasonStatistics(sample('team-statistics-overall.json'));
    expect(team.avgRating).toBeCloseTo(7.069, 3);
    expect(team.matches).toBe(8);
    expect(team.values.find((v) => v.key === 'goalsScored')?.value).toBe(16);
    const shots = decodeShotmap(sample('shotmap.json'));
    expect(shots.length).toBe((sample('shotmap.json') as { shotmap: unknown[] }).shotmap.length);
  });
});

if (!haveSamples) console.warn(`sofascore samples not found at ${SAMPLES}; sample tests skipped`);
