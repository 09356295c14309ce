import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { getRequestListener } from '@hono/node-server';
import { createYoga } from 'graphql-yoga';
import { Hono } from 'hono';
import { createLogger } from '../../logger.ts';
import { createSportsFeedApp } from '../../sportsfeed/app.ts';
import { createManualClock } from '../../clock.ts';
import { whenFound } from '../../test/deadline.ts';
import type { GraphQLContext } from '../context.ts';
import { maskedErrors } from '../plugins/errors.ts';
import { getSchema } from '../schema.ts';
import { createUpstream } from '../upstreams/http.ts';
import type { Upstream, UpstreamRequestOptions } from '../upstreams/http.ts';
import { createSportsLoaders, createSportsPublicData } from '../upstreams/sports/loaders.ts';

/**
 * Test rig for the sports domain: the real embedded feed on a manual clock, served over loopback HTTP
 * behind a small front that can break one path at a time, the real HTTP client and shared cache, and a
 * Yoga over the real schema. Only the sports part of the context is filled; sports resolvers use no other.
 */
export type Fault = 'http500' | 'notFound' | 'timeout' | 'truncatedJson' | 'wrongShape';

/**
 * The upstream's timeout, on a clock of its own that only `timeOut` moves: a slow call on a loaded machine
 * never times out, and the timeout fault costs no real time.
 */
export const UPSTREAM_TIMEOUT_MS = 1_000;

/** A Sunday evening in São Paulo, when the seeded world has football in play. */
export const FEED_START = Date.parse('2025-06-15T19:30:00-03:00');

