import {
  decodeEvent,
  decodeEventCounts,
  decodeEventList,
  type SportCount,
  type SportEvent,
} from '../upstreams/sports/decode/event.ts';
import { decodeIncidents, type Incident } from '../upstreams/sports/decode/incidents.ts';
import { decodeFeaturedOdds, type OddsMarket } from '../upstreams/sports/decode/odds.ts';

/**
 * GET of the sports upstream, relative to its base. Resolves null for 404, which this API uses for "no
 * coverage of that section" (DESIGN §5); rejects on any other failure.
 */
export type LiveFetch = (path: string) => Promise<unknown>;

/** São Paulo: the counts of "today" follow the site's time zone. */
const TZ_OFFSET_SECONDS = -10800;

export type LiveTopic =
  | { kind: 'event'; key: string; eventId: number }
  | { kind: 'live'; key: string; sport: string }
  | { kind: 'counts'; key: string };

export interface EventState {
  event: SportEvent | null;
  incidents: Incident[] | null;
  odds: OddsMarket[] | null;
}
/** Only the parts that changed are present; null means the section disappeared. */
export type EventChange = Partial<EventState>;

export interface LiveListState {
  events: SportEvent[];
}
export interface LiveListChange {
  added: SportEvent[];
  changed: SportEvent[];
  /** Upstream ids of events that left the live list (finished, or interrupted). */
  removed: number[];
}

export interface CountsState {
  counts: SportCount[];
}
export interface CountsChange {
  changed: SportCount[];
  removed: string[];
}

export const eventTopic = (eventId: number): LiveTopic => ({
  kind: 'event',
  key: `event:${eventId}`,
  eventId,
});
export const liveTopic = (sport: string): LiveTopic => ({ kind: 'live', key: `live:${sport}`, sport });
export const countsTopic = (): LiveTopic => ({ kind: 'counts', key: 'counts' });

const SPORT_SLUG = /^[a-z][a-z0-9-]{0,39}$/;

export function isSportSlug(sport: string): boolean {
  return SPORT_SLUG.test(sport);
}

export function parseTopic(key: string): LiveTopic | null {
  if (key === 'counts') return countsTopic();
  const [kind, arg] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (kind === 'event' && /^\d{1,15}$/.test(arg)) return eventTopic(Number(arg));
  if (kind === 'live' && isSportSlug(arg)) return liveTopic(arg);
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A section that fails keeps its previous value: a transient upstream error must not read as "the odds
 * disappeared". Only the event itself failing fails the poll.
 */
async function section<T>(
  fetch: LiveFetch,
  path: string,
  decode: (body: unknown) => T,
  previous: T | null | undefined,
): Promise<T | null> {
  try {
    const body = await fetch(path);
    return body === null ? null : decode(body);
  } catch {
    return previous ?? null;
  }
}

/** One poll of a topic: the upstream calls it needs, decoded tolerantly. */
export async function fetchTopicState(
  topic: LiveTopic,
  fetch: LiveFetch,
  previous: unknown,
): Promise<unknown> {
  switch (topic.kind) {
    case 'event': {
      const prev = previous as EventState | null;
      const base = `/event/${topic.eventId}`;
      const [body, incidents, odds] = await Promise.all([
        fetch(base),
        section(fetch, `${base}/incidents`, decodeIncidents, prev?.incidents),
        section(fetch, `${base}/odds/1/featured`, decodeFeaturedOdds, prev?.odds),
      ]);
      const state: EventState = { event: body === null ? null : decodeEvent(body), incidents, odds };
      return state;
    }
    case 'live': {
      const body = await fetch(`/sport/${topic.sport}/events/live`);
      const state: LiveListState = { events: body === null ? [] : decodeEventList(body) };
      return state;
    }
    case 'counts': {
      const body = await fetch(`/sport/${TZ_OFFSET_SECONDS}/event-count`);
      const state: CountsState = { counts: body === null ? [] : decodeEventCounts(body) };
      return state;
    }
  }
}

/** What changed from `prev` to `next`, or null when nothing did (then nothing is published). */
export function diffTopicState(topic: LiveTopic, prev: unknown, next: unknown): unknown {
  switch (topic.kind) {
    case 'event': {
      const a = (prev ?? { event: null, incidents: null, odds: null }) as EventState;
      const b = next as EventState;
      const change: EventChange = {};
      for (const part of ['event', 'incidents', 'odds'] as const) {
        if (!same(a[part], b[part])) Object.assign(change, { [part]: b[part] });
      }
      return Object.keys(change).length ? change : null;
    }
    case 'live': {
      const a = new Map(((prev as LiveListState | null)?.events ?? []).map((e) => [e.id, e]));
      const b = (next as LiveListState).events;
      const change: LiveListChange = { added: [], changed: [], removed: [] };
      const seen = new Set<number>();
      for (const event of b) {
        seen.add(event.id);
        const before = a.get(event.id);
        if (!before) change.added.push(event);
        else if (!same(before, event)) change.changed.push(event);
      }
      for (const id of a.keys()) if (!seen.has(id)) change.removed.push(id);
      return change.added.length || change.changed.length || change.removed.length ? change : null;
    }
    case 'counts': {
      const a = new Map(((prev as CountsState | null)?.counts ?? []).map((c) => [c.slug, c]));
      const change: CountsChange = { changed: [], removed: [] };
      const seen = new Set<string>();
      for (const count of (next as CountsState).counts) {
        seen.add(count.slug);
        if (!same(a.get(count.slug), count)) change.changed.push(count);
      }
      for (const slug of a.keys()) if (!seen.has(slug)) change.removed.push(slug);
      return change.changed.length || change.removed.length ? change : null;
    }
  }
}

/** Replays a published change on a listener's copy of the state (the inverse of diffTopicState). */
export function applyTopicChange(topic: LiveTopic, state: unknown, change: unknown): unknown {
  switch (topic.kind) {
    case 'event': {
      const base = (state ?? { event: null, incidents: null, odds: null }) as EventState;
      return { ...base, ...(change as EventChange) } satisfies EventState;
    }
    case 'live': {
      const c = change as LiveListChange;
      const replaced = new Map(c.changed.map((e) => [e.id, e]));
      const removed = new Set(c.removed);
      const kept = ((state as LiveListState | null)?.events ?? [])
        .filter((e) => !removed.has(e.id))
        .map((e) => replaced.get(e.id) ?? e);
      return { events: [...kept, ...c.added] } satisfies LiveListState;
    }
    case 'counts': {
      const c = change as CountsChange;
      const replaced = new Map(c.changed.map((s) => [s.slug, s]));
      const removed = new Set(c.removed);
      const prev = (state as CountsState | null)?.counts ?? [];
      const kept = prev.filter((s) => !removed.has(s.slug)).map((s) => replaced.get(s.slug) ?? s);
      const known = new Set(prev.map((s) => s.slug));
      return { counts: [...kept, ...c.changed.filter((s) => !known.has(s.slug))] } satisfies CountsState;
    }
  }
}
