import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import {
  GraphQLID,
  type GraphQLFieldConfig,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { createSportsFeedApp } from '../../sportsfeed/app.ts';
import { createManualClock, type ManualClock } from '../../clock.ts';
import type { LiveHub, LiveUpdate } from '../live/hub.ts';
import { LIVE_TOPIC_EXTENSION, LiveTopicRule } from '../live/admission.ts';
import { LIVE_GROUP_EXTENSION } from '../live/groups.ts';
import { eventTopic, liveTopic } from '../live/topics.ts';

/**
 * Test support for the live suites: a sports upstream whose world the test edits between polls (the
 * contract of DESIGN §5, counting every request), and a small schema with grouped subscription fields.
 */
export interface ScriptedEvent {
  id: number;
  home: number;
  away: number;
  status: 'notstarted' | 'inprogress' | 'finished';
  sport?: string;
}

export interface ScriptedFeed {
  url: string;
  events: Map<number, ScriptedEvent>;
  /** Requests per path since the start (or the last reset). */
  hits: Map<string, number>;
  hitsOf(path: string): number;
  close(): Promise<void>;
}

function eventJson(e: ScriptedEvent) {
  return {
    id: e.id,
    status: { code: e.status === 'inprogress' ? 6 : 0, description: e.status, type: e.status },
    homeTeam: { id: e.id * 10 + 1, name: `Casa ${e.id}`, nameCode: 'CAS' },
    awayTeam: { id: e.id * 10 + 2, name: `Fora ${e.id}`, nameCode: 'FOR' },
    homeScore: { current: e.home },
    awayScore: { current: e.away },
    startTimestamp: 1_760_000_000,
  };
}

export async function startScriptedFeed(): Promise<ScriptedFeed> {
  const events = new Map<number, ScriptedEvent>();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const notFound = () => json(404, { error: { code: 404, message: 'Not Found' } });
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^\/sport\/([a-z-]+)\/events\/live$/))) {
      const sport = m[1];
      const live = [...events.values()].filter(
        (e) => e.status === 'inprogress' && (e.sport ?? 'football') === sport,
      );
      return json(200, { events: live.map(eventJson) });
    }
    if ((m = path.match(/^\/event\/(\d+)(\/incidents|\/odds\/1\/featured)?$/))) {
      const event = events.get(Number(m[1]));
      if (!event) return notFound();
      if (m[2] === '/incidents') {
        const goals = event.home + event.away;
        return json(200, {
          incidents: Array.from({ length: goals }, (_, i) => ({
            id: i + 1,
            incidentType: 'goal',
            time: 10 + i,
          })),
        });
      }
      if (m[2]) return notFound();
      return json(200, { event: eventJson(event) });
    }
    if (path === '/sport/-10800/event-count') {
      const live = [...events.values()].filter((e) => e.status === 'inprogress').length;
      return json(200, { football: { live, total: events.size } });
    }
    notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    events,
    hits,
    hitsOf: (path) => hits.get(path) ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A plain fetch-based LiveFetch (the app uses the BFF's upstream wrapper instead). */
export function plainLiveFetch(baseUrl: string) {
  return async (path: string): Promise<unknown> => {
    const response = await fetch(baseUrl + path);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`upstream ${path} answered ${response.status}`);
    return response.json();
  };
}

const ScoreType = new GraphQLObjectType({
  name: 'LiveScoreTest',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    status: { type: GraphQLString },
    home: { type: GraphQLInt },
    away: { type: GraphQLInt },
  },
});

interface EventLike {
  id: number;
  status: { type: string };
  homeScore?: { current?: number | null } | null;
  awayScore?: { current?: number | null } | null;
}
const score = (e: EventLike) => ({
  id: String(e.id),
  status: e.status.type,
  home: e.homeScore?.current ?? null,
  away: e.awayScore?.current ?? null,
});