/** `compiled`: queries run through graphql-jit, as the BFF runs the web app's own documents. */
export async function startSportsRig(options: { compiled?: boolean } = {}) {
  const feedClock = createManualClock(FEED_START);
  const feed = createSportsFeedApp({ seed: 'bancada-test', clock: feedClock });
  const faults = new Map<string, Fault>();
  // Attempts held by the timeout fault per path (since the last `timeOut` of that path), and the calls of
  // the BFF still open per path (a call holds its retry): what `timeOut` waits on.
  const held = new Map<string, number>();
  const open = new Map<string, number>();
  const watchers = new Set<() => void>();
  const changed = () => {
    for (const watcher of watchers) watcher();
  };
  const until = (test: () => boolean, what: () => string) =>
    whenFound(watchers, () => test() || undefined, what);

  const front = new Hono();
  front.all('*', async (c) => {
    const url = new URL(c.req.url);
    switch (faults.get(url.pathname)) {
      case 'http500':
        return c.json({ error: { code: 500, message: 'Internal Server Error' } }, 500);
      case 'notFound':
        return c.json({ error: { code: 404, message: 'Not Found' } }, 404);
      case 'timeout':
        // Never answers: the upstream gives up when `timeOut` moves its clock.
        held.set(url.pathname, (held.get(url.pathname) ?? 0) + 1);
        changed();
        return new Promise<Response>(() => {});
      case 'truncatedJson':
        return c.body('{"markets":[{"id":1,"marketName":"Full', 200, { 'content-type': 'application/json' });
      case 'wrongShape':
        return c.json({ message: 'maintenance', data: [1, 2, 3] });
      default:
        return feed.fetch(new Request(`http://feed${url.pathname}${url.search}`));
    }
  });
  const listener = getRequestListener(front.fetch);
  // The listener answers in its own time and handles its own failures: nothing awaits it.
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const logger = createLogger('silent');
  const upstreamClock = createManualClock(FEED_START);
  const http = createUpstream({
    name: 'sports',
    baseUrl,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
    logger,
    clock: upstreamClock,
  });
  const calls = new Map<string, number>();
  const counting: Upstream = {
    name: http.name,
    request<T>(path: string, options?: UpstreamRequestOptions) {
      calls.set(path, (calls.get(path) ?? 0) + 1);
      open.set(path, (open.get(path) ?? 0) + 1);
      return http.request<T>(path, options).finally(() => {
        const left = open.get(path)! - 1;
        if (left) open.set(path, left);
        else open.delete(path);
        changed();
      });
    },
  };

  let bffNow = FEED_START;
  const shared = createSportsPublicData({ baseUrl, logger, upstream: counting, now: () => bffNow });
  let requests = 0;
  const yoga = createYoga<object, GraphQLContext>({
    schema: getSchema(),
    maskedErrors: maskedErrors(logger),
    logging: false,
    plugins: options.compiled ? [useGraphQlJit()] : [],
    context: () =>
      ({
        requestId: `test-${++requests}`,
        sports: createSportsLoaders(shared, { requestId: `test-${requests}` }),
      }) as unknown as GraphQLContext,
  });

  async function query<T = Record<string, unknown>>(
    document: string,
    variables: Record<string, unknown> = {},
  ) {
    const response = await yoga.fetch('http://bff/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, variables }),
    });
    return (await response.json()) as {
      data?: T;
      errors?: Array<{ message: string; path?: Array<string | number>; extensions?: { code?: string } }>;
    };
  }

  return {
    query,
    calls,
    faults,
    feedClock,
    shared,
    /**
     * Lets the call for `path` (under the timeout fault) time out on each of its `attempts` (a GET is
     * retried once): each time, once that attempt has reached the feed and no other call is still open,
     * the upstream's clock passes its timeout.
     */
    async timeOut(path: string, attempts = 2) {
      for (let attempt = 1; attempt <= attempts; attempt++) {
        await until(
          () => (held.get(path) ?? 0) >= attempt && open.size === 1 && open.has(path),
          () => `attempt ${attempt} at ${path} alone open; open: ${[...open.keys()].join(', ')}`,
        );
        upstreamClock.advance(UPSTREAM_TIMEOUT_MS);
      }
      held.delete(path);
    },
    /** Moves the BFF's clock (cache TTLs) and the feed's clock together. */
    advance(ms: number) {
      bffNow += ms;
      feedClock.advance(ms);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type SportsRig = Awaited<ReturnType<typeof startSportsRig>>;

/** The event screen with every tab, as the web app and an integrator would ask for it. */
/** Every section of an event that calls the feed, each with the least selection a client can make. */
export const EVERY_EVENT_SECTION = [
  'statistics',
  'lineups',
  'odds',
  'featuredOdds',
  'incidents',
  'votes',
  'managers',
  'pregameForm',
  'standings',
  'shotmap',
  'winProbability',
  'bestPlayers',
  'goalDistributions',
  'pressureGraph',
  'teamStreaks',
  'bettingOddsStreaks',
  'winningOdds',
  'teamSeasonStatistics',
]
  .map((field) => `${field} { __typename }`)
  .join(' ');

export const EVENT_DETAIL = /* GraphQL */ `
  query EventDetail($id: ID!) {
    event(id: $id) {
      id
      eventId
      tournament {
        name
        uniqueTournament {
          uniqueTournamentId
          name
        }
      }
      uniqueTournament {
        name
      }
      season {
        seasonId
        name
        year
      }
      round
      status {
        code
        description
        descriptionPt
        type
        typeKey
      }
      isLive
      startTime
      category {
        name
      }
      country {
        name
      }
      sport {
        slug
        name
      }
      homeTeam {
        id
        teamId
        name
        shortName
        nameCode
        colors {
          primary
        }
      }
      awayTeam {
        id
        teamId
        name
        shortName
        nameCode
      }
      homeScore {
        current
        display
        periods {
          period
          score
        }
      }
      awayScore {
        current
      }
      venue {
        name
        city
        capacity
      }
      referee {
        name
        games
        yellowCards
        redCards
      }
      attendance
      odds {
        marketId
        marketName
        choiceGroup
        choices {
          name
          fractionalValue
          decimalValue
          change
        }
      }
      featuredOdds {
        key
        marketName
        choices {
          name
          decimalValue
        }
      }
      votes {
        winner {
          total
          options {
            key
            count
            percentage
          }
        }
        bothTeamsToScore {
          total
          options {
            key
            percentage
          }
        }
        firstTeamToScore {
          total
        }
        whoShouldHaveWon {
          total
        }
      }
      lineups {
        confirmed
        home {
          formation
          players {
            jerseyNumber
            substitute
            rating
            position {
              code
              label
            }
            player {
              playerId
              shortName
              marketValue {
                value
                currency
              }
            }
          }
          missingPlayers {
            type
            player {
              name
            }
          }
        }
        away {
          formation
          players {
            rating
          }
        }
      }
      statistics {
        period
        groups {
          name
          items {
            key
            name
            home
            away
            homeValue
            awayValue
          }
        }
      }
      incidents {
        type
        incidentClass
        time
        isHome
        player {
          name
        }
      }
      teamSeasonStatistics {
        home {
          avgRating
          matches
          goals: value(key: "goalsScored")
        }
        away {
          avgRating
        }
      }
      goalDistributions {
        home {
          overall {
            matches
            scoredGoals
            periods {
              periodStart
              periodEnd
              scoredGoals
              concededGoals
            }
          }
        }
        away {
          distributions {
            type
          }
        }
      }
      standings {
        name
        rows {
          position
          points
          isEventTeam
          scoreDiffFormatted
          team {
            name
          }
        }
      }
      pregameForm {
        label
        home {
          form
          position
        }
        away {
          form
        }
      }
      managers {
        home {
          name
        }
        away {
          name
        }
      }
      pressureGraph {
        points {
          minute
          value
        }
      }
      winProbability {
        homeWin
        draw
        awayWin
      }
      teamStreaks {
        general {
          name
          value
          team
        }
      }
      bettingOddsStreaks {
        general {
          name
        }
      }
      shotmap {
        shotType
        xg
        player {
          name
        }
      }
      bestPlayers {
        home {
          value
          player {
            name
          }
        }
        playerOfTheMatch {
          value
        }
      }
      winningOdds {
        home {
          fractionalValue
          decimalValue
          expected
          actual
        }
      }
    }
  }
`;

/**
 * Id of an event in play at the rig's start, from the live list as the site would find it. With
 * `inLeague`, one whose competition season has standings and season statistics for both teams.
 */
export async function liveFootballEventId(
  rig: SportsRig,
  options: { inLeague?: boolean } = {},
): Promise<number> {
  type Node = {
    eventId: number;
    standings: unknown[] | null;
    teamSeasonStatistics: { home: unknown; away: unknown } | null;
  };
  const result = await rig.query<{ sport: { liveEvents: { edges: Array<{ node: Node }> } } }>(
    `{ sport(slug: "football") { liveEvents(first: 20) { edges { node {
        eventId standings { name } teamSeasonStatistics { home { matches } away { matches } }
    } } } } }`,
  );
  const nodes = result.data?.sport.liveEvents.edges.map((e) => e.node) ?? [];
  const found = options.inLeague
    ? nodes.find((n) => n.standings && n.teamSeasonStatistics?.home && n.teamSeasonStatistics.away)
    : nodes[0];
  if (!found)
    throw new Error(`no suitable live football event in the seeded world: ${JSON.stringify(result)}`);
  return found.eventId;
}

/**
 * The embedded feed at FEED_START (the rig's seed) over loopback HTTP, without the rig's faults or Yoga:
 * for suites that build a whole BFF against it, with `firstLiveEventId` as they would find one.
 */
export async function serveSimulatedFeed() {
  const app = createSportsFeedApp({ seed: 'bancada-test', clock: createManualClock(FEED_START) });
  const listener = getRequestListener(app.fetch);
  // The listener answers in its own time and handles its own failures: nothing awaits it.
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async firstLiveEventId(sport = 'football'): Promise<number> {
      const response = await app.request(`/sport/${sport}/events/live`);
      const { events } = (await response.json()) as { events: Array<{ id: number }> };
      return events[0].id;
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
export type SimulatedFeed = Awaited<ReturnType<typeof serveSimulatedFeed>>;
