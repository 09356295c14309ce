import type { APIRequestContext } from '@playwright/test';
import { scoreOfPlay } from '../../../server/bff/domains/sports/score-reading.ts';
import { createFeed, type Feed } from '../../../server/sportsfeed/feed.ts';
import { SPORTS_SEED, SPORTS_SIM_SPEED } from './global-setup.ts';
import { SPORT_NAMES } from '../../../server/i18n/pt-BR.ts';
import { saoPauloDate } from '../../../server/i18n/sao-paulo.ts';

/** The simulated sports feed the server embeds, read directly to know what the simulator did. */
const FEED = '/sportsfeed/api/v1';

export interface FeedEvent {
  id: number;
  customId?: string;
  tournament?: { uniqueTournament?: { id?: number } };
  season?: { id?: number };
  homeTeam?: { id?: number };
  awayTeam?: { id?: number };
  status: { type: string; code?: number };
  startTimestamp?: number;
  homeScore?: Record<string, number>;
  awayScore?: Record<string, number>;
}

/** How many incidents (goals, cards, substitutions, periods) the feed has pushed for an event so far. */
export async function feedIncidentCount(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.get(`${FEED}/event/${id}/incidents`);
  if (!response.ok())
    throw new Error(`sports feed answered ${response.status()} for event ${id}'s incidents`);
  return ((await response.json()) as { incidents: unknown[] }).incidents.length;
}

export async function feedLiveEvents(request: APIRequestContext, sport: string): Promise<FeedEvent[]> {
  const response = await request.get(`${FEED}/sport/${sport}/events/live`);
  if (!response.ok()) throw new Error(`sports feed answered ${response.status()} for the live ${sport} list`);
  return ((await response.json()) as { events: FeedEvent[] }).events;
}

export async function feedEvent(request: APIRequestContext, id: number): Promise<FeedEvent> {
  const response = await request.get(`${FEED}/event/${id}`);
  if (!response.ok()) throw new Error(`sports feed answered ${response.status()} for event ${id}`);
  return ((await response.json()) as { event: FeedEvent }).event;
}

/**
 * Live events with the most match left first (1st half, then halftime, then 2nd half; later kick-offs
 * first within each), so that a test waiting for a goal watches the matches most likely to have one.
 */
export function mostTimeLeftFirst(events: FeedEvent[]): FeedEvent[] {
  const phase = (e: FeedEvent) => ({ 6: 0, 31: 1, 7: 2 })[e.status.code ?? 0] ?? 3;
  return [...events].sort((a, b) => phase(a) - phase(b) || (b.startTimestamp ?? 0) - (a.startTimestamp ?? 0));
}

/**
 * "2 X 1", as the pages write a score, read as the BFF reads it (the shoot-out apart); null before the
 * event has one.
 */
export function scoreText(event: FeedEvent): string | null {
  const home = event.homeScore && scoreOfPlay(event.homeScore);
  const away = event.awayScore && scoreOfPlay(event.awayScore);
  return typeof home === 'number' && typeof away === 'number' ? `${home} X ${away}` : null;
}

