import { z } from 'zod';
import { teamSchema } from './event.ts';
import { decodeWith, int, list, opt, requiredList, str } from './primitives.ts';

export const standingRowSchema = z.object({
  id: opt(int),
  position: int,
  team: teamSchema,
  points: opt(int),
  matches: opt(int),
  wins: opt(int),
  draws: opt(int),
  losses: opt(int),
  scoresFor: opt(int),
  scoresAgainst: opt(int),
  scoreDiffFormatted: opt(str),
  promotion: opt(z.object({ id: opt(int), text: str })),
});

export const standingSchema = z.object({
  id: opt(int),
  name: opt(str),
  type: opt(str),
  tournament: opt(z.object({ id: opt(int), name: str })),
  rows: list(standingRowSchema).transform((rows) => [...rows].sort((a, b) => a.position - b.position)),
});

export type Standing = z.output<typeof standingSchema>;
export type StandingRow = z.output<typeof standingRowSchema>;

const standingsEnvelope = z.object({ standings: requiredList(standingSchema) });

/** /unique-tournament/{ut}/season/{s}/standings/total: one table per group (one for a plain league). */
export function decodeStandings(body: unknown): Standing[] {
  return decodeWith('standings', standingsEnvelope, body).standings;
}
