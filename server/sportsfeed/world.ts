import { CITIES, CLUB_SUFFIXES, COLORS, FIRST_NAMES, LAST_NAMES, NATIONS, TOURNAMENTS } from './catalog.ts';
import type { CategoryDef, TournamentDef } from './catalog.ts';
import { createRng } from './prng.ts';
import { SPORTS, type SportDef } from './sports.ts';
import { teamHome, type Home } from './team-cities.ts';
import { slugify, stripAccents } from '../slugify.ts';

export interface Country {
  alpha2: string;
  alpha3: string;
  name: string;
}

export interface Venue {
  id: number;
  name: string;
  city: string;
  capacity: number;
  country: Country;
}

export interface Person {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  country: Country;
}

export interface Referee extends Person {
  games: number;
  yellowCards: number;
  redCards: number;
}

export interface Player extends Person {
  teamId: number;
  position: string;
  jerseyNumber: number;
  marketValue: number;
  height: number;
  dateOfBirthTimestamp: number;
  /** Season-long form (around 6.8) that shapes match ratings. */
  baseRating: number;
}

export interface Team {
  index: number;
  id: number;
  sport: SportDef;
  name: string;
  shortName: string;
  slug: string;
  nameCode: string;
  gender: 'M' | 'F';
  /** Individual sports (tennis, darts, …): the "team" is a player. */
  individual: boolean;
  country: Country;
  colors: { primary: string; secondary: string; text: string };
  /** Relative strength, about 0.75–1.3, that tilts results. */
  strength: number;
  venue: Venue;
  manager: Person | undefined;
}

export interface Tournament {
  /** Position in the catalogue; part of every event id of the tournament. */
  index: number;
  def: TournamentDef;
  sport: SportDef;
  /** The (non-unique) tournament id of SofaScore. */
  id: number;
  slug: string;
  category: CategoryDef;
  teams: Team[];
  /** Courts and arenas of individual-sport tours, which have no home teams. */
  venues: Venue[];
}

export interface World {
  seed: string;
  tournaments: Tournament[];
  teams: Team[];
  teamById: Map<number, Team>;
  tournamentByUtId: Map<number, Tournament>;
  referees: Map<string, Referee[]>;
  /** Squad of a team, built on first use and kept (bounded by the number of teams). */
  squad(team: Team): Player[];
  playerById(id: number): Player | undefined;
}

const TEAM_ID_BASE = 1000;
const PLAYER_ID_BASE = 100_000;
const SQUAD_STRIDE = 40;

const NOISE = new Set([
  'FC',
  'EC',
  'AC',
  'SC',
  'CF',
  'IF',
  'BK',
  'IK',
  'AIS',
  'IBK',
  'FBC',
  'GIF',
  'SK',
  'AIK',
  '1',
]);

/** Three-letter code from the significant words of a name, made unique within its competition. */
function nameCode(name: string, taken: Set<string>): string {
  const words = stripAccents(name)
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !NOISE.has(w.toUpperCase()) && !/^\d+$/.test(w));
  const main = (words[0] ?? name).toUpperCase();
  const candidates = [
    main.slice(0, 3),
    words.length > 1 ? (main[0]! + words[1]!.slice(0, 2)).toUpperCase() : '',
    main[0]! + main.slice(2, 4),
    main[0]! + main.slice(-2),
  ];
  for (const code of candidates) if (code.length === 3 && !taken.has(code)) return code;
  for (let i = 0; ; i++) {
    const code = main.slice(0, 2) + String.fromCharCode(65 + (i % 26));
    if (!taken.has(code)) return code;
  }
}

const CITY_BY_COUNTRY: Record<string, readonly string[]> = {
  EN: ['London', 'Manchester', 'Liverpool', 'Birmingham', 'Newcastle'],
  ES: ['Madrid', 'Barcelona', 'Sevilla', 'Valencia', 'Bilbao'],
  IT: ['Milano', 'Roma', 'Torino', 'Napoli', 'Bergamo'],
  DE: ['Berlin', 'München', 'Hamburg', 'Dortmund', 'Köln'],
  FR: ['Paris', 'Lyon', 'Marseille', 'Lille', 'Nice'],
  US: ['New York', 'Los Angeles', 'Chicago', 'Boston', 'Miami'],
  SE: ['Stockholm', 'Göteborg', 'Västerås', 'Uppsala', 'Falun'],
  IN: ['Mumbai', 'Delhi', 'Chennai', 'Kolkata', 'Bengaluru'],
};

const nation = (alpha2: string): Country => {
  const found = NATIONS.find((n) => n[0] === alpha2);
  return found
    ? { alpha2: found[0], alpha3: found[1], name: found[2] }
    : { alpha2, alpha3: alpha2, name: alpha2 };
};

function capacityFor(sport: SportDef, rng: ReturnType<typeof createRng>): number {
  if (sport.slug === 'football') return rng.int(15, 78) * 1000;
  if (sport.slug === 'basketball' || sport.slug === 'ice-hockey') return rng.int(6, 20) * 1000;
  if (sport.slug === 'baseball' || sport.slug === 'cricket') return rng.int(25, 50) * 1000;
  return rng.int(15, 120) * 100;
}

