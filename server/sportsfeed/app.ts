import { Hono, type Context } from 'hono';
import type { Role, RoleContext } from '../role.ts';
import type { Clock } from '../clock.ts';
import { createScaledClock, type SimulationTimeline } from './clock.ts';
import { crestSvg } from './crest.ts';
import { eventView, teamView } from './event-view.ts';
import { createFeed, type LiveEvent } from './feed.ts';
import { dayFromDate } from './schedule.ts';
import { managers, graph, shotmap, heatmap } from './sections/extras.ts';
import { incidents } from './sections/incidents.ts';
import { headToHead } from './sections/h2h.ts';
import { bestPlayers, bestPlayersByStatistic, lineups } from './sections/lineups.ts';
import { oddsMarkets, winningOdds, winProbability } from './sections/odds.ts';
import { statistics } from './sections/statistics.ts';
import { votes } from './sections/votes.ts';
import * as seasonView from './season-view.ts';
import { sportBySlug } from './sports.ts';

/** Where the feed is mounted in the one-process server (SPORTS_API_URL defaults to it). */
export const SPORTSFEED_BASE = '/sportsfeed/api/v1';

const NOT_FOUND = { error: { code: 404, message: 'Not Found' } };

export interface SportsFeedOptions {
  seed: string;
  clock: Clock;
  /** The simulated clock's mapping to real time, published at /simulation/clock; none with a manual clock. */
  timeline?: SimulationTimeline;
}

const notFound = (c: Context) => c.json(NOT_FOUND, 404);
const intParam = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^-?\d{1,12}$/.test(raw) ? Number(raw) : undefined;

/**
 * The SofaScore-style API over the simulated world. Pure over (seed, clock): two apps with the same seed
 * and time answer byte for byte the same.
 */
