import { z } from 'zod';
import { decodeWith, int, opt } from './primitives.ts';

/** Wins of each side and draws over their past meetings; the feed sends -1 or leaves a count out when unknown. */
const duelSchema = z.object({
  homeWins: opt(int),
  awayWins: opt(int),
  draws: opt(int),
});

export interface Duel {
  homeWins: number;
  awayWins: number;
  draws: number;
}

const h2hSchema = z.object({ teamDuel: opt(duelSchema), managerDuel: opt(duelSchema) });

export interface HeadToHead {
  teamDuel: Duel | null;
  managerDuel: Duel | null;
}

/** A count the feed did not know (-1, absent) reads 0; a duel with no meeting at all is none. */
function cleanDuel(duel: z.output<typeof duelSchema> | undefined): Duel | null {
  if (!duel) return null;
  const count = (n: number | undefined) => (n !== undefined && n > 0 ? n : 0);
  const clean = { homeWins: count(duel.homeWins), awayWins: count(duel.awayWins), draws: count(duel.draws) };
  return clean.homeWins + clean.awayWins + clean.draws > 0 ? clean : null;
}

/** /event/{customId}/h2h: the two teams' (and managers') record against each other; null when they never met. */
export function decodeHeadToHead(body: unknown): HeadToHead | null {
  const raw = decodeWith('h2h', h2hSchema, body);
  const decoded = { teamDuel: cleanDuel(raw.teamDuel), managerDuel: cleanDuel(raw.managerDuel) };
  return decoded.teamDuel || decoded.managerDuel ? decoded : null;
}