/**
 * A subscription field whose payloads are hub updates. graphql-js types one source for a whole object type,
 * so each resolver checks that the update is of its own kind.
 */
type LiveField = GraphQLFieldConfig<LiveUpdate, unknown>;

/** Counts executions of the payload resolvers: the suites assert one per group per change. */
export interface TestSchemaProbe {
  executions: number;
}

export function createTestLiveSchema(
  hub: LiveHub,
  probe: TestSchemaProbe = { executions: 0 },
): GraphQLSchema {
  const EventUpdate = new GraphQLObjectType({
    name: 'LiveEventUpdateTest',
    fields: {
      version: { type: GraphQLInt },
      event: { type: ScoreType },
      goals: { type: GraphQLInt },
    },
  });
  const ListUpdate = new GraphQLObjectType({
    name: 'LiveEventsUpdateTest',
    fields: {
      added: { type: new GraphQLList(ScoreType) },
      changed: { type: new GraphQLList(ScoreType) },
      finished: { type: new GraphQLList(GraphQLID) },
    },
  });
  const eventField = (grouped: boolean): LiveField => ({
    type: EventUpdate,
    args: { id: { type: new GraphQLNonNull(GraphQLInt) } },
    extensions: grouped
      ? {
          [LIVE_GROUP_EXTENSION]: true,
          [LIVE_TOPIC_EXTENSION]: new LiveTopicRule((args) => eventTopic(Number(args.id))),
        }
      : {},
    subscribe: (_: unknown, args: Record<string, unknown>) => hub.iterate(eventTopic(Number(args.id))),
    resolve: (update) => {
      probe.executions++;
      const state = update.state;
      if (!('event' in state)) throw new Error(`not an event update: ${update.topic}`);
      return {
        version: update.version,
        event: state.event ? score(state.event) : null,
        goals: state.incidents?.length ?? null,
      };
    },
  });
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { ok: { type: GraphQLString, resolve: () => 'ok' } },
    }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        liveEvent: eventField(true),
        liveEventUngrouped: eventField(false),
        liveEvents: {
          type: ListUpdate,
          args: { sport: { type: new GraphQLNonNull(GraphQLString) } },
          extensions: {
            [LIVE_GROUP_EXTENSION]: true,
            [LIVE_TOPIC_EXTENSION]: new LiveTopicRule((args) => liveTopic(String(args.sport))),
          },
          subscribe: (_: unknown, args: Record<string, unknown>) =>
            hub.iterate(liveTopic(String(args.sport))),
          resolve: (update) => {
            probe.executions++;
            const { state, change } = update;
            if (!('events' in state)) throw new Error(`not a live list update: ${update.topic}`);
            if (!change) return { added: state.events.map(score), changed: [], finished: [] };
            if (!('added' in change)) throw new Error(`not a live list change: ${update.topic}`);
            return {
              added: change.added.map(score),
              changed: change.changed.map(score),
              finished: change.removed.map(String),
            };
          },
        } satisfies LiveField,
      },
    }),
  });
}

export interface RunningSimulator {
  url: string;
  clock: ManualClock;
  app: Hono;
  hitsOf(path: string): number;
  /** When each request for `path` arrived (Date.now()). */
  timesOf(path: string): number[];
  close(): Promise<void>;
}