/** Asks `attempt` once a second until it answers, or fails with `failure` after `timeoutMs`. */
async function pollFeed<T>(
  timeoutMs: number,
  attempt: () => Promise<T | undefined>,
  failure: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await attempt();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const inProgress = async (request: APIRequestContext, sport: string) =>
  (await feedLiveEvents(request, sport)).filter((e) => e.status.type === 'inprogress');

/**
 * Waits until the simulator has `minimum` live events of the sport (with the fast clock, the next kick-off
 * is near); after `timeoutMs`, makes do with fewer, but not with none.
 */
export async function waitForLiveEvents(
  request: APIRequestContext,
  sport: string,
  minimum: number,
  timeoutMs: number,
): Promise<FeedEvent[]> {
  const deadline = Date.now() + timeoutMs;
  return pollFeed(
    timeoutMs,
    async () => {
      const live = await inProgress(request, sport);
      return live.length >= minimum || (live.length > 0 && Date.now() > deadline) ? live : undefined;
    },
    `the simulator had no live ${sport} event for ${timeoutMs / 1000}s`,
  );
}

/** Whether the feed covers the league table of the event's competition (cups have none). */
export async function feedHasStandings(request: APIRequestContext, event: FeedEvent): Promise<boolean> {
  const ut = event.tournament?.uniqueTournament?.id;
  const season = event.season?.id;
  if (!ut || !season) return false;
  const response = await request.get(`${FEED}/unique-tournament/${ut}/season/${season}/standings/total`);
  return response.ok();
}

/**
 * Whether the feed has a goal distribution of either side in the event's season (the Distribuição de Gols
 * tab's one section): not for a cup tie or a friendly, whose season has no table either.
 */
export async function feedHasGoalDistributions(
  request: APIRequestContext,
  event: FeedEvent,
): Promise<boolean> {
  const ut = event.tournament?.uniqueTournament?.id;
  const season = event.season?.id;
  if (!ut || !season) return false;
  for (const team of [event.homeTeam?.id, event.awayTeam?.id]) {
    if (!team) continue;
    const path = `/team/${team}/unique-tournament/${ut}/season/${season}/goal-distributions`;
    if ((await request.get(`${FEED}${path}`)).ok()) return true;
  }
  return false;
}

/**
 * Whether the feed covers any part of the Confronto tab for the event: the sides' pre-game form, their
 * managers or their head-to-head (the tab's sections in web/routes/event-detail/tabs.ts).
 */
export async function feedHasHeadToHead(request: APIRequestContext, event: FeedEvent): Promise<boolean> {
  const paths = [`/event/${event.id}/pregame-form`, `/event/${event.id}/managers`];
  if (event.customId) paths.push(`/event/${event.customId}/h2h`);
  for (const path of paths) if ((await request.get(`${FEED}${path}`)).ok()) return true;
  return false;
}

let script: Feed | undefined;

/**
 * The simulator as the server runs it (same seed), built once: its scripts say when each match's goals and
 * periods come.
 */
export function feedScripts(): Feed {
  return (script ??= createFeed(SPORTS_SEED));
}

/**
 * The live events that still have a goal to come, the soonest next goal first. The simulator is
 * deterministic: with the server's seed, a match's script lists every goal at its simulated instant, and
 * the current score says how many have been scored. All events share one clock, so ordering by the next
 * goal's instant orders by how soon it comes, whatever the server's clock reads.
 */
export function soonestGoalFirst(events: FeedEvent[]): FeedEvent[] {
  const feed = feedScripts();
  const next = new Map<number, number>();
  for (const event of events) {
    const goals =
      feed
        .script(event.id)
        ?.goals.map((goal) => goal.t)
        .sort((a, b) => a - b) ?? [];
    const scored = (event.homeScore?.current ?? 0) + (event.awayScore?.current ?? 0);
    const upcoming = goals[scored];
    if (upcoming !== undefined) next.set(event.id, upcoming);
  }
  return events.filter((e) => next.has(e.id)).sort((a, b) => next.get(a.id)! - next.get(b.id)!);
}

/** Waits until some live events of the sport have a goal to come; returns them, the soonest first. */
export async function waitForComingGoals(
  request: APIRequestContext,
  sport: string,
  timeoutMs: number,
): Promise<FeedEvent[]> {
  return pollFeed(
    timeoutMs,
    async () => {
      const coming = soonestGoalFirst(await inProgress(request, sport));
      return coming.length > 0 ? coming : undefined;
    },
    `no live ${sport} event had a goal to come for ${timeoutMs / 1000}s`,
  );
}

/**
 * A league football match (one whose competition has a table, so its teams have a season behind them): one
 * in play when there is one, else one of the simulated day that has ended. It never waits: with the fast
 * clock a simulated day has stretches of a minute and more with only cups and friendlies in play, which a
 * journey may reach at any point of the suite (sim-start.ts chooses the start for the goals, not for this).
 */
export async function leagueMatchOfToday(request: APIRequestContext): Promise<FeedEvent> {
  for (const event of await inProgress(request, 'football'))
    if (await feedHasStandings(request, event)) return event;
  const date = saoPauloDate(await simulatedNow(request));
  const response = await request.get(`${FEED}/sport/football/scheduled-events/${date}`);
  if (!response.ok()) throw new Error(`sports feed answered ${response.status()} for football on ${date}`);
  const { events } = (await response.json()) as { events: FeedEvent[] };
  for (const event of events.filter((e) => e.status.type === 'finished'))
    if (await feedHasStandings(request, event)) return event;
  throw new Error(`no league football match was in play or had ended on ${date}`);
}

/** The simulation's clock as the feed publishes it: simulated = simulatedStart + (real − realStart) × speed. */
export async function simulatedNow(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${FEED}/simulation/clock`);
  if (!response.ok()) throw new Error(`sports feed answered ${response.status()} for its clock`);
  const { simulatedStart, realStart, speed } = (await response.json()) as {
    simulatedStart: number;
    realStart: number;
    speed: number;
  };
  return simulatedStart + (Date.now() - realStart) * speed;
}

interface FeedMarket {
  marketName?: string;
  isLive?: boolean;
  suspended?: boolean;
}

/** Who-wins markets the settlement worker grades: 1X2 where a sport has draws, Home/Away elsewhere. */
const RESULT_MARKETS = new Set(['Full time', 'Home/Away']);

/** Whether the event's live result market is open to bets now. */
async function liveResultOpen(request: APIRequestContext, id: number): Promise<boolean> {
  const response = await request.get(`${FEED}/event/${id}/odds/1/all`);
  if (!response.ok()) return false;
  const { markets } = (await response.json()) as { markets?: FeedMarket[] };
  return (markets ?? []).some((m) => m.isLive && RESULT_MARKETS.has(m.marketName ?? '') && !m.suspended);
}

/**
 * Waits for a match in play, of any of the site's sports, that the simulator ends between `minMinutes` and
 * `maxMinutes` of simulated time from now (its script's last instant, shoot-out included), with its live
 * result market open to bets; returns it with the real milliseconds until it ends, the soonest first.
 */
export async function waitForMatchEndingSoon(
  request: APIRequestContext,
  { minMinutes, maxMinutes }: { minMinutes: number; maxMinutes: number },
  timeoutMs: number,
): Promise<{ event: FeedEvent; endsInMs: number }> {
  const feed = feedScripts();
  return pollFeed(
    timeoutMs,
    async () => {
      const now = await simulatedNow(request);
      const live = (
        await Promise.all(Object.keys(SPORT_NAMES).map((sport) => inProgress(request, sport)))
      ).flat();
      const ending = live
        .map((event) => ({ event, minutes: ((feed.script(event.id)?.endMs ?? 0) - now) / 60_000 }))
        .filter(({ minutes }) => minutes >= minMinutes && minutes <= maxMinutes)
        .sort((a, b) => a.minutes - b.minutes);
      for (const { event, minutes } of ending)
        if (await liveResultOpen(request, event.id))
          return { event, endsInMs: (minutes * 60_000) / Number(SPORTS_SIM_SPEED) };
      return undefined;
    },
    `no match in play ended within ${minMinutes}–${maxMinutes} simulated minutes for ${timeoutMs / 1000}s`,
  );
}
