import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  sportsPaths,
  sportsResources,
  type SportsResource,
} from '../../server/bff/upstreams/sports/resources.ts';
import { UPSTREAM_TIMEOUT_MS } from './protocol.ts';

export interface FeedEvent {
  event?: {
    customId?: string;
    homeTeam?: { id?: number };
    awayTeam?: { id?: number };
    season?: { id?: number };
    tournament?: { uniqueTournament?: { id?: number } };
  };
}

/**
 * The REST aggregator a team without GraphQL would write: each screen's upstream calls in parallel (an
 * event's id-only sections start together with the event itself), bodies returned combined as they came.
 * Sports data goes through a TTL map with in-flight dedupe keyed by path, like the BFF's shared cache.
 */
export function createAggregator(options: {
  bancaUrl: string;
  sportsUrl: string;
  count: (key: string) => void;
}) {
  const { bancaUrl, sportsUrl, count } = options;
  const cache = new Map<string, { value: unknown; expiresAt: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  async function get(upstream: 'banca' | 'sports', p: string, authorization?: string): Promise<unknown> {
    count(`${upstream} GET ${p}`);
    const response = await fetch(`${upstream === 'banca' ? bancaUrl : sportsUrl}${p}`, {
      headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    // The feed's "no coverage" is an answer: that section is null.
    if (upstream === 'sports' && response.status === 404) {
      await response.text();
      return null;
    }
    if (!response.ok) throw new Error(`${upstream} ${p} answered ${response.status}`);
    return response.json();
  }

  function feed(p: string, resource: SportsResource<unknown>): Promise<unknown> {
    const entry = cache.get(p);
    if (entry && entry.expiresAt > Date.now()) return Promise.resolve(entry.value);
    const pending = inFlight.get(p);
    if (pending) return pending;
    const flight = get('sports', p)
      .then((value) => {
        const ttl =
          typeof resource.ttlMs === 'function'
            ? resource.ttlMs(value === null ? null : resource.decode(value))
            : resource.ttlMs;
        if (ttl > 0) cache.set(p, { value, expiresAt: Date.now() + ttl });
        return value;
      })
      .finally(() => inFlight.delete(p));
    inFlight.set(p, flight);
    return flight;
  }

  async function dashboard(authorization: string) {
    const [user, active, inactive, bets] = (await Promise.all([
      get('banca', '/user', authorization),
      get('banca', '/account/balance/1', authorization),
      get('banca', '/account/balance/0', authorization),
      get('banca', '/bets', authorization),
    ])) as Array<Record<string, unknown>>;
    return {
      viewer: { id: user.id, name: user.name },
      accounts: active.result,
      totals: active.totals,
      hasInactiveAccounts: (inactive.result as unknown[]).length > 0,
      bets,
    };
  }

  const r = sportsResources as unknown as Record<keyof typeof sportsResources, SportsResource<unknown>>;
  /** The sections the event page reads that need only the event's id: asked together with the event. */
  const ID_SECTIONS = [
    'odds',
    'votes',
    'lineups',
    'statistics',
    'incidents',
    'graph',
    'winProbability',
    'bestPlayers',
    'shotmap',
    'pregameForm',
    'managers',
    'winningOdds',
  ] as const;

  async function eventDetail(id: number) {
    const [body, clock, ...sections] = await Promise.all([
      feed(sportsPaths.event(id), r.event),
      feed(sportsPaths.feedTimeline(), r.feedTimeline),
      ...ID_SECTIONS.map((name) => feed(sportsPaths[name](id), r[name])),
    ]);
    const event = (body as FeedEvent | null)?.event;
    if (!event) return null;
    const ut = event.tournament?.uniqueTournament?.id;
    const season = event.season?.id;
    const team = (teamId: number | undefined, what: string, resource: SportsResource<unknown>) =>
      teamId ? feed(`/team/${teamId}/unique-tournament/${ut}/season/${season}/${what}`, resource) : null;
    const [homeStats, awayStats, homeGoals, awayGoals, standings, h2h] = await Promise.all([
      ...(ut && season
        ? [
            team(event.homeTeam?.id, 'statistics/overall', r.teamSeasonStatistics),
            team(event.awayTeam?.id, 'statistics/overall', r.teamSeasonStatistics),
            team(event.homeTeam?.id, 'goal-distributions', r.goalDistributions),
            team(event.awayTeam?.id, 'goal-distributions', r.goalDistributions),
            feed(sportsPaths.standings(ut, season), r.standings),
          ]
        : [null, null, null, null, null]),
      // Head-to-head is addressed by the event's custom id, known once the event is read.
      event.customId ? feed(sportsPaths.h2h(event.customId), r.h2h) : null,
    ]);
    return {
      event,
      clock,
      ...Object.fromEntries(ID_SECTIONS.map((name, i) => [name, sections[i]])),
      teamSeasonStatistics: { home: homeStats, away: awayStats },
      goalDistributions: { home: homeGoals, away: awayGoals },
      standings,
      h2h,
    };
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  return {
    clear: () => cache.clear(),
    handler(req: IncomingMessage, res: ServerResponse) {
      const eventId = /^\/event\/(\d+)$/.exec(req.url ?? '')?.[1];
      const answer =
        req.url === '/dashboard'
          ? dashboard(req.headers.authorization ?? '')
          : eventId
            ? eventDetail(Number(eventId))
            : Promise.resolve(undefined);
      answer.then(
        (body) =>
          body === undefined || body === null
            ? send(res, 404, { message: 'not found' })
            : send(res, 200, body),
        () => send(res, 502, { message: 'upstream' }),
      );
    },
  };
}
