import type { APIRequestContext } from '@playwright/test';

/** The simulated sports feed the server embeds, read directly to know what the simulator did. */
const FEED = '/sportsfeed/api/v1';

export interface FeedEvent {
  id: number;
  tournament?: { uniqueTournament?: { id?: number } };
  season?: { id?: number };
  status: { type: string; code?: number };
  startTimestamp?: number;
  homeScore?: { current?: number };
  awayScore?: { current?: number };
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

/** "2 X 1", as the pages write a score; null before the event has one. */
export function scoreText(event: FeedEvent): string | null {
  const home = event.homeScore?.current;
  const away = event.awayScore?.current;
  return typeof home === 'number' && typeof away === 'number' ? `${home} X ${away}` : null;
}

/** Waits until the simulator has live events of the sport (with the fast clock, the next kick-off is near). */
export async function waitForLiveEvents(
  request: APIRequestContext,
  sport: string,
  minimum: number,
  timeoutMs: number,
): Promise<FeedEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const live = (await feedLiveEvents(request, sport)).filter((e) => e.status.type === 'inprogress');
    if (live.length >= minimum || Date.now() > deadline) {
      if (live.length === 0)
        throw new Error(`the simulator had no live ${sport} event for ${timeoutMs / 1000}s`);
      return live;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Whether the feed covers the league table of the event's competition (cups have none). */
export async function feedHasStandings(request: APIRequestContext, event: FeedEvent): Promise<boolean> {
  const ut = event.tournament?.uniqueTournament?.id;
  const season = event.season?.id;
  if (!ut || !season) return false;
  const response = await request.get(`${FEED}/unique-tournament/${ut}/season/${season}/standings/total`);
  return response.ok();
}
