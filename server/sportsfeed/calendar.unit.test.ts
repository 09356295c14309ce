import { describe, expect, it } from 'vitest';
import { SPORTS } from './sports.ts';
import { dateOfDay, DAY_MS, fixturesOnDay, seasonFixtures, seasonOf } from './schedule.ts';
import { getWorld } from './world.ts';

const world = getWorld('calendar');
const YEAR_START = Date.UTC(2026, 0, 1) / DAY_MS;
const MINUTE = 60_000;

/** Hours ahead of UTC of the clubs' countries that play friendlies (no daylight saving in any of them). */
const UTC_OFFSET: Readonly<Record<string, number>> = { BR: -3, JP: 9, KR: 9 };

describe('the simulated calendar', () => {
  it('plays each league only within its season, with a round robin’s number of rounds', () => {
    for (const tournament of world.tournaments) {
      if (tournament.def.kind !== 'league') continue;
      const season = seasonOf(tournament, 2026);
      const n = tournament.teams.length;
      const legs = (n - 1) * (tournament.def.doubleRound === false ? 1 : 2);
      expect(season.rounds, tournament.def.name).toBe(legs * (tournament.def.cycles ?? 1));
      expect(season.span, tournament.def.name).toBeLessThanOrEqual(300);
      const fixtures = seasonFixtures(world, season);
      const days = fixtures.map((f) => f.day);
      expect(Math.min(...days), tournament.def.name).toBeGreaterThanOrEqual(season.startDay);
      expect(Math.max(...days), tournament.def.name).toBeLessThan(season.startDay + season.span);
      // Every club plays every round once.
      for (let round = 1; round <= season.rounds; round++) {
        const playing = fixtures.filter((f) => f.round === round).flatMap((f) => [f.home.id, f.away.id]);
        expect(new Set(playing).size, `${tournament.def.name} round ${round}`).toBe(n - (n % 2));
      }
    }
  });

  it('holds the IPL to late March–May, its 18 rounds one or two matches a day', () => {
    const ipl = world.tournaments.find((t) => t.def.name === 'Indian Premier League')!;
    const fixtures = seasonFixtures(world, seasonOf(ipl, 2026));
    expect(Math.max(...fixtures.map((f) => f.round!))).toBe(18);
    const dates = fixtures.map((f) => dateOfDay(f.day)).sort();
    expect(dates[0]).toBe('2026-03-22');
    expect(dates.at(-1)! < '2026-06-01').toBe(true);
    const perDay = new Map<string, number>();
    for (const date of dates) perDay.set(date, (perDay.get(date) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(2);
  });

  it('gives every sport matches on every day of the year (off-season friendlies fill the gaps only)', () => {
    const empty: string[] = [];
    const friendliesInSeason: string[] = [];
    for (let day = YEAR_START; day < YEAR_START + 365; day += 3)
      for (const sport of SPORTS) {
        const fixtures = fixturesOnDay(world, sport.slug, day);
        if (fixtures.length === 0) empty.push(`${sport.slug} ${dateOfDay(day)}`);
        const offSeason = fixtures.filter((f) => f.tournament.def.offSeason);
        if (offSeason.length && offSeason.length < fixtures.length)
          friendliesInSeason.push(`${sport.slug} ${dateOfDay(day)}`);
      }
    expect(empty).toEqual([]);
    expect(friendliesInSeason).toEqual([]);
  });

  it('kicks friendlies off between 10:00 and 22:30 of the home club’s own time', () => {
    const late: string[] = [];
    let seen = 0;
    for (let day = YEAR_START + 300; day < YEAR_START + 307; day++)
      for (const sport of SPORTS)
        for (const fixture of fixturesOnDay(world, sport.slug, day)) {
          if (!fixture.tournament.def.friendly) continue;
          seen++;
          const offset = UTC_OFFSET[fixture.home.country.alpha2];
          expect(offset, `${fixture.home.name} (${fixture.home.country.alpha2})`).toBeDefined();
          const local = new Date(fixture.startMs + offset * 60 * MINUTE);
          const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
          if (minute < 10 * 60 || minute > 22 * 60 + 30)
            late.push(`${fixture.home.name} ${local.toISOString().slice(11, 16)}`);
        }
    expect(seen).toBeGreaterThan(100);
    expect(late).toEqual([]);
  });
});
