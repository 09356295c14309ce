import type { CategoryDef } from './categories.ts';

export type TournamentKind = 'league' | 'cup' | 'daily';

export interface TournamentDef {
  /** uniqueTournament.id (SofaScore's own id where there is a well-known one). */
  utId: number;
  name: string;
  sport: string;
  category: CategoryDef;
  /** league: round robin with standings; cup: a knock-out bracket (bracket.ts); daily: matches every day. */
  kind: TournamentKind;
  /** Real names, or a count of generated clubs/players. */
  teams: readonly string[] | { generated: number; style: 'club' | 'person'; gender?: 'M' | 'F' };
  /** league: play each opponent home and away. */
  doubleRound?: boolean;
  /** Season start (month 1–12, day) and whether the season crosses into the next year (named "25/26"). */
  seasonStart: readonly [number, number];
  crossYear?: boolean;
  /** league: how many times the double round robin is played in a season (NBA-style long seasons). */
  cycles?: number;
  /** Days over which a season's rounds are spread. */
  spanDays?: number;
  /** Kick-off times, minutes after midnight in America/Sao_Paulo. daily: one match per entry. */
  kickoffs: readonly number[];
  /**
   * cup: ties of two legs a week apart, the same pairs with home and away swapped; the second leg carries
   * the aggregate and, level on it, goes to a shoot-out (Copa do Brasil). A first round is always one match.
   */
  twoLegged?: boolean;
  /** cup: a two-legged cup whose final is one match (the Libertadores'). */
  singleLegFinal?: boolean;
  /** Women's competition (players and clubs are distinct from the men's). */
  gender?: 'M' | 'F';
  /** Standings, team statistics and goal distributions make no sense for friendlies. */
  friendly?: boolean;
  /** daily: played only on the days no other competition of the sport has a match (off-season friendlies). */
  offSeason?: boolean;
  /** league: the table's zones, places from..to (1-based; negative counts from the bottom, -1 the last). */
  zones?: readonly StandingZoneDef[];
}

/** A zone of a league table as SofaScore sends it in a row's promotion ({ id, text }). */
export interface StandingZoneDef {
  from: number;
  to: number;
  id: number;
  text: string;
}

/** The places of the table `zones` gives a row of a table of `size` teams, or none. */
export function zoneAt(
  zones: readonly StandingZoneDef[] | undefined,
  place: number,
  size: number,
): StandingZoneDef | undefined {
  const at = (n: number) => (n < 0 ? size + 1 + n : n);
  return zones?.find((z) => place >= at(z.from) && place <= at(z.to));
}

/** Minutes after midnight (São Paulo) of a kick-off at hours:minutes. */
export const h = (hours: number, minutes = 0): number => hours * 60 + minutes;
/** Evenly spaced kick-offs over the whole day, so that some match is always under way. */
export const grid = (everyMinutes: number, offset = 0): number[] =>
  Array.from({ length: Math.ceil((24 * 60 - offset) / everyMinutes) }, (_, i) => offset + i * everyMinutes);

/** Every `every` minutes from `from` to `to` (São Paulo time), across midnight when `to` is earlier. */
export function between(from: number, to: number, every: number): number[] {
  const span = (to - from + 24 * 60) % (24 * 60);
  return Array.from({ length: Math.floor(span / every) + 1 }, (_, i) => (from + i * every) % (24 * 60));
}

/** The hours Brazil's clubs play friendlies at, in São Paulo: from 11:00 to a last kick-off at 21:30. */
export const BRAZILIAN_DAY = { from: h(11), to: h(21, 30) };
