import { describe, expect, it } from 'vitest';
import { TOURNAMENTS } from './catalog.ts';
import { SPORTS } from './sports.ts';
import { teamHome } from './team-cities.ts';
import { getWorld } from './world.ts';

const teamSports = new Set(SPORTS.filter((s) => s.lineups || s.onField !== 1).map((s) => s.slug));

describe('club venues', () => {
  it('knows the home city of every named club of the catalogue', () => {
    const homeless = TOURNAMENTS.filter((t) => teamSports.has(t.sport) && Array.isArray(t.teams))
      .flatMap((t) => t.teams as readonly string[])
      .filter((name) => !teamHome(name));
    expect(homeless).toEqual([]);
  });

  it("puts each club's arena in the club's own city", () => {
    const world = getWorld('venues');
    const clubs = world.teams.filter((team) => !team.individual);
    const byName = (name: string) => clubs.find((team) => team.name === name)!;
    expect(byName('Brest').venue).toMatchObject({ name: 'Arena Brest', city: 'Brest' });
    expect(byName('Flamengo').venue.city).toBe('Rio de Janeiro');
    expect(byName('River Plate').venue).toMatchObject({ city: 'Buenos Aires', country: { alpha2: 'AR' } });
    for (const club of clubs) expect(club.venue.city, club.name).toBe(teamHome(club.name)?.city);
  });
});
