import {
  decodeEvent,
  decodeEventCounts,
  decodeEventList,
  type SportCount,
  type SportEvent,
} from '../upstreams/sports/decode/event.ts';
import { isSportSlug } from '../../slugify.ts';
import type { Incident } from '../upstreams/sports/decode/incidents.ts';
import type { OddsMarket } from '../upstreams/sports/decode/odds.ts';
import type { StatisticsPeriod } from '../upstreams/sports/decode/statistics.ts';
import { sportsPaths, sportsResources } from '../upstreams/sports/resources.ts';

/**
 * GET of the sports upstream, relative to its base. Resolves null for 404, which this API uses for "no
 * coverage of that section" (DESIGN §5); rejects on any other failure.
 */
export type LiveFetch = (path: string) => Promise<unknown>;

/**
 * Every section of an event that moves during play, as one poll reads it. Besides feeding the payload,
 * each section is seeded into the shared sports cache where the update executes
 * (domains/live/live.ts), so the event page's own fragments in the payload read what was just polled.
 */
export interface EventState {
  event: SportEvent | null;
  incidents: Incident[] | null;
  /** The featured markets (the payload's featuredOdds). */
  odds: OddsMarket[] | null;
  /** Every market (the Odds tab). */
  allOdds: OddsMarket[] | null;
  statistics: StatisticsPeriod[] | null;
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

/**
 * The one map of topic kinds to what they carry: the arguments of the topic, the state its poll yields and
 * the change that is published. Publishing and listening are typed from it end to end.
 */
interface TopicTypes {
  event: { args: { eventId: number }; state: EventState; change: EventChange };
  live: { args: { sport: string }; state: LiveListState; change: LiveListChange };
  counts: { args: object; state: CountsState; change: CountsChange };
}
export type TopicKind = keyof TopicTypes;
export type TopicOf<K extends TopicKind> = { kind: K; key: string } & TopicTypes[K]['args'];
/** Any topic: a union discriminated by `kind`. */
export type LiveTopic = { [K in TopicKind]: TopicOf<K> }[TopicKind];
export type TopicState<K extends TopicKind = TopicKind> = TopicTypes[K]['state'];
export type TopicChange<K extends TopicKind = TopicKind> = TopicTypes[K]['change'];

export const eventTopic = (eventId: number): TopicOf<'event'> => ({
  kind: 'event',
  key: `event:${eventId}`,
  eventId,
});
export const liveTopic = (sport: string): TopicOf<'live'> => ({ kind: 'live', key: `live:${sport}`, sport });
export const countsTopic = (): TopicOf<'counts'> => ({ kind: 'counts', key: 'counts' });

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

/** How a kind of topic is polled, diffed and replayed. */
interface TopicModel<K extends TopicKind> {
  /** One poll of a topic: the upstream calls it needs, decoded tolerantly. */
  fetch(topic: TopicOf<K>, fetch: LiveFetch, previous: TopicState<K> | null): Promise<TopicState<K>>;
  /** What changed from `prev` to `next`, or null when nothing did (then nothing is published). */
  diff(prev: TopicState<K> | null, next: TopicState<K>): TopicChange<K> | null;
  /** Replays a published change on a listener's copy of the state (the inverse of `diff`). */
  apply(state: TopicState<K> | null, change: TopicChange<K>): TopicState<K>;
}

const NO_EVENT: EventState = { event: null, incidents: null, odds: null, allOdds: null, statistics: null };

/** The sections of an event topic, each compared and published on its own. */
const EVENT_SECTIONS = ['event', 'incidents', 'odds', 'allOdds', 'statistics'] as const;

const MODELS: { [K in TopicKind]: TopicModel<K> } = {
  event: {
    async fetch(topic, fetch, previous) {
      const id = topic.eventId;
      const { incidents, featuredOdds, odds, statistics } = sportsResources;
      // One call per section per interval, whoever and however many follow the event (docs/LIVE.md).
      const [body, ...sections] = await Promise.all([
        fetch(sportsPaths.event(id)),
        section(fetch, sportsPaths.incidents(id), incidents.decode, previous?.incidents),
        section(fetch, sportsPaths.featuredOdds(id), featuredOdds.decode, previous?.odds),
        section(fetch, sportsPaths.odds(id), odds.decode, previous?.allOdds),
        section(fetch, sportsPaths.statistics(id), statistics.decode, previous?.statistics),
      ]);
      const event = body === null ? null : decodeEvent(body);
      return {
        event,
        incidents: sections[0],
        odds: sections[1],
        allOdds: sections[2],
        statistics: sections[3],
      };
    },
    diff(prev, next) {
      const a = prev ?? NO_EVENT;
      const change: Record<string, unknown> = {};
      for (const name of EVENT_SECTIONS) if (!same(a[name], next[name])) change[name] = next[name];
      return prev === null || Object.keys(change).length ? change : null;
    },
    apply: (state, change) => ({ ...(state ?? NO_EVENT), ...change }),
  },
  live: {
    async fetch(topic, fetch) {
      const body = await fetch(sportsPaths.liveEvents(topic.sport));
      return { events: body === null ? [] : decodeEventList(body) };
    },
    diff(prev, next) {
      const a = new Map((prev?.events ?? []).map((e) => [e.id, e]));
      const change: LiveListChange = { added: [], changed: [], removed: [] };
      const seen = new Set<number>();
      for (const event of next.events) {
        seen.add(event.id);
        const before = a.get(event.id);
        if (!before) change.added.push(event);
        else if (!same(before, event)) change.changed.push(event);
      }
      for (const id of a.keys()) if (!seen.has(id)) change.removed.push(id);
      return prev === null || change.added.length || change.changed.length || change.removed.length
        ? change
        : null;
    },
    apply(state, change) {
      const replaced = new Map(change.changed.map((e) => [e.id, e]));
      const removed = new Set(change.removed);
      const kept = (state?.events ?? [])
        .filter((e) => !removed.has(e.id))
        .map((e) => replaced.get(e.id) ?? e);
      return { events: [...kept, ...change.added] };
    },
  },
  counts: {
    async fetch(_topic, fetch) {
      const body = await fetch(sportsPaths.eventCounts());
      return { counts: body === null ? [] : decodeEventCounts(body) };
    },
    diff(prev, next) {
      const a = new Map((prev?.counts ?? []).map((c) => [c.slug, c]));
      const change: CountsChange = { changed: [], removed: [] };
      const seen = new Set<string>();
      for (const count of next.counts) {
        seen.add(count.slug);
        if (!same(a.get(count.slug), count)) change.changed.push(count);
      }
      for (const slug of a.keys()) if (!seen.has(slug)) change.removed.push(slug);
      return prev === null || change.changed.length || change.removed.length ? change : null;
    },
    apply(state, change) {
      const replaced = new Map(change.changed.map((s) => [s.slug, s]));
      const removed = new Set(change.removed);
      const prev = state?.counts ?? [];
      const kept = prev.filter((s) => !removed.has(s.slug)).map((s) => replaced.get(s.slug) ?? s);
      const known = new Set(prev.map((s) => s.slug));
      return { counts: [...kept, ...change.changed.filter((s) => !known.has(s.slug))] };
    },
  },
};

/** One poll of a topic: the upstream calls it needs, decoded tolerantly. */
export function fetchTopicState<K extends TopicKind>(
  topic: TopicOf<K>,
  fetch: LiveFetch,
  previous: TopicState<K> | null,
): Promise<TopicState<K>> {
  return MODELS[topic.kind].fetch(topic, fetch, previous);
}

/**
 * What changed from `prev` to `next`, or null when nothing did (then nothing is published). A first state
 * (`prev` null) is always a change, even an empty one: a list with nothing live still gives its subscribers
 * their first value.
 */
export function diffTopicState<K extends TopicKind>(
  topic: TopicOf<K>,
  prev: TopicState<K> | null,
  next: TopicState<K>,
): TopicChange<K> | null {
  return MODELS[topic.kind].diff(prev, next);
}

/** Replays a published change on a listener's copy of the state (the inverse of diffTopicState). */
export function applyTopicChange<K extends TopicKind>(
  topic: TopicOf<K>,
  state: TopicState<K> | null,
  change: TopicChange<K>,
): TopicState<K> {
  return MODELS[topic.kind].apply(state, change);
}
