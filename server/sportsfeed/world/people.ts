import { FIRST_NAMES, LAST_NAMES, NATIONS } from '../catalog/names.ts';
import { createRng, type Rng } from '../prng.ts';
import { SPORTS } from '../sports.ts';
import type { Country, Person, Player, Referee, Team } from '../world.ts';
import { slugify } from '../../slugify.ts';
import { nation } from './places.ts';

// People of the world: managers and referees, numbered in the order they are drawn, and squads, numbered
// by team and built on first use.

const PLAYER_ID_BASE = 100_000;
const SQUAD_STRIDE = 40;

export type MakePerson = (rng: Rng, gender: 'M' | 'F', country: Country) => Person;

/** Managers and referees are numbered from 500,000 in the order they are drawn, so a seed's people keep their ids. */
export function createPersonMaker(): MakePerson {
  let personId = 500_000;
  return (rng, gender, country) => drawPerson(rng, gender, country, personId++);
}

function drawPerson(
  rng: Rng,
  gender: 'M' | 'F',
  country: Country,
  id: number,
  given?: readonly [string, string],
): Person {
  // Drawn even when the name is given, so that what the stream draws next stays what it was.
  const drawn = [rng.pick(FIRST_NAMES[gender]), rng.pick(LAST_NAMES)] as const;
  const [first, last] = given ?? drawn;
  const name = `${first} ${last}`;
  return { id, name, shortName: `${first[0]}. ${last}`, slug: slugify(name), country };
}

/** Two dozen referees for each sport with lineups, mostly Brazilian. */
export function buildReferees(seed: string, makePerson: MakePerson): Map<string, Referee[]> {
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
  return referees;
}

const squadSize = (team: Team): number => Object.values(team.sport.squad).reduce((a, b) => a + b, 0);

/**
 * Names of the players of a sport and gender: every pair of a first and a last name once, in an order
 * seeded per world, handed out squad after squad in the teams' order. No two players of a sport share a
 * name while the pairs last (60 × 80 for the men, more than the world's 4,200 footballers), so none within
 * a team or a competition; past that they would repeat across teams, never within one squad.
 */
function createNamePool(seed: string, teams: readonly Team[]) {
  const pools = new Map<string, { order: number[]; rank: Map<number, number> }>();
  return (team: Team, k: number): readonly [string, string] => {
    const firsts = FIRST_NAMES[team.gender];
    const key = `${team.sport.slug}:${team.gender}`;
    let pool = pools.get(key);
    if (!pool) {
      const pairs = Array.from({ length: firsts.length * LAST_NAMES.length }, (_, i) => i);
      const mates = teams.filter((t) => t.sport === team.sport && t.gender === team.gender);
      pool = {
        order: createRng(seed, 'player-names', key).shuffle(pairs),
        rank: new Map(mates.map((t, i) => [t.id, i])),
      };
      pools.set(key, pool);
    }
    const pair = pool.order[(pool.rank.get(team.id)! * squadSize(team) + k) % pool.order.length];
    return [firsts[pair % firsts.length], LAST_NAMES[Math.floor(pair / firsts.length)]];
  };
}

/** Squads of the teams, built on first use and kept; a player's id says whose squad it is in. */
export function createSquads(
  seed: string,
  teams: readonly Team[],
): { squad: (team: Team) => Player[]; playerById: (id: number) => Player | undefined } {
  const squads = new Map<number, Player[]>();
  const nameOf = createNamePool(seed, teams);
  const squad = (team: Team): Player[] => {
    let players = squads.get(team.id);
    if (players) return players;
    const rng = createRng(seed, 'squad', team.id);
    players = [];
    let k = 0;
    const shortNames = new Set<string>();
    // 2–99: shirt 1 is the first goalkeeper's, so no one else may draw it.
    const numbers = rng.shuffle(Array.from({ length: 98 }, (_, i) => i + 2));
    for (const [position, count] of Object.entries(team.sport.squad)) {
      for (let i = 0; i < count; i++, k++) {
        const country = rng.chance(0.7) ? team.country : nation(rng.pick(NATIONS)[0]);
        const id = PLAYER_ID_BASE + team.index * SQUAD_STRIDE + k;
        const person = drawPerson(rng, team.gender, country, id, nameOf(team, k));
        // "J. Silva" twice in one squad (João and Jonas): the second goes by the full name, as the feed does.
        if (shortNames.has(person.shortName)) person.shortName = person.name;
        shortNames.add(person.shortName);
        const quality = team.strength * (0.6 + rng.next() * 0.8);
        players.push({
          ...person,
          teamId: team.id,
          position,
          jerseyNumber: position === 'G' && i === 0 ? 1 : numbers[k],
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
  const playerById = (id: number): Player | undefined => {
    const offset = id - PLAYER_ID_BASE;
    if (!Number.isInteger(offset) || offset < 0) return undefined;
    const team = teams[Math.floor(offset / SQUAD_STRIDE)];
    return team ? squad(team).find((p) => p.id === id) : undefined;
  };
  return { squad, playerById };
}
