import { z } from 'zod';
import { countrySchema } from './event.ts';
import { bool, decodeWith, int, list, num, opt, str } from './primitives.ts';

export const marketValueSchema = z.object({ value: num, currency: str });

export const playerSchema = z.object({
  id: int,
  name: str,
  shortName: opt(str),
  slug: opt(str),
  position: opt(str),
  jerseyNumber: opt(str),
  height: opt(int),
  dateOfBirthTimestamp: opt(num),
  country: opt(countrySchema),
  proposedMarketValueRaw: opt(marketValueSchema),
});

export type Player = z.output<typeof playerSchema>;

const playerStatisticsSchema = z.object({ rating: opt(num), minutesPlayed: opt(int) });

export const lineupPlayerSchema = z.object({
  player: playerSchema,
  teamId: opt(int),
  jerseyNumber: opt(str),
  shirtNumber: opt(int),
  position: opt(str),
  substitute: opt(bool),
  captain: opt(bool),
  avgRating: opt(num),
  statistics: opt(playerStatisticsSchema),
});

export const missingPlayerSchema = z.object({
  player: playerSchema,
  type: opt(str),
  reason: opt(int),
  description: opt(str),
  expectedEndDateTimestamp: opt(num),
});

export const teamLineupSchema = z.object({
  formation: opt(str),
  players: list(lineupPlayerSchema),
  missingPlayers: list(missingPlayerSchema),
});

export type LineupPlayer = z.output<typeof lineupPlayerSchema>;
export type MissingPlayer = z.output<typeof missingPlayerSchema>;
export type TeamLineup = z.output<typeof teamLineupSchema>;

const lineupsSchema = z.object({
  confirmed: bool.catch(false),
  home: opt(teamLineupSchema),
  away: opt(teamLineupSchema),
});

export type Lineups = z.output<typeof lineupsSchema>;

const lineupsEnvelope = lineupsSchema.refine(
  (l) => l.home !== undefined || l.away !== undefined,
  'no home or away lineup',
);

/** Lineups; a body with neither side is malformed (a feed without coverage answers 404 instead). */
export function decodeLineups(body: unknown): Lineups {
  return decodeWith('lineups', lineupsEnvelope, body);
}
