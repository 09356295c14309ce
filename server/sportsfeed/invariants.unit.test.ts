import { describe, expect, it } from 'vitest';
import { createSportsFeedApp } from './app.ts';
import { createManualClock } from '../clock.ts';
import { createFeed } from './feed.ts';
import { scriptOf } from './match.ts';
import { oddsMarkets } from './sections/odds.ts';
import { dayOf, dayStartMs, fixtureById, fixturesOnDay, seasonAt, seasonById } from './schedule.ts';
import { standingsAt } from './season.ts';
import { SPORTS } from './sports.ts';
import { WINNER_LEANING } from './match/statistics.ts';
import { eventStateAt } from './state.ts';
import { teamHome } from './team-cities.ts';
import { isKnownNation } from './world/places.ts';

const SEED = 'invariants';
// A whole São Paulo day, Sunday 22 November 2026.
const DAY = dayOf(Date.UTC(2026, 10, 22, 12));
const FROM = dayStartMs(DAY);
const MINUTE = 60_000;
const RANK = { notstarted: 0, inprogress: 1, finished: 2, postponed: 2, canceled: 2 } as const;

describe('a whole simulated day, minute by minute, for every sport', () => {
  const feed = createFeed(SEED);
  const world = feed.world;

  for (const sport of SPORTS) {
    it(`${sport.slug}: scores only grow, status only moves forward, finished events freeze`, () => {
      // Yesterday's late matches are still running after midnight.
      const fixtures = [
        ...fixturesOnDay(world, sport.slug, DAY - 1),
        ...fixturesOnDay(world, sport.slug, DAY),
      ];
      expect(fixtures.length, 'every sport plays every day').toBeGreaterThan(0);
      const scripts = fixtures.map((f) => scriptOf(world, f));
      const previous = scripts.map((s) => eventStateAt(s, FROM - MINUTE));
      const frozen = previous.map((s) => JSON.stringify({ ...s, nowMs: 0 }));
      const statusBefore = previous.map((s) => s.status.type);
      // Plain checks inside the sweep (an expect per step would dominate the run); violations are listed.
      const violations: string[] = [];
      for (let t = FROM; t < FROM + 1440 * MINUTE; t += MINUTE) {
        let live = 0;
        scripts.forEach((script, i) => {
          const before = previous[i];
          const now = eventStateAt(script, t);
          const where = `${script.fixture.id} at ${new Date(t).toISOString()}`;
          if (RANK[now.status.type] < RANK[before.status.type]) violations.push(`status went back: ${where}`);
          for (const side of [0, 1] as const) {
            if (now.score[side].current < before.score[side].current) violations.push(`score fell: ${where}`);
            before.score[side].periods.forEach((v, p) => {
              if (now.score[side].periods[p] < v) violations.push(`period score fell: ${where}`);
            });
          }
          if (before.status.type === 'finished') {
            if (JSON.stringify({ ...now, nowMs: 0 }) !== frozen[i])
              violations.push(`finished changed: ${where}`);
          } else {
            frozen[i] = JSON.stringify({ ...now, nowMs: 0 });
          }
          if (now.status.type === 'inprogress') live++;
          previous[i] = now;
        });
        // The list query filters these same states: the event is listed exactly while it is in progress.
        const listed = feed.live(sport.slug, t);
        if (listed.length !== live || listed.some((e) => e.state.status.type !== 'inprogress')) {
          violations.push(`live list disagrees at ${new Date(t).toISOString()}`);
        }
        scripts.forEach((script, i) => {
          // Odds follow the play: before kick-off they are the opening prices and once over the closing
          // ones, the same at every minute (sections/odds.ts, pricedOutcome). So they are checked at every
          // minute in play and at the first minute of each other status, which covers every price the day
          // shows at a fraction of the work (the sweep's main cost was pricing unchanged markets).
          const state = previous[i];
          const statusChanged = t === FROM || state.status.type !== statusBefore[i];
          statusBefore[i] = state.status.type;
          if (state.status.type !== 'inprogress' && !statusChanged) return;
          for (const market of oddsMarkets(script, state)) {
            for (const choice of market.choices) {
              for (const value of [choice.fractionalValue, choice.initialFractionalValue]) {
                const [a, b] = value.split('/').map(Number);
                if (!/^\d+\/\d+$/.test(value) || !(a > 0 && b > 0)) violations.push(`bad odds ${value}`);
              }
              if (![-1, 0, 1].includes(choice.change)) violations.push(`bad change ${choice.change}`);
            }
          }
        });
      }
      expect(violations.slice(0, 10)).toEqual([]);
      // Every finished match ended, and its teams and players are part of the world.
      for (const script of scripts) {
        const end = eventStateAt(script, FROM + 1440 * MINUTE);
        if (script.endMs < FROM + 1440 * MINUTE && script.fate === 'normal')
          expect(end.status.type).toBe('finished');
        // Every id an event carries leads back to the same thing.
        const { fixture } = script;
        expect(fixtureById(world, fixture.id)).toEqual(fixture);
        expect(world.teamById.get(fixture.home.id)).toBe(fixture.home);
        expect(world.teamById.get(fixture.away.id)).toBe(fixture.away);
        expect(world.tournamentByUtId.get(fixture.tournament.def.utId)).toBe(fixture.tournament);
        expect(seasonById(world, fixture.season.id)?.id).toBe(fixture.season.id);
        for (const side of script.lineups ?? []) {
          for (const p of [...side.starters, ...side.bench]) expect(world.playerById(p.id)).toBe(p);
        }
      }
    });
  }

  it('the live count of every sport agrees with its live list at every minute of the day', () => {
    const violations: string[] = [];
    for (let t = FROM; t < FROM + 1440 * MINUTE; t += MINUTE) {
      const counts = feed.count(-10800, t);
      for (const sport of SPORTS) {
        if (counts[sport.slug].live !== feed.live(sport.slug, t).length)
          violations.push(`${sport.slug} at ${new Date(t).toISOString()}`);
      }
    }
    expect(violations.slice(0, 10)).toEqual([]);
    // 1,440 minutes of every sport: 1.4 s on a quiet machine, past Vitest's 5 s under load (seen at 5.1 s
    // beside a shuffled run). The bound is a hang detector, not a timing.
  }, 30_000);

  it('a football player sent off plays no more (not substituted, no goal, assist or shot after), an outfielder with no other card', () => {
    // Several days of football, to meet enough red cards (about one match in twenty has one).
    const scripts = [0, 1, 2, 3, 4, 5, 6].flatMap((back) =>
      fixturesOnDay(world, 'football', DAY - back).map((fixture) => scriptOf(world, fixture)),
    );
    const reds = scripts.flatMap((script) =>
      script.cards.filter((card) => card.cls === 'red').map((card) => ({ script, card })),
    );
    expect(reds.length, 'red cards in a week of football').toBeGreaterThan(5);
    const wrong = reds.flatMap(({ script, card }) => {
      const after = <T extends { t: number }>(items: T[], of: (item: T) => Array<number | undefined>) =>
        items.filter((item) => item.t > card.t && of(item).includes(card.playerId)).length;
      const plays =
        after(script.subs, (sub) => [sub.outId]) +
        after(script.goals, (goal) => [goal.playerId, goal.assistId]) +
        after(script.shots, (shot) => [shot.playerId]);
      const side = script.lineups![card.side];
      const keeper =
        [...side.starters, ...side.bench].find((pl) => pl.id === card.playerId)?.position === 'G';
      return [
        ...(plays ? [`${script.fixture.id}: player ${card.playerId} plays ${plays}× after a red card`] : []),
        ...(keeper ? [`${script.fixture.id}: goalkeeper ${card.playerId} sent off`] : []),
        ...(script.cards.some((other) => other !== card && other.playerId === card.playerId)
          ? [`${script.fixture.id}: player ${card.playerId} has another card`]
          : []),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('a side starts as its sport sets one out: a pitcher and a catcher, a wicket-keeper, one goalkeeper', () => {
    const needs: Record<string, Record<string, number>> = {
      baseball: { P: 1, C: 1 },
      cricket: { WK: 1 },
      'ice-hockey': { G: 1 },
      handball: { G: 1 },
      waterpolo: { G: 1 },
      volleyball: { S: 1, L: 1 },
      basketball: { C: 1 },
    };
    const wrong = Object.entries(needs).flatMap(([slug, positions]) =>
      fixturesOnDay(world, slug, DAY)
        .map((fixture) => scriptOf(world, fixture))
        .flatMap((script) =>
          (script.lineups ?? []).flatMap((side) =>
            Object.entries(positions)
              .filter(([position, n]) => side.starters.filter((p) => p.position === position).length !== n)
              .map(
                ([position]) =>
                  `${slug} ${script.fixture.id}: ${position} ${side.starters.map((p) => p.position).join(',')}`,
              ),
          ),
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('the major sports have a live event at every minute of the day', () => {
    for (const slug of ['football', 'basketball', 'tennis']) {
      const scripts = [...fixturesOnDay(world, slug, DAY - 1), ...fixturesOnDay(world, slug, DAY)].map((f) =>
        scriptOf(world, f),
      );
      for (let t = FROM; t < FROM + 1440 * MINUTE; t += MINUTE) {
        const live = scripts.some((s) => eventStateAt(s, t).status.type === 'inprogress');
        expect(live, `${slug} at ${new Date(t).toISOString()}`).toBe(true);
      }
    }
  });

  it('league tables add up (points = 3W + D, W + D + L = matches) and are ordered as their country orders them', () => {
    const end = FROM + 1440 * MINUTE;
    for (const tournament of world.tournaments) {
      if (tournament.sport.slug !== 'football' || tournament.def.kind !== 'league') continue;
      const rows = standingsAt(world, seasonAt(tournament, DAY), end);
      const goals = rows.reduce((s, r) => s + r.scoresFor, 0);
      expect(goals).toBe(rows.reduce((s, r) => s + r.scoresAgainst, 0));
      for (const row of rows) {
        expect(row.points).toBe(3 * row.wins + row.draws);
        expect(row.wins + row.draws + row.losses).toBe(row.matches);
      }
      // Teams on points are parted by their wins first in Brazil (CBF), by their goal difference elsewhere.
      const brazil = tournament.category.alpha2 === 'BR';
      rows.slice(1).forEach((row, i) => {
        const above = rows[i];
        if (above.points !== row.points) return;
        const difference = (r: typeof row) => r.scoresFor - r.scoresAgainst;
        if (brazil) expect(above.wins, tournament.slug).toBeGreaterThanOrEqual(row.wins);
        if (!brazil || above.wins === row.wins)
          expect(difference(above), tournament.slug).toBeGreaterThanOrEqual(difference(row));
      });
    }
  });

  it('ids in events resolve through the season endpoints, spot-checked over HTTP', async () => {
    const app = createSportsFeedApp({ seed: SEED, clock: createManualClock(FROM + 20 * 3_600_000) });
    /** The answer's JSON, typed as the test expects that path to answer. */
    const get = async <TBody>(path: string) => (await (await app.request(path)).json()) as TBody;
    interface Event {
      id: number;
      tournament: { uniqueTournament: { id: number } };
      season: { id: number };
      homeTeam: { id: number };
      awayTeam: { id: number };
    }
    type Row = { team: { id: number }; matches: number; scoresFor: number };
    const { events } = await get<{ events: Event[] }>(`/sport/football/scheduled-events/2026-11-22`);
    const league = events.filter((e) =>
      [325, 390, 17, 8, 23, 35, 34].includes(e.tournament.uniqueTournament.id),
    );
    expect(league.length).toBeGreaterThan(0);
    for (const e of league.slice(0, 4)) {
      const ut = e.tournament.uniqueTournament.id;
      const table = await get<{ standings: Array<{ rows: Row[] }> }>(
        `/unique-tournament/${ut}/season/${e.season.id}/standings/total`,
      );
      const ids = table.standings[0].rows.map((r) => r.team.id);
      expect(ids).toContain(e.homeTeam.id);
      expect(ids).toContain(e.awayTeam.id);
      const stats = await app.request(
        `/team/${e.homeTeam.id}/unique-tournament/${ut}/season/${e.season.id}/statistics/overall`,
      );
      expect(stats.status).toBe(200);
      const { statistics } = (await stats.json()) as { statistics: { matches: number; goalsScored: number } };
      const row = table.standings[0].rows.find((r) => r.team.id === e.homeTeam.id);
      if (!row) throw new Error(`team ${e.homeTeam.id} is not in its standings`);
      // Season statistics, standings and goal distributions come from the same finished matches.
      expect(statistics.matches).toBe(row.matches);
      expect(statistics.goalsScored).toBe(row.scoresFor);
      type Distribution = { type: string; scoredGoals: number; periods: Array<{ scoredGoals: number }> };
      const dist = await get<{ goalDistributions: Distribution[] }>(
        `/team/${e.homeTeam.id}/unique-tournament/${ut}/season/${e.season.id}/goal-distributions`,
      );
      const overall = dist.goalDistributions.find((d) => d.type === 'overall');
      expect(overall?.scoredGoals).toBe(row.scoresFor);
      expect(overall?.periods.reduce((s, p) => s + p.scoredGoals, 0)).toBe(row.scoresFor);
      const lineups = await get<{ home: { players: Array<{ player: { id: number; name: string } }> } }>(
        `/event/${e.id}/lineups`,
      );
      for (const p of lineups.home.players) expect(world.playerById(p.player.id)?.name).toBe(p.player.name);
    }
  });
});

describe('the world is true to its places and seasons', () => {
  const feed = createFeed(SEED);
  const world = feed.world;
  const clubs = world.teams.filter((t) => !t.individual);

  it('a club is of its home city’s country, wherever it plays (a Brazilian club in a friendly is Brazilian)', () => {
    const wrong = clubs
      .map((team) => ({ team, home: teamHome(team.name) }))
      .filter(
        ({ team, home }) => home && (team.country.alpha2 !== home.alpha2 || team.venue.city !== home.city),
      )
      .map(({ team, home }) => `${team.name}: ${team.country.alpha2} ${team.venue.city}, home ${home!.city}`);
    expect(wrong).toEqual([]);
    const friendlies = world.tournamentByUtId.get(853)!;
    expect(new Set(friendlies.teams.map((t) => t.country.name))).toEqual(new Set(['Brazil']));
    const flamengo = clubs.find((t) => t.name === 'Flamengo' && t.sport.slug === 'football')!;
    expect(flamengo.country).toEqual({ alpha2: 'BR', alpha3: 'BRA', name: 'Brazil' });
  });

  it('the winner of an esports or darts match has the better of the statistics that follow the result', () => {
    const wrong: string[] = [];
    for (const slug of Object.keys(WINNER_LEANING)) {
      for (const fixture of fixturesOnDay(world, slug, DAY)) {
        const script = scriptOf(world, fixture);
        const end = eventStateAt(script, script.endMs + MINUTE);
        if (end.winnerCode !== 1 && end.winnerCode !== 2) continue;
        const winner = end.winnerCode - 1;
        for (const key of WINNER_LEANING[slug]) {
          const pair = script.stats[key];
          if (pair && pair[winner] < pair[1 - winner])
            wrong.push(`${slug} ${fixture.id} ${key}: ${pair.join('–')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('North American basketball and hockey arenas seat 17–21 thousand, as the NBA’s and NHL’s', () => {
    const arenas = clubs.filter(
      (t) =>
        (t.sport.slug === 'basketball' || t.sport.slug === 'ice-hockey') &&
        (t.venue.country.alpha2 === 'US' || t.venue.country.alpha2 === 'CA'),
    );
    expect(arenas.length).toBeGreaterThan(0);
    const small = arenas.filter((t) => t.venue.capacity < 17_000 || t.venue.capacity > 21_000);
    expect(small.map((t) => `${t.name}: ${t.venue.capacity}`)).toEqual([]);
  });

  it('a club of a country’s league is of that country unless its home says otherwise (Monaco, Toronto)', () => {
    const wrong: string[] = [];
    for (const t of world.tournaments)
      for (const team of t.teams)
        if (!team.individual && t.category.alpha2 && !teamHome(team.name))
          if (team.country.alpha2 !== t.category.alpha2) wrong.push(`${team.name} in ${t.def.name}`);
    expect(wrong).toEqual([]);
  });

  it('every country of a team, venue, player, manager or referee is a named country, England as the feed’s EN', () => {
    const countries = [
      ...world.teams.flatMap((t) => [t.country, t.venue.country, ...(t.manager ? [t.manager.country] : [])]),
      ...world.tournaments.flatMap((t) => t.venues.map((v) => v.country)),
      ...[...world.referees.values()].flat().map((r) => r.country),
      ...world.teams.slice(0, 200).flatMap((t) => world.squad(t).map((p) => p.country)),
    ];
    const unnamed = countries.filter((c) => !isKnownNation(c.alpha2) || c.name === c.alpha2);
    expect(unnamed).toEqual([]);
    expect(countries.some((c) => c.alpha2 === 'GB')).toBe(false);
    const arsenal = clubs.find((t) => t.name === 'Arsenal')!;
    expect(arsenal.country).toEqual({ alpha2: 'EN', alpha3: 'ENG', name: 'England' });
    expect(arsenal.venue).toMatchObject({ city: 'London', country: { alpha2: 'EN', name: 'England' } });
  });

  it('venue cities are written as the feed writes them, in English where English has a name', () => {
    const cityOf = (name: string) => clubs.find((t) => t.name === name)!.venue.city;
    expect(['Juventus', 'Bayern München', 'Sevilla', 'Inter', 'Sporting CP'].map(cityOf)).toEqual([
      'Turin',
      'Munich',
      'Seville',
      'Milan',
      'Lisbon',
    ]);
  });

  it('rounds only where a competition has rounds, within its season’s count; none in daily competitions', () => {
    const wrong: string[] = [];
    for (let day = DAY - 3; day <= DAY + 3; day++)
      for (const sport of SPORTS)
        for (const fixture of fixturesOnDay(world, sport.slug, day)) {
          const { def } = fixture.tournament;
          const where = `${def.name} ${fixture.id}: round ${fixture.round}`;
          if (def.kind === 'daily') {
            if (fixture.round !== undefined) wrong.push(where);
          } else if (!(fixture.round! >= 1 && fixture.round! <= fixture.season.rounds)) wrong.push(where);
        }
    expect(wrong).toEqual([]);
  });

  it('a friendly’s event carries no roundInfo, a league’s does', async () => {
    const app = createSportsFeedApp({ seed: SEED, clock: createManualClock(FROM + 12 * 60 * MINUTE) });
    const list = (await (await app.request('/sport/football/scheduled-events/2026-11-22')).json()) as {
      events: Array<{ tournament: { uniqueTournament: { id: number } }; roundInfo?: { round: number } }>;
    };
    const friendly = list.events.filter((e) => e.tournament.uniqueTournament.id === 853);
    const league = list.events.filter((e) => e.tournament.uniqueTournament.id === 325);
    expect(friendly.length).toBeGreaterThan(0);
    expect(league.length).toBeGreaterThan(0);
    expect(friendly.every((e) => e.roundInfo === undefined)).toBe(true);
    expect(league.every((e) => e.roundInfo!.round >= 1 && e.roundInfo!.round <= 38)).toBe(true);
  });
});
