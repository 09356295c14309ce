import type { CategoryDef, TournamentDef } from './catalog.ts';
import type { SportDef } from './sports.ts';
import { buildReferees, createPersonMaker, createSquads } from './world/people.ts';
import { createVenueMaker } from './world/places.ts';
import { buildTournaments } from './world/teams.ts';

/**
 * The simulated world of a seed: its tournaments with their teams and venues (world/teams.ts,
 * world/places.ts), referees and squads (world/people.ts), and the three-letter codes of teams
 * (world/codes.ts). This file keeps the world's shape and builds the parts in the same order, so a seed's
 * draws and ids stay what they were.
 */

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

function buildWorld(seed: string): World {
  const makePerson = createPersonMaker();
  const { teams, tournaments } = buildTournaments(seed, createVenueMaker(), makePerson);
  const referees = buildReferees(seed, makePerson);
  const { squad, playerById } = createSquads(seed, teams);
  const teamById = new Map(teams.map((t) => [t.id, t]));
  return {
    seed,
    tournaments,
    teams,
    teamById,
    tournamentByUtId: new Map(tournaments.map((t) => [t.def.utId, t])),
    referees,
    squad,
    playerById,
  };
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
