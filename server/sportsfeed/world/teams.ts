import { TOURNAMENTS } from '../catalog.ts';
import { CITIES, CLUB_SUFFIXES, COLORS, FIRST_NAMES, LAST_NAMES, NATIONS } from '../catalog/names.ts';
import { createRng } from '../prng.ts';
import { SPORTS } from '../sports.ts';
import { teamHome } from '../team-cities.ts';
import type { Team, Tournament } from '../world.ts';
import { slugify } from '../../slugify.ts';
import { nameCode } from './codes.ts';
import type { MakePerson } from './people.ts';
import { nation, type MakeVenue } from './places.ts';

// The tournaments of the catalogue and their teams: clubs, national sides and, in individual sports, players.
// A team met in several competitions of its sport (a club in its league and its cup) is one team.

const TEAM_ID_BASE = 1000;

/** Teams are numbered in catalogue order; venues and managers are drawn as each team first appears. */
export function buildTournaments(
  seed: string,
  makeVenue: MakeVenue,
  makePerson: MakePerson,
): { teams: Team[]; tournaments: Tournament[] } {
  const teams: Team[] = [];
  const teamByKey = new Map<string, Team>();
  const tournaments: Tournament[] = [];
  const sportById = new Map(SPORTS.map((s) => [s.slug, s]));

  TOURNAMENTS.forEach((def, index) => {
    const sport = sportById.get(def.sport)!;
    const rng = createRng(seed, 'tournament', def.utId);
    const individual = !sport.lineups && sport.onField === 1;
    const gender =
      def.gender ?? (Array.isArray(def.teams) ? 'M' : ((def.teams as { gender?: 'M' | 'F' }).gender ?? 'M'));
    const names: string[] = Array.isArray(def.teams)
      ? [...(def.teams as string[])]
      : Array.from({ length: (def.teams as { generated: number }).generated }, (_, i) => {
          const r = createRng(seed, 'generated', def.utId, i);
          if ((def.teams as { style: string }).style === 'person') {
            return `${r.pick(FIRST_NAMES[gender])} ${r.pick(LAST_NAMES)}`;
          }
          return `${CITIES[(i + r.int(0, 3) * 7) % CITIES.length][0]} ${r.pick(CLUB_SUFFIXES)}`;
        });
    const taken = new Set<string>();
    const members: Team[] = [];
    const seen = new Set<string>();
    names.forEach((rawName, i) => {
      // Generated names may repeat; a suffix keeps them apart.
      let name = rawName;
      for (let n = 2; seen.has(name); n++) name = `${rawName} ${n}`;
      seen.add(name);
      const key = `${sport.slug}:${gender}:${name}`;
      let team = teamByKey.get(key);
      if (!team) {
        const r = createRng(seed, 'team', key);
        // A club is of its home's country (a Brazilian club in a friendly or the Libertadores is Brazilian),
        // else of its league's; players of individual sports and clubs of nowhere known are drawn (as before,
        // so that every later draw of a seed stays what it was).
        const home = individual ? undefined : teamHome(name);
        const leagueOrDrawn = individual || !def.category.alpha2 ? r.pick(NATIONS)[0] : def.category.alpha2;
        const country = nation(home?.alpha2 ?? leagueOrDrawn);
        const words = name.split(' ');
        const shortName = individual
          ? `${words[words.length - 1]} ${words[0][0]}.`
          : name.length > 16
            ? words.slice(0, Math.max(1, words.length - 1)).join(' ')
            : name;
        const primary = r.pick(COLORS);
        let secondary = r.pick(COLORS);
        if (secondary === primary) secondary = primary === '#ffffff' ? '#000000' : '#ffffff';
        const idx = teams.length;
        team = {
          index: idx,
          id: TEAM_ID_BASE + idx,
          sport,
          name,
          shortName,
          slug: slugify(name),
          nameCode: '',
          gender,
          individual,
          country,
          colors: { primary, secondary, text: secondary },
          // Catalogue order roughly follows current strength for the real competitions.
          strength: Array.isArray(def.teams)
            ? 1.3 - (0.5 * i) / names.length + r.next() * 0.15
            : 0.8 + r.next() * 0.4,
          venue: individual
            ? makeVenue(r, sport, '', def.category)
            : makeVenue(r, sport, `Arena ${shortName}`, def.category, home),
          manager: sport.lineups ? makePerson(r, 'M', country) : undefined,
        };
        teams.push(team);
        teamByKey.set(key, team);
      }
      if (!team.nameCode) team.nameCode = nameCode(individual ? name.split(' ').pop()! : name, taken);
      taken.add(team.nameCode);
      members.push(team);
    });
    const venues = Array.from({ length: 3 }, (_, i) =>
      makeVenue(rng, sport, ['Centre Court', 'Court 1', 'Arena Central'][i], def.category),
    );
    tournaments.push({
      index,
      def,
      sport,
      id: def.utId + 100_000,
      slug: slugify(def.name),
      category: def.category,
      teams: members,
      venues,
    });
  });
  return { teams, tournaments };
}
