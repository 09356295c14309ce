import { z } from 'zod';
import { teamNamesPt } from '../../../../i18n/places.ts';
import {
  bool,
  count,
  decodeWith,
  int,
  numericRecord,
  opt,
  requiredList,
  str,
  unixSeconds,
} from './primitives.ts';
import { scoreboardFields, withScoreDetails } from './scoreboard.ts';

export const sportSchema = z.object({ id: opt(int), name: opt(str), slug: str });

export const countrySchema = z.object({ name: str, alpha2: opt(str), alpha3: opt(str), slug: opt(str) });

export const categorySchema = z.object({
  id: opt(int),
  name: str,
  slug: opt(str),
  flag: opt(str),
  alpha2: opt(str),
  sport: opt(sportSchema),
  country: opt(countrySchema),
});

export const uniqueTournamentSchema = z.object({
  id: int,
  name: str,
  slug: opt(str),
  category: opt(categorySchema),
  primaryColorHex: opt(str),
  secondaryColorHex: opt(str),
  userCount: opt(int),
});

export const tournamentSchema = z.object({
  id: opt(int),
  name: str,
  slug: opt(str),
  category: opt(categorySchema),
  uniqueTournament: opt(uniqueTournamentSchema),
  priority: opt(int),
});

export const seasonSchema = z.object({ id: int, name: opt(str), year: opt(str) });

const UNKNOWN_STATUS = { code: undefined, description: undefined, type: 'unknown' };

/** Status of an event; `type` is what code branches on (descriptions vary by sport). */
export const statusSchema = z
  .object({ code: opt(int), description: opt(str), type: opt(str) })
  .transform((s) => ({ code: s.code, description: s.description, type: s.type?.toLowerCase() ?? 'unknown' }))
  .catch(UNKNOWN_STATUS);

export const teamColorsSchema = z.object({ primary: opt(str), secondary: opt(str), text: opt(str) });

/**
 * A team or player; a national side is named in pt-BR ("Egypt" → Egito), a club as the feed writes it with
 * its age group in pt-BR ("Real Betis U19" → "Real Betis Sub-19").
 */
export const teamSchema = z
  .object({
    id: int,
    name: str,
    slug: opt(str),
    shortName: opt(str),
    nameCode: opt(str),
    gender: opt(str),
    national: opt(bool),
    country: opt(countrySchema),
    sport: opt(sportSchema),
    teamColors: opt(teamColorsSchema),
  })
  .transform(teamNamesPt);

/**
 * Scores carry a varying set of numeric keys (current, display, period1…periodN, overtime, penalties…). `{}` is
 * the feed's "no score yet" (events not started): it is decoded away, so a client gets null, not an empty score.
 */
export const scoreSchema = numericRecord.transform((score) =>
  Object.keys(score).length ? score : undefined,
);

export const venueSchema = z
  .object({
    name: opt(str),
    stadium: opt(z.object({ name: opt(str), capacity: opt(int) })),
    city: opt(z.object({ name: str })),
    capacity: opt(int),
    country: opt(countrySchema),
  })
  .transform((v) => ({
    name: v.name ?? v.stadium?.name,
    city: v.city?.name,
    capacity: v.capacity ?? v.stadium?.capacity,
    country: v.country,
  }));

export const refereeSchema = z.object({
  id: opt(int),
  name: str,
  games: opt(int),
  yellowCards: opt(int),
  redCards: opt(int),
  yellowRedCards: opt(int),
  country: opt(countrySchema),
});

export const roundInfoSchema = z.object({ round: opt(int), name: opt(str), cupRoundType: opt(int) });

export const eventSchema = z.preprocess(
  withScoreDetails,
  z.object({
    id: int,
    slug: opt(str),
    customId: opt(str),
    tournament: opt(tournamentSchema),
    season: opt(seasonSchema),
    roundInfo: opt(roundInfoSchema),
    status: statusSchema,
    winnerCode: opt(int),
    startTimestamp: opt(unixSeconds),
    homeTeam: teamSchema,
    awayTeam: teamSchema,
    homeScore: opt(scoreSchema),
    awayScore: opt(scoreSchema),
    venue: opt(venueSchema),
    referee: opt(refereeSchema),
    attendance: opt(int),
    lastPeriod: opt(str),
    hasEventPlayerStatistics: opt(bool),
    country: opt(countrySchema),
    ...scoreboardFields,
  }),
);

export type SportEvent = z.output<typeof eventSchema>;
export type SportTeam = z.output<typeof teamSchema>;

const eventEnvelope = z.object({ event: eventSchema });
const eventListEnvelope = z.object({ events: requiredList(eventSchema) });
const teamEnvelope = z.object({ team: teamSchema });
const countsEnvelope = z.record(z.string(), z.unknown());

export function decodeEvent(body: unknown): SportEvent {
  return decodeWith('event', eventEnvelope, body).event;
}

export function decodeEventList(body: unknown): SportEvent[] {
  return decodeWith('events', eventListEnvelope, body).events;
}

export function decodeTeam(body: unknown): SportTeam {
  return decodeWith('team', teamEnvelope, body).team;
}

export interface SportCount {
  slug: string;
  live: number;
  total: number;
}

const countSchema = z.object({ live: opt(count), total: opt(count) });

/** `{"football": {"live": 3, "total": 120}, …}`; odd entries are skipped. */
export function decodeEventCounts(body: unknown): SportCount[] {
  const record = decodeWith('event-count', countsEnvelope, body);
  const out: SportCount[] = [];
  for (const [slug, raw] of Object.entries(record)) {
    const parsed = countSchema.safeParse(raw);
    if (!parsed.success || !slug.trim()) continue;
    out.push({ slug, live: parsed.data.live ?? 0, total: parsed.data.total ?? 0 });
  }
  return out;
}