/** The embedded sports simulator on a manual clock, served over real HTTP and counting requests per path. */
export async function startSimulator(startMs: number, seed = 'bancada'): Promise<RunningSimulator> {
  const clock = createManualClock(startMs);
  const app = createSportsFeedApp({ seed, clock });
  const times = new Map<string, number[]>();
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    times.set(path, [...(times.get(path) ?? []), Date.now()]);
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clock,
    app,
    hitsOf: (path) => times.get(path)?.length ?? 0,
    timesOf: (path) => times.get(path) ?? [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface SimEvent {
  id: number;
  status: { type: string };
  homeScore?: { current?: number };
  awayScore?: { current?: number };
}

/**
 * Reads the simulator ahead of time: from the clock's current time, the first moment (in whole minutes)
 * at which `test` holds for the event. The clock is left where it was.
 */
export async function findMoment(
  sim: RunningSimulator,
  eventId: number,
  test: (event: SimEvent) => boolean,
  maxMinutes = 240,
): Promise<number> {
  const start = sim.clock.now();
  try {
    for (let minute = 1; minute <= maxMinutes; minute++) {
      sim.clock.set(start + minute * 60_000);
      const body = (await (await sim.app.request(`/event/${eventId}`)).json()) as { event: SimEvent };
      if (test(body.event)) return start + minute * 60_000;
    }
    throw new Error(`event ${eventId}: no such moment within ${maxMinutes} minutes`);
  } finally {
    sim.clock.set(start);
  }
}

/** The sum of some numbers (the span of consecutive gaps). */
export const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * Waits for the next `count` requests of `path` and returns the gaps between them, in ms. For the suites
 * whose subject is the pollers' rhythm across processes (leases expire in Redis, in real time): they wait
 * on the requests themselves, for as long as `count` intervals take and no longer.
 */
export async function gapsOfNextRequests(
  sim: RunningSimulator,
  path: string,
  count: number,
  timeoutMs: number,
): Promise<number[]> {
  const from = sim.hitsOf(path);
  await vi.waitFor(
    () => {
      if (sim.hitsOf(path) - from >= count) return;
      const times = sim.timesOf(path).slice(from);
      const gaps = times.slice(1).map((t, i) => t - times[i]);
      throw new Error(`fewer than ${count} requests of ${path}; gaps so far: ${gaps.join(', ')} ms`);
    },
    { timeout: timeoutMs, interval: 10 },
  );
  const times = sim.timesOf(path).slice(from, from + count);
  return times.slice(1).map((t, i) => t - times[i]);
}

export async function liveEventsOf(sim: RunningSimulator, sport: string): Promise<SimEvent[]> {
  return ((await (await sim.app.request(`/sport/${sport}/events/live`)).json()) as { events: SimEvent[] })
    .events;
}

/** Goals scored so far in an event of the simulator. */
export function goalsOf(event: SimEvent): number {
  return (event.homeScore?.current ?? 0) + (event.awayScore?.current ?? 0);
}

/**
 * The moments a live suite moves the clock to: when the event, now at `before` goals, next scores while in
 * play, and when it finishes. Rejects when it does not score again within findMoment's horizon.
 */
export async function nextGoalAndEnd(
  sim: RunningSimulator,
  event: SimEvent,
): Promise<{ before: number; goalAt: number; endAt: number }> {
  const before = goalsOf(event);
  const goalAt = await findMoment(
    sim,
    event.id,
    (e) => e.status.type === 'inprogress' && goalsOf(e) > before,
  );
  const endAt = await findMoment(sim, event.id, (e) => e.status.type === 'finished');
  return { before, goalAt, endAt };
}

/**
 * A football match in play that scores again and then ends, with those moments, from where the simulator's
 * clock stands. Suites that run in any order move that clock, and the seeded world has quiet stretches in
 * which no match in play has a goal to come: then the clock moves on ten minutes at a time, for at most a
 * simulated day, until one has.
 */
export async function liveMatchWithGoalToCome(
  sim: RunningSimulator,
): Promise<{ event: SimEvent; before: number; goalAt: number; endAt: number }> {
  const TEN_MINUTES = 10 * 60_000;
  for (let step = 0; step < 144; step++) {
    for (const event of await liveEventsOf(sim, 'football')) {
      if (event.status.type !== 'inprogress') continue;
      const moments = await nextGoalAndEnd(sim, event).catch(() => null);
      if (moments) return { event, ...moments };
    }
    sim.clock.set(sim.clock.now() + TEN_MINUTES);
  }
  throw new Error('no football match in play had a goal to come within a simulated day');
}
