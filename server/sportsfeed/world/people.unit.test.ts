import { describe, expect, it } from 'vitest';
import { getWorld } from '../world.ts';

/** The names that appear more than once in a list. */
const repeated = (names: string[]) => names.filter((name, i) => names.indexOf(name) !== i);

describe('player names', () => {
  for (const seed of ['bancada', 'people']) {
    it(`never repeat within a team, a competition or a sport, and short names not within a team (${seed})`, () => {
      const world = getWorld(seed);
      const bySport = new Map<string, string[]>();
      let players = 0;
      for (const team of world.teams) {
        const squad = world.squad(team);
        players += squad.length;
        expect(repeated(squad.map((p) => p.name)), team.name).toEqual([]);
        expect(repeated(squad.map((p) => p.shortName)), team.name).toEqual([]);
        const key = `${team.sport.slug}:${team.gender}`;
        bySport.set(key, [...(bySport.get(key) ?? []), ...squad.map((p) => p.name)]);
      }
      for (const [sport, names] of bySport) expect(repeated(names), sport).toEqual([]);
      for (const tournament of world.tournaments) {
        const names = tournament.teams.flatMap((team) => world.squad(team).map((p) => p.name));
        expect(repeated(names), tournament.def.name).toEqual([]);
      }
      expect(players).toBeGreaterThan(4000);
    });
  }
});
