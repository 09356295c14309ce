import { bracketOf, cupMatchdays, type CupRound } from './bracket.ts';
import { createRng } from './prng.ts';
import type { Team, Tournament, World } from './world.ts';

/**
 * Calendar of the feed. Days are counted in America/Sao_Paulo, which has kept UTC−3 all year since 2019.
 * Event ids encode where the match sits — day × 10000 + tournament index × 100 + slot — so that any id
 * resolves by recomputing one tournament's fixtures for one day, with no index of all events.
 */

export const DAY_MS = 86_400_000;
export const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

export const dayOf = (ms: number): number => Math.floor((ms + SAO_PAULO_OFFSET_MS) / DAY_MS);
export const dayStartMs = (day: number): number => day * DAY_MS - SAO_PAULO_OFFSET_MS;

export function dayFromDate(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const back = new Date(ms).toISOString().slice(0, 10);
  return back === date ? ms / DAY_MS : undefined;
}

export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface Season {
  id: number;
  tournament: Tournament;
  startYear: number;
  name: string;
  year: string;
  startDay: number;
  /** Rounds of a league (round robin) or matchdays (legs) of a cup; 0 for daily competitions. */
  rounds: number;
  /** Days a season's rounds are spread over. */
  span: number;
}

export interface Fixture {
  id: number;
  day: number;
  tournament: Tournament;
  season: Season;
  /** Round of a league, or stage of a cup (1 for its first); none in daily competitions. */
  round?: number;
  /** A cup's stage, named as the real feed names it (bracket.ts). */
  cupRound?: CupRound;
  home: Team;
  away: Team;
  startMs: number;
  /** The first leg, when this match is the second leg of a two-legged cup tie. */
  firstLeg?: Fixture;
  /**
   * A cup's later stage: when its pairing is known, the stage before it being over. The feed lists the
   * match from then on, as the real one, which has no event before the draw.
   */
  knownFromMs?: number;
}

const SEASON_ID_BASE = 40_000;

export function seasonOf(tournament: Tournament, startYear: number): Season {
  const def = tournament.def;
  const [month, dayOfMonth] = def.seasonStart;
  const startDay = Date.UTC(startYear, month - 1, dayOfMonth) / DAY_MS;
  const n = tournament.teams.length;
  const span = def.spanDays ?? 364;
  let rounds = 0;
  if (def.kind === 'league')
    rounds = Math.min(span, (n - 1) * (def.doubleRound === false ? 1 : 2) * (def.cycles ?? 1));
  else if (def.kind === 'cup') rounds = cupMatchdays(def, n);
  const year = def.crossYear ? `${startYear % 100}/${(startYear + 1) % 100}` : String(startYear);
  return {
    id: SEASON_ID_BASE + tournament.index * 100 + (startYear % 100),
    tournament,
    startYear,
    name: `${def.name} ${year}`,
    year,
    startDay,
    rounds,
    span,
  };
}

/** The season a day falls in: the latest one that started on or before it. */
export function seasonAt(tournament: Tournament, day: number): Season {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  const current = seasonOf(tournament, year);
  return current.startDay <= day ? current : seasonOf(tournament, year - 1);
}

export function seasonById(world: World, seasonId: number): Season | undefined {
  const offset = seasonId - SEASON_ID_BASE;
  if (!Number.isInteger(offset) || offset < 0) return undefined;
  const tournament = world.tournaments[Math.floor(offset / 100)];
  if (!tournament) return undefined;
  return seasonOf(tournament, 2000 + (offset % 100));
}

/** Pairings of round r (0-based) of a round robin, by the circle method over a per-season team order. */
function roundRobinPairs(world: World, season: Season, round: number): Array<[Team, Team]> {
  const order = createRng(world.seed, 'rr-order', season.id).shuffle(season.tournament.teams);
  const n = order.length;
  const legs = n - 1;
  const mirrored = Math.floor(round / legs) % 2 === 1;
  const r = round % legs;
  const rotated = [order[0], ...order.slice(1).map((_, i) => order[1 + ((i + r) % legs)])];
  const pairs: Array<[Team, Team]> = [];
  for (let i = 0; i < n / 2; i++) {
    const a = rotated[i];
    const b = rotated[n - 1 - i];
    // Alternate home and away so that each club hosts about half its matches.
    const aHome = (r + i) % 2 === 0;
    const pair: [Team, Team] = aHome ? [a, b] : [b, a];
    pairs.push(mirrored ? [pair[1], pair[0]] : pair);
  }
  return pairs;
}

