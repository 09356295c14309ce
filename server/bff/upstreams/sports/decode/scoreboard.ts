import { z } from 'zod';
import { int, num, opt, str } from './primitives.ts';

/**
 * What a scoreboard needs beyond the score's numbers: the match clock (`event.time`), the tennis game point
 * and cricket innings that sit inside `homeScore`/`awayScore` as text and nested objects, red cards and the
 * first leg of a two-legged tie. Sentinels of the feed (negative or absurd times, `{}`) are dropped here.
 */

/** Seconds on a match clock are never negative nor beyond a day; anything else is a sentinel. */
const clockSeconds = int.pipe(z.number().min(0).max(86_400));

/** Added time announced for a period, minutes: 0–30 holds every real case; 999 and -1 are sentinels. */
const addedMinutes = int.pipe(z.number().min(0).max(30));

/** `event.time`: when the current period started and where the game clock stood then. */
export const matchTimeSchema = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((raw) => {
    const read = <T extends z.ZodType>(schema: T, key: string): z.output<T> | undefined => {
      const parsed = schema.safeParse(raw[key]);
      return parsed.success ? parsed.data : undefined;
    };
    const addedTime: number[] = [];
    for (const [key, value] of Object.entries(raw)) {
      const period = /^injuryTime(\d+)$/.exec(key)?.[1];
      const minutes = addedMinutes.safeParse(value);
      if (period && minutes.success) addedTime[Number(period) - 1] = minutes.data;
    }
    const start = read(num.pipe(z.number().positive()), 'currentPeriodStartTimestamp');
    return {
      currentPeriodStartTimestamp: start,
      initial: read(clockSeconds, 'initial'),
      max: read(clockSeconds, 'max'),
      extra: read(clockSeconds, 'extra'),
      periodLength: read(clockSeconds, 'periodLength'),
      overtimeLength: read(clockSeconds, 'overtimeLength'),
      /** Game seconds played in the match so far (sports whose clock stops), as of the feed's answer. */
      played: read(clockSeconds, 'played'),
      totalPeriodCount: read(int.pipe(z.number().min(1).max(20)), 'totalPeriodCount'),
      /** Added minutes per period (index 0 = first period); holes where none was announced. */
      addedTime: Array.from(addedTime, (minutes) => minutes ?? null),
    };
  });

export type MatchTime = z.output<typeof matchTimeSchema>;

/** The game point in tennis as the feed writes it: 0, 15, 30, 40 or A (advantage). */
const GAME_POINTS = new Set(['0', '15', '30', '40', 'A']);

/** One innings of a side in cricket. */
const inningSchema = z
  .object({
    score: opt(int),
    runs: opt(int),
    wickets: opt(int.pipe(z.number().min(0).max(10))),
    overs: opt(num.pipe(z.number().min(0))),
  })
  .transform((i) => ({ runs: i.score ?? i.runs, wickets: i.wickets, overs: i.overs }));

export type InningScore = z.output<typeof inningSchema>;

/** The non-numeric parts of a side's score object. */
export const scoreDetailsSchema = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((raw) => {
    const point = str.safeParse(raw.point);
    const innings: InningScore[] = [];
    if (raw.innings && typeof raw.innings === 'object') {
      const entries = Object.entries(raw.innings as Record<string, unknown>)
        .map(([key, value]) => ({ n: Number(/(\d+)$/.exec(key)?.[1]), value }))
        .filter((e) => Number.isInteger(e.n))
        .sort((a, b) => a.n - b.n);
      for (const { value } of entries) {
        const parsed = inningSchema.safeParse(value);
        if (parsed.success && parsed.data.runs !== undefined) innings.push(parsed.data);
      }
    }
    return {
      point:
        point.success && GAME_POINTS.has(point.data.toUpperCase()) ? point.data.toUpperCase() : undefined,
      innings,
    };
  });

export type ScoreDetails = z.output<typeof scoreDetailsSchema>;

/** Event fields of the scoreboard, merged into the event schema. */
export const scoreboardFields = {
  time: opt(matchTimeSchema),
  homeRedCards: opt(int.pipe(z.number().min(0).max(20))),
  awayRedCards: opt(int.pipe(z.number().min(0).max(20))),
  previousLegEventId: opt(int.pipe(z.number().positive())),
  aggregatedWinnerCode: opt(int),
  homeScoreDetails: opt(scoreDetailsSchema),
  awayScoreDetails: opt(scoreDetailsSchema),
};

/**
 * The score objects hold numbers (kept in `homeScore` as a record of numbers) and text or nested objects
 * (the tennis point, cricket innings): the raw objects are also handed to `homeScoreDetails`, which reads
 * only those.
 */
export function withScoreDetails(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const event = raw as Record<string, unknown>;
  return { ...event, homeScoreDetails: event.homeScore, awayScoreDetails: event.awayScore };
}

/** The simulator's clock (/simulation/clock): simulated = simulatedStart + (real − realStart) × speed. */
const feedTimelineSchema = z.object({
  simulatedStart: num,
  realStart: num,
  speed: num.pipe(z.number().positive().max(10_000)),
});

export type FeedTimeline = z.output<typeof feedTimelineSchema>;

/** An answer that is not a timeline is read as none: the feed runs on real time. */
export function decodeFeedTimeline(body: unknown): FeedTimeline | null {
  const parsed = feedTimelineSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
