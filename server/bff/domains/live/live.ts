import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import { INHERIT, cacheControl, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import type { GraphQLContext } from '../../context.ts';
import { LIVE_TOPIC_EXTENSION, LiveTopicRule } from '../../live/admission.ts';
import { LiveTopicError, type LiveHub, type LiveUpdate } from '../../live/hub.ts';
import { LIVE_GROUP_EXTENSION } from '../../live/groups.ts';
import {
  countsTopic,
  eventTopic,
  liveTopic,
  type EventState,
  type TopicKind,
  type TopicOf,
} from '../../live/topics.ts';
import { isSportSlug } from '../../../slugify.ts';
import { feedEnum } from '../common/feed-enum.ts';
import { encodeId, parseIntId } from '../common/global-id.ts';
import { EventRef, sportSlugOf } from '../sports/event.ts';
import { IncidentRef, shapeIncidents } from '../sports/incidents.ts';
import { marketsInEvent, OddsMarketRef } from '../sports/odds.ts';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';
import { SportRef, sportExists } from '../sports/sport-type.ts';

/**
 * Live subscriptions (DESIGN §7). Every field is public data marked `liveGroup`: over graphql-ws, all
 * subscribers of the same document and variables share one execution per change. Payloads carry Event
 * nodes (global ids) so a Relay store updates them in place. The first payload is the current state.
 */

function hubOf(ctx: Partial<Pick<GraphQLContext, 'live'>>): LiveHub {
  const hub = ctx.live;
  if (!hub)
    throw new GraphQLError(BFF_MESSAGES.liveUnavailable, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
  return hub;
}

/**
 * Grouped (`liveGroup`) and naming the hub topic their arguments open (`liveTopic`), so the transports can
 * count an address's topics before anything is opened (live/admission.ts).
 */
const liveExtensions = (rule: LiveTopicRule) => ({
  // One execution of a topic's update is sent to every subscriber of it: live data is public by design.
  ...cacheControl({ scope: 'PUBLIC' }),
  [LIVE_GROUP_EXTENSION]: true,
  [LIVE_TOPIC_EXTENSION]: rule,
});

/** liveEvent(id:): the event's topic; none for an id that names no event. */
const eventTopicRule = new LiveTopicRule((args) => {
  const id = parseIntId(String(args.id), 'Event');
  return id === null ? null : eventTopic(id);
});

/** liveEvents(sport:): the sport's live list; none for a malformed slug. */
const sportTopicRule = new LiveTopicRule((args) =>
  typeof args.sport === 'string' && isSportSlug(args.sport) ? liveTopic(args.sport) : null,
);

const countsTopicRule = new LiveTopicRule(() => countsTopic());

function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/** The feed could not say whether the thing exists: an error now, never a subscription that waits forever. */
function feedUnavailable(error: unknown): GraphQLError {
  return new GraphQLError(BFF_MESSAGES.liveFeedUnavailable, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    originalError: error instanceof Error ? error : undefined,
  });
}

/**
 * Opens the topic, turning the hub's last-line refusal (its process-wide topic cap) into a coded error.
 * Topics are only opened for things the feed knows, so made-up ids never occupy a place (or a poller).
 */
function iterateTopic<K extends TopicKind>(ctx: GraphQLContext, topic: TopicOf<K>) {
  try {
    return hubOf(ctx).iterate(topic);
  } catch (error) {
    if (!(error instanceof LiveTopicError)) throw error;
    throw new GraphQLError(BFF_MESSAGES.liveFull, {
      extensions: { code: 'RATE_LIMITED' },
    });
  }
}

/**
 * Whether the feed knows the event: one lookup through the shared sports cache (a 404 is cached as "no
 * such event" like any answer), so a thousand attempts at a made-up id cost one upstream call per TTL.
 */
async function ensureEvent(ctx: GraphQLContext, id: number): Promise<void> {
  let event: unknown;
  try {
    event = await ctx.sports.event(id);
  } catch (error) {
    throw feedUnavailable(error);
  }
  if (event === null) throw notFound(BFF_MESSAGES.eventNotFound);
}

/** An unknown sport is refused at once, never a subscription that waits forever. */
async function ensureSport(ctx: GraphQLContext, sport: string): Promise<void> {
  let exists: boolean;
  try {
    exists = await sportExists(ctx, sport);
  } catch (error) {
    throw feedUnavailable(error);
  }
  if (!exists) throw notFound(BFF_MESSAGES.sportNotFound);
}

/** Statuses after which an event never changes again: its stream ends with the payload that shows one. */
const OVER = new Set(['finished', 'canceled']);

/**
 * An event's updates until the one that shows it over: that payload is sent, then the stream completes
 * (and its topic is left at once), so a client never waits on a match that has ended. Written by hand
 * rather than as an async generator, whose return() would wait for the next update to leave the topic.
 */
export function untilOver(
  updates: AsyncIterableIterator<LiveUpdate<'event'>>,
): AsyncIterableIterator<LiveUpdate<'event'>> {
  let over = false;
  const done = (): IteratorResult<LiveUpdate<'event'>> => ({ value: undefined, done: true });
  const leave = async () => {
    over = true;
    await updates.return?.();
    return done();
  };
  return {
    async next() {
      if (over) return done();
      const step = await updates.next();
      if (!step.done && OVER.has(step.value.state.event?.status.type ?? '')) await leave();
      return step;
    },
    return: leave,
    async throw(error: unknown) {
      await leave();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Seeds what the hub polled into the sports data the update executes with (and the shared cache behind it),
 * so the event page's own fragments in the payload (statistics, odds, incidents) read this poll rather than
 * an answer cached up to a TTL earlier, and without another upstream call (docs/LIVE.md).
 */
function seedPolledSections(ctx: GraphQLContext, id: number, { state }: LiveUpdate<'event'>): void {
  ctx.sports.seed('event', [id], state.event);
  ctx.sports.seed('incidents', [id], state.incidents);
  ctx.sports.seed('featuredOdds', [id], state.odds);
  // Snapshots stored before these sections were polled lack them: nothing to seed then.
  if (state.allOdds !== undefined) ctx.sports.seed('odds', [id], state.allOdds);
  if (state.statistics !== undefined) ctx.sports.seed('statistics', [id], state.statistics);
}

/** The parts of an event's live state a payload can change (the keys of EventState). */
const LiveEventPart = feedEnum('LiveEventPart', {
  description: 'A part of the live state of an event that a LiveEventUpdate can bring changed.',
  values: {
    EVENT: { feed: 'event', description: 'The event itself: score, status, clock (the `event` field).' },
    INCIDENTS: { feed: 'incidents', description: 'Goals, cards, substitutions (the `incidents` field).' },
    ODDS: { feed: 'odds', description: 'The featured markets (the `featuredOdds` field).' },
    ALL_ODDS: { feed: 'allOdds', description: "Every market (the event's `odds`)." },
    STATISTICS: { feed: 'statistics', description: "The match statistics (the event's `statistics`)." },
  },
});
const EVENT_PARTS: readonly (keyof EventState)[] = ['event', 'incidents', 'odds', 'allOdds', 'statistics'];

const LiveEventUpdateRef = builder.objectRef<LiveUpdate<'event'>>('LiveEventUpdate').implement({
  extensions: publicFor(sportsMaxAge('event')),
  description: 'The state of one event after a change (score, status, time, incidents, featured odds).',
  fields: (t) => ({
    version: t.int({
      description: 'Grows by one with every change of this event.',
      resolve: (u) => u.version,
    }),
    initial: t.boolean({
      description: 'True for the first payload (the whole current state), false for a change.',
      resolve: (u) => u.change === null,
    }),
    event: t.field({
      type: EventRef,
      nullable: true,
      description: 'Null when the feed no longer knows the event.',
      resolve: (u) => u.state.event,
    }),
    incidents: t.field({
      type: [IncidentRef],
      nullable: true,
      description:
        'Goals, cards, substitutions and period marks as last polled, newest first; null without coverage.',
      // From the poll itself: Event.incidents would ask the upstream again on every execution.
      resolve: (u) =>
        u.state.incidents &&
        shapeIncidents(u.state.incidents, u.state.event ? sportSlugOf(u.state.event) : undefined),
    }),
    featuredOdds: t.field({
      type: [OddsMarketRef],
      nullable: true,
      description: 'Featured markets as last polled; null without odds coverage.',
      resolve: (u) => u.state.odds && marketsInEvent(u.state.odds, u.state.event),
    }),
    changed: t.field({
      type: [LiveEventPart.ref],
      description: 'Parts that changed in this payload (all of them when initial).',
      resolve: (u) =>
        (u.change === null ? EVENT_PARTS : Object.keys(u.change)).flatMap(
          (part) => LiveEventPart.read(part) ?? [],
        ),
    }),
  }),
});

const LiveEventsUpdateRef = builder.objectRef<LiveUpdate<'live'>>('LiveEventsUpdate').implement({
  extensions: publicFor(sportsMaxAge('liveEvents')),
  description: 'Changes of the live list of a sport. The first payload lists every live event under added.',
  fields: (t) => ({
    version: t.int({
      description: "Grows by one with every change of this sport's live list.",
      resolve: (u) => u.version,
    }),
    initial: t.boolean({
      description: 'True for the first payload (the whole list, under `added`), false for a change.',
      resolve: (u) => u.change === null,
    }),
    added: t.field({
      type: [EventRef],
      description: 'Events that entered the live list (kicked off); on the first payload, every live event.',
      resolve: (u) => (u.change === null ? u.state.events : u.change.added),
    }),
    changed: t.field({
      type: [EventRef],
      description:
        'Events already in the list whose header changed (score, status, clock…); empty on the first payload.',
      resolve: (u) => (u.change === null ? [] : u.change.changed),
    }),
    finished: t.idList({
      description: 'Global ids of events that left the live list (finished, or interrupted).',
      resolve: (u) => (u.change === null ? [] : u.change.removed.map((id) => encodeId('Event', id))),
    }),
  }),
});

interface SportCountShape {
  slug: string;
  live: number;
  total: number;
}

const SportCountRef = builder.objectRef<SportCountShape>('SportCount').implement({
  extensions: INHERIT,
  description: 'How many events a sport has in play and today.',
  fields: (t) => ({
    sport: t.field({ type: SportRef, description: 'The sport counted.', resolve: (c) => ({ slug: c.slug }) }),
    live: t.exposeInt('live', { description: 'Events in play now (0 or more).' }),
    total: t.exposeInt('total', {
      description: "Events of today's São Paulo calendar day, whatever their status, live ones included.",
    }),
  }),
});

const SportCountsUpdateRef = builder.objectRef<LiveUpdate<'counts'>>('SportCountsUpdate').implement({
  extensions: publicFor(sportsMaxAge('eventCounts')),
  description: 'Live and today counts per sport (São Paulo time); the first payload has every sport.',
  fields: (t) => ({
    version: t.int({
      description: 'Grows by one with every change of the counts.',
      resolve: (u) => u.version,
    }),
    initial: t.boolean({
      description: 'True for the first payload (every sport), false for a change.',
      resolve: (u) => u.change === null,
    }),
    changed: t.field({
      type: [SportCountRef],
      description: 'Sports whose counts changed; on the first payload, every sport the feed counts.',
      resolve: (u) => (u.change === null ? u.state.counts : u.change.changed),
    }),
  }),
});

builder.subscriptionField('liveEvent', (t) =>
  t.field({
    type: LiveEventUpdateRef,
    description:
      'Updates of one event while it is followed. An event the feed does not know is refused at once ' +
      'with code NOT_FOUND; the stream completes after the payload that shows the event finished or canceled.',
    extensions: liveExtensions(eventTopicRule),
    args: { id: t.arg.id({ required: true, description: 'Event global id (or the feed id).' }) },
    subscribe: async (_root, args, ctx) => {
      const topic = eventTopicRule.topicOf(args);
      if (topic === null) throw notFound(BFF_MESSAGES.eventNotFound);
      await ensureEvent(ctx, topic.eventId);
      return untilOver(iterateTopic(ctx, topic));
    },
    resolve: (update, args, ctx) => {
      const topic = eventTopicRule.topicOf(args);
      if (topic !== null) seedPolledSections(ctx, topic.eventId, update);
      return update;
    },
  }),
);

builder.subscriptionField('liveEvents', (t) =>
  t.field({
    type: LiveEventsUpdateRef,
    description:
      'Events of a sport entering, changing and leaving its live list. An unknown sport is refused at ' +
      'once with code NOT_FOUND.',
    extensions: liveExtensions(sportTopicRule),
    args: {
      sport: t.arg.string({
        required: true,
        description:
          'Slug of the sport, as Sport.slug ("football", "basketball"…): malformed is BAD_USER_INPUT, unknown NOT_FOUND.',
      }),
    },
    subscribe: async (_root, args, ctx) => {
      const topic = sportTopicRule.topicOf(args);
      if (topic === null) {
        throw new GraphQLError(BFF_MESSAGES.sportInvalid, { extensions: { code: 'BAD_USER_INPUT' } });
      }
      await ensureSport(ctx, topic.sport);
      return iterateTopic(ctx, topic);
    },
    resolve: (update) => update,
  }),
);

builder.subscriptionField('sportCounts', (t) =>
  t.field({
    type: SportCountsUpdateRef,
    description: 'Live and total event counts per sport.',
    extensions: liveExtensions(countsTopicRule),
    subscribe: (_root, _args, ctx) => iterateTopic(ctx, countsTopic()),
    resolve: (update) => update,
  }),
);