export function createSportsFeedApp({ seed, clock, timeline }: SportsFeedOptions): Hono {
  const feed = createFeed(seed);
  const world = feed.world;
  const app = new Hono();

  const list = (events: LiveEvent[]) => ({ events: events.map((e) => eventView(e.script, e.state)) });

  // Not a SofaScore route: the simulation's own, so that the BFF converts its instants to real time and a
  // page ticks a match clock at the simulation's speed. The real feed answers 404 here (real time).
  app.get('/simulation/clock', (c) => (timeline ? c.json(timeline) : notFound(c)));

  app.get('/sport/:tz/event-count', (c) => {
    const tz = intParam(c.req.param('tz'));
    if (tz === undefined || Math.abs(tz) > 14 * 3600) return notFound(c);
    return c.json(feed.count(tz, clock.now()));
  });
  app.get('/sport/:sport/events/live', (c) => {
    const sport = sportBySlug(c.req.param('sport'));
    if (!sport) return notFound(c);
    return c.json(list(feed.live(sport.slug, clock.now())));
  });
  app.get('/sport/:sport/scheduled-events/:date', (c) => {
    const sport = sportBySlug(c.req.param('sport'));
    const day = dayFromDate(c.req.param('date'));
    if (!sport || day === undefined) return notFound(c);
    return c.json(list(feed.scheduled(sport.slug, day, clock.now())));
  });

  // Every event section resolves the event first; an unknown id is a 404 like any uncovered section.
  const section = (path: string, render: (e: LiveEvent, c: Context) => unknown) => {
    app.get(`/event/:id${path}`, (c) => {
      const id = intParam(c.req.param('id'));
      const event = id === undefined ? undefined : feed.event(id, clock.now());
      const body = event ? render(event, c) : undefined;
      return body === undefined ? notFound(c) : c.json(body as object);
    });
  };
  section('', (e) => ({ event: eventView(e.script, e.state) }));
  section('/odds/1/all', (e) => ({ markets: oddsMarkets(e.script, e.state) }));
  section('/odds/1/featured', (e) => {
    const [main] = oddsMarkets(e.script, e.state);
    return { featured: { default: main, fullTime: main } };
  });
  section('/votes', (e) => votes(e.script, e.state));
  section('/lineups', (e) => lineups(e.script, e.state));
  section('/statistics', (e) => statistics(e.script, e.state));
  section('/incidents', (e) => incidents(world, e.script, e.state));
  section('/pregame-form', (e) => seasonView.pregameForm(world, e.script));
  section('/managers', (e) => managers(e.script));
  section('/graph', (e) => graph(e.script, e.state));
  section('/graph/win-probability', (e) => winProbability(e.script, e.state));
  section('/team-streaks', (e) => seasonView.teamStreaks(world, e.script, false));
  section('/team-streaks/betting-odds/1', (e) => seasonView.teamStreaks(world, e.script, true));
  section('/shotmap', (e) => shotmap(world, e.script, e.state));
  section('/best-players/summary', (e) => bestPlayers(world, e.script, e.state));
  section('/best-players', (e) => bestPlayersByStatistic(world, e.script, e.state));
  section('/provider/1/winning-odds', (e) => winningOdds(e.script));
  section('/heatmap/:teamId', (e, c) => {
    const teamId = intParam(c.req.param('teamId'));
    return teamId === undefined ? undefined : heatmap(e.script, e.state, teamId);
  });

  // SofaScore names this one by the event's customId (base 36 of the id here), not its numeric id.
  app.get('/event/:customId/h2h', (c) => {
    const raw = c.req.param('customId');
    const id = /^[0-9a-z]{1,12}$/.test(raw) ? parseInt(raw, 36) : undefined;
    const event = id === undefined ? undefined : feed.event(id, clock.now());
    const body = event ? headToHead(world, event.script) : undefined;
    return body === undefined ? notFound(c) : c.json(body);
  });

  // SofaScore's team resource; the BFF uses it to refetch a Team node by its global id.
  app.get('/team/:teamId', (c) => {
    const id = intParam(c.req.param('teamId'));
    const team = id === undefined ? undefined : world.teamById.get(id);
    return team ? c.json({ team: teamView(team) }) : notFound(c);
  });

  // SofaScore's crest route; the BFF serves it to browsers from the site's own address (/images/team/:id).
  app.get('/team/:teamId/image', (c) => {
    const id = intParam(c.req.param('teamId'));
    const team = id === undefined ? undefined : world.teamById.get(id);
    if (!team) return notFound(c);
    return c.body(crestSvg(team), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
  });

  const seasonRoute = (
    path: string,
    render: (season: NonNullable<ReturnType<typeof seasonView.resolveSeason>>, c: Context) => unknown,
  ) => {
    app.get(path, (c) => {
      const ut = intParam(c.req.param('utId'));
      const seasonId = intParam(c.req.param('seasonId'));
      const season =
        ut === undefined || seasonId === undefined
          ? undefined
          : seasonView.resolveSeason(world, ut, seasonId);
      const body = season ? render(season, c) : undefined;
      return body === undefined ? notFound(c) : c.json(body as object);
    });
  };
  const teamId = (c: Context) => intParam(c.req.param('teamId')) ?? -1;
  seasonRoute('/team/:teamId/unique-tournament/:utId/season/:seasonId/statistics/overall', (s, c) =>
    seasonView.teamStatistics(world, s, teamId(c), clock.now()),
  );
  seasonRoute('/team/:teamId/unique-tournament/:utId/season/:seasonId/goal-distributions', (s, c) =>
    seasonView.goalDistributions(world, s, teamId(c), clock.now()),
  );
  seasonRoute('/unique-tournament/:utId/season/:seasonId/standings/total', (s) =>
    seasonView.standings(world, s, clock.now()),
  );

  app.notFound(notFound);
  return app;
}

export async function createSportsFeedRole(ctx: RoleContext): Promise<Role> {
  const { sportsSeed: seed, sportsSimSpeed: speed, sportsSimStart: start } = ctx.config;
  const clock = createScaledClock(speed || 1, Date.now, start);
  const app = createSportsFeedApp({ seed, clock, timeline: clock.timeline });
  ctx.logger.info(
    { seed, speed, start: start === undefined ? undefined : new Date(start).toISOString() },
    'sports feed ready',
  );
  return {
    name: 'sportsfeed',
    mount(root) {
      root.route(SPORTSFEED_BASE, app);
    },
    async close() {},
  };
}