function buildWorld(seed: string): World {
  const teams: Team[] = [];
  const teamByKey = new Map<string, Team>();
  const tournaments: Tournament[] = [];
  const sportById = new Map(SPORTS.map((s) => [s.slug, s]));
  let venueId = 60_000;
  let personId = 500_000;

  const makePerson = (rng: ReturnType<typeof createRng>, gender: 'M' | 'F', country: Country): Person => {
    const first = rng.pick(FIRST_NAMES[gender]!);
    const last = rng.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    return { id: personId++, name, shortName: `${first[0]}. ${last}`, slug: slugify(name), country };
  };

  const makeVenue = (
    rng: ReturnType<typeof createRng>,
    sport: SportDef,
    label: string,
    category: CategoryDef,
    home?: Home,
  ) => {
    // Drawn even when the club's home decides, so that every later draw (capacities, managers, …) of a
    // seed stays what it was.
    const drawnAlpha2 = category.alpha2 ?? rng.pick(['BR', 'US', 'ES', 'FR', 'DE', 'IT']);
    const drawnCity =
      drawnAlpha2 === 'BR'
        ? rng.pick(CITIES)[0]
        : rng.pick(CITY_BY_COUNTRY[drawnAlpha2] ?? CITY_BY_COUNTRY.US!);
    const alpha2 = home?.alpha2 ?? drawnAlpha2;
    const venue: Venue = {
      id: venueId++,
      name: label,
      city: home?.city ?? drawnCity,
      capacity: capacityFor(sport, rng),
      country: nation(alpha2 === 'EN' ? 'GB' : alpha2),
    };
    return venue;
  };

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
            return `${r.pick(FIRST_NAMES[gender]!)} ${r.pick(LAST_NAMES)}`;
          }
          return `${CITIES[(i + r.int(0, 3) * 7) % CITIES.length]![0]} ${r.pick(CLUB_SUFFIXES)}`;
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
        const country =
          individual || !def.category.alpha2
            ? nation(r.pick(NATIONS)[0])
            : nation(def.category.alpha2 === 'EN' ? 'GB' : def.category.alpha2);
        const words = name.split(' ');
        const shortName = individual
          ? `${words[words.length - 1]} ${words[0]![0]}.`
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
            : makeVenue(r, sport, `Arena ${shortName}`, def.category, teamHome(name)),
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
      makeVenue(rng, sport, ['Centre Court', 'Court 1', 'Arena Central'][i]!, def.category),
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

  const referees = new Map<string, Referee[]>();
  for (const sport of SPORTS) {
    if (!sport.lineups) continue;
    const rng = createRng(seed, 'referees', sport.slug);
    referees.set(
      sport.slug,
      Array.from({ length: 24 }, () => {
        const person = makePerson(rng, 'M', nation(rng.chance(0.6) ? 'BR' : rng.pick(NATIONS)[0]));
        const games = rng.int(20, 380);
        return {
          ...person,
          games,
          yellowCards: Math.round(games * (3 + rng.next() * 2.5)),
          redCards: Math.round(games * (0.08 + rng.next() * 0.15)),
        };
      }),
    );
  }

  const squads = new Map<number, Player[]>();
  const squad = (team: Team): Player[] => {
    let players = squads.get(team.id);
    if (players) return players;
    const rng = createRng(seed, 'squad', team.id);
    players = [];
    let k = 0;
    const numbers = rng.shuffle(Array.from({ length: 98 }, (_, i) => i + 1));
    for (const [position, count] of Object.entries(team.sport.squad)) {
      for (let i = 0; i < count; i++, k++) {
        const country = rng.chance(0.7) ? team.country : nation(rng.pick(NATIONS)[0]);
        const person = makePersonFixed(
          rng,
          team.gender,
          country,
          PLAYER_ID_BASE + team.index * SQUAD_STRIDE + k,
        );
        const quality = team.strength * (0.6 + rng.next() * 0.8);
        players.push({
          ...person,
          teamId: team.id,
          position,
          jerseyNumber: position === 'G' && i === 0 ? 1 : numbers[k]!,
          marketValue:
            Math.round((quality * quality * (team.sport.slug === 'football' ? 12 : 2) * 1e6) / 1e5) * 1e5,
          height: rng.int(168, 198),
          // Born 1990–2006: ages of senior professionals.
          dateOfBirthTimestamp: Date.UTC(rng.int(1990, 2006), rng.int(0, 11), rng.int(1, 28)) / 1000,
          baseRating: 6.4 + quality * 0.5 + rng.next() * 0.2,
        });
      }
    }
    squads.set(team.id, players);
    return players;
  };

  const teamById = new Map(teams.map((t) => [t.id, t]));
  return {
    seed,
    tournaments,
    teams,
    teamById,
    tournamentByUtId: new Map(tournaments.map((t) => [t.def.utId, t])),
    referees,
    squad,
    playerById(id) {
      const offset = id - PLAYER_ID_BASE;
      if (!Number.isInteger(offset) || offset < 0) return undefined;
      const team = teams[Math.floor(offset / SQUAD_STRIDE)];
      return team ? squad(team).find((p) => p.id === id) : undefined;
    },
  };
}

function makePersonFixed(
  rng: ReturnType<typeof createRng>,
  gender: 'M' | 'F',
  country: Country,
  id: number,
): Person {
  const first = rng.pick(FIRST_NAMES[gender]!);
  const last = rng.pick(LAST_NAMES);
  const name = `${first} ${last}`;
  return { id, name, shortName: `${first[0]}. ${last}`, slug: slugify(name), country };
}

const worlds = new Map<string, World>();

/** One world per seed for the life of the process: building it is the only costly step. */
export function getWorld(seed: string): World {
  let world = worlds.get(seed);
  if (!world) {
    world = buildWorld(seed);
    // A handful of seeds at most (tests use a few); drop the oldest beyond that.
    if (worlds.size >= 8) worlds.delete(worlds.keys().next().value!);
    worlds.set(seed, world);
  }
  return world;
}

export type { TournamentDef, CategoryDef };