/** First day of a round: rounds are spread evenly over the season's span. */
const roundDay = (season: Season, round: number): number =>
  season.startDay + Math.floor((round * season.span) / season.rounds);

/** Matches of one round (all its days), each with its kick-off. */
export function roundFixtures(world: World, season: Season, round: number): Fixture[] {
  const tournament = season.tournament;
  if (tournament.def.kind === 'cup') return bracketOf(world, season).matchdays[round] ?? [];
  const pairs = roundRobinPairs(world, season, round);
  const firstDay = roundDay(season, round);
  const days = roundDay(season, round + 1) - firstDay;
  // A round's matches are spread over the days until the next round, so competitions play most days.
  return pairs.map(([home, away], m) => {
    const day = firstDay + (m % days);
    const slot = Math.floor(m / days);
    const kickoff = createRng(world.seed, 'kickoff', season.id, round, m).pick(tournament.def.kickoffs);
    return {
      id: day * 10_000 + tournament.index * 100 + slot,
      day,
      tournament,
      season,
      round: round + 1,
      home,
      away,
      startMs: dayStartMs(day) + kickoff * 60_000,
    };
  });
}

/** Every match of a tournament on a day, in slot order (the slot is the last two digits of the id). */
export function tournamentFixturesOnDay(world: World, tournament: Tournament, day: number): Fixture[] {
  const season = seasonAt(tournament, day);
  if (tournament.def.kind === 'daily') {
    if (tournament.def.offSeason && sportPlaysOn(world, tournament, day)) return [];
    const order = createRng(world.seed, 'daily', tournament.index, day).shuffle(tournament.teams);
    const n = order.length;
    // Team j plays in slots j/2 and j/2 + n/2: half a day apart, never two matches at once.
    return tournament.def.kickoffs.map((minute, slot) => ({
      id: day * 10_000 + tournament.index * 100 + slot,
      day,
      tournament,
      season,
      // Friendlies and tours played every day have no rounds (the real feed sends no roundInfo for them).
      home: order[(2 * slot) % n],
      away: order[(2 * slot + 1) % n],
      startMs: dayStartMs(day) + minute * 60_000,
    }));
  }
  const offset = day - season.startDay;
  if (offset < 0 || offset >= season.span || season.rounds === 0) return [];
  if (tournament.def.kind === 'cup')
    return bracketOf(world, season)
      .matchdays.flat()
      .filter((f) => f.day === day)
      .sort((a, b) => a.id - b.id);
  let round = Math.floor((offset * season.rounds) / season.span);
  while (round > 0 && roundDay(season, round) > day) round--;
  while (round + 1 < season.rounds && roundDay(season, round + 1) <= day) round++;
  return roundFixtures(world, season, round).filter((f) => f.day === day);
}

/** Whether a competition of the tournament's sport other than the daily ones has a match on the day. */
function sportPlaysOn(world: World, tournament: Tournament, day: number): boolean {
  return world.tournaments.some(
    (other) =>
      other.sport === tournament.sport &&
      other.def.kind !== 'daily' &&
      tournamentFixturesOnDay(world, other, day).length > 0,
  );
}

export function fixtureById(world: World, id: number): Fixture | undefined {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const day = Math.floor(id / 10_000);
  const tournament = world.tournaments[Math.floor(id / 100) % 100];
  if (!tournament) return undefined;
  return tournamentFixturesOnDay(world, tournament, day).find((f) => f.id === id);
}

export function fixturesOnDay(world: World, sportSlug: string, day: number): Fixture[] {
  const out: Fixture[] = [];
  for (const tournament of world.tournaments) {
    if (tournament.sport.slug === sportSlug) out.push(...tournamentFixturesOnDay(world, tournament, day));
  }
  return out.sort((a, b) => a.startMs - b.startMs || a.id - b.id);
}

/** All matches of a season (leagues and cups), for standings and season statistics. */
export function seasonFixtures(world: World, season: Season): Fixture[] {
  const out: Fixture[] = [];
  for (let r = 0; r < season.rounds; r++) out.push(...roundFixtures(world, season, r));
  return out;
}
