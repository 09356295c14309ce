import { createLru } from './lru.ts';
import { scriptOf, type MatchScript } from './match.ts';
import { dayOf, fixtureById, fixturesOnDay, dayStartMs, DAY_MS, type Fixture } from './schedule.ts';
import { SPORTS } from './sports.ts';
import { eventStateAt, type EventState } from './state.ts';
import { getWorld, type World } from './world.ts';

/** The feed's queries over the world at an instant: lists, counts and single events. */

export interface LiveEvent {
  script: MatchScript;
  state: EventState;
}

/** No match runs longer than this, so live events started at most one day before. */
const LONGEST_MATCH_DAYS = 1;

export interface Feed {
  world: World;
  event(id: number, now: number): LiveEvent | undefined;
  scheduled(sport: string, day: number, now: number): LiveEvent[];
  live(sport: string, now: number): LiveEvent[];
  count(tzOffsetSeconds: number, now: number): Record<string, { live: number; total: number }>;
  /**
   * The plan of a match, published or not: for tools that read ahead what the feed will say (when a goal
   * comes, how a match ends), never for answers.
   */
  script(id: number): MatchScript | undefined;
  /** The plans of a sport's matches on a feed day, published or not (as `script`). */
  scripts(sport: string, day: number): MatchScript[];
}

/**
 * How far ahead the feed publishes matches: about a season, as the real feed does. The world's calendar runs
 * on without end, and without this bound any made-up id decoded to a match (700000000 to one in 2161), open
 * to bets for a century.
 */
export const PUBLISHED_DAYS_AHEAD = 370;

/**
 * Whether the match is published at `now`: within a season ahead, and a cup's later stage only once the
 * stage before it is over.
 */
const known = (fixture: Fixture, now: number): boolean =>
  fixture.startMs <= now + PUBLISHED_DAYS_AHEAD * DAY_MS &&
  (fixture.knownFromMs === undefined || fixture.knownFromMs <= now);

export function createFeed(seed: string): Feed {
  const world = getWorld(seed);
  // A day's fixtures never change; lists ask for the same two days over and over.
  const days = createLru<string, ReturnType<typeof fixturesOnDay>>(128);
  const fixturesOf = (sport: string, day: number) =>
    days.get(`${sport}:${day}`, () => fixturesOnDay(world, sport, day));
  const at = (scriptNow: number) => (script: MatchScript) => ({
    script,
    state: eventStateAt(script, scriptNow),
  });
  const scheduled = (sport: string, day: number, now: number) =>
    fixturesOf(sport, day)
      .filter((f) => known(f, now))
      .map((f) => at(now)(scriptOf(world, f)));
  const live = (sport: string, now: number) => {
    const today = dayOf(now);
    const out: LiveEvent[] = [];
    for (let day = today - LONGEST_MATCH_DAYS; day <= today; day++) {
      for (const e of scheduled(sport, day, now)) if (e.state.status.type === 'inprogress') out.push(e);
    }
    return out;
  };
  return {
    world,
    event(id, now) {
      const fixture = fixtureById(world, id);
      return fixture && known(fixture, now) ? at(now)(scriptOf(world, fixture)) : undefined;
    },
    scheduled,
    live,
    count(tzOffsetSeconds, now) {
      // "Today" in the caller's zone: midnight to midnight at that offset, spanning up to two feed days.
      const offsetMs = tzOffsetSeconds * 1000;
      const from = Math.floor((now + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
      const to = from + DAY_MS;
      const out: Record<string, { live: number; total: number }> = {};
      for (const sport of SPORTS) {
        let total = 0;
        for (let day = dayOf(from); dayStartMs(day) < to; day++) {
          for (const f of fixturesOf(sport.slug, day))
            if (f.startMs >= from && f.startMs < to && known(f, now)) total++;
        }
        out[sport.slug] = { live: live(sport.slug, now).length, total };
      }
      return out;
    },
    script(id) {
      const fixture = fixtureById(world, id);
      return fixture && scriptOf(world, fixture);
    },
    scripts: (sport, day) => fixturesOf(sport, day).map((f) => scriptOf(world, f)),
  };
}
