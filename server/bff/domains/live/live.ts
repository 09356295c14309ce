import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { LiveHub, LiveUpdate } from '../../live/hub.ts';
import { LIVE_GROUP_EXTENSION } from '../../live/groups.ts';
import {
  countsTopic,
  eventTopic,
  isSportSlug,
  liveTopic,
  type CountsChange,
  type CountsState,
  type EventState,
  type LiveListChange,
  type LiveListState,
} from '../../live/topics.ts';
import { encodeId, parseIntId } from '../common/global-id.ts';
import { EventRef } from '../sports/event.ts';
import { IncidentRef } from '../sports/incidents.ts';
import { OddsMarketRef } from '../sports/odds.ts';
import { SportRef } from '../sports/sport-type.ts';

/**
 * Live subscriptions (DESIGN §7). Every field is public data marked `liveGroup`: over graphql-ws, all
 * subscribers of the same document and variables share one execution per change. Payloads carry Event
 * nodes (global ids) so a Relay store updates them in place. The first payload is the current state.
 */

function hubOf(ctx: object): LiveHub {
  const hub = (ctx as { live?: LiveHub }).live;
  if (!hub)
    throw new GraphQLError('Atualizações ao vivo indisponíveis.', { extensions: { code: 'UNAVAILABLE' } });
  return hub;
}

const liveExtensions = { [LIVE_GROUP_EXTENSION]: true };

const LiveEventUpdateRef = builder.objectRef<LiveUpdate>('LiveEventUpdate').implement({
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
      resolve: (u) => (u.state as EventState).event,
    }),
    incidents: t.field({
      type: [IncidentRef],
      nullable: true,
      description:
        'Goals, cards, substitutions and period marks as last polled, newest first; null without coverage.',
      // From the poll itself: Event.incidents would ask the upstream again on every execution.
      resolve: (u) => (u.state as EventState).incidents,
    }),
    featuredOdds: t.field({
      type: [OddsMarketRef],
      nullable: true,
      description: 'Featured markets as last polled; null without odds coverage.',
      resolve: (u) => (u.state as EventState).odds,
    }),
    changed: t.stringList({
      description: 'Parts that changed in this payload: event, incidents, odds (all of them when initial).',
      resolve: (u) => (u.change === null ? ['event', 'incidents', 'odds'] : Object.keys(u.change as object)),
    }),
  }),
});

const LiveEventsUpdateRef = builder.objectRef<LiveUpdate>('LiveEventsUpdate').implement({
  description: 'Changes of the live list of a sport. The first payload lists every live event under added.',
  fields: (t) => ({
    version: t.int({ resolve: (u) => u.version }),
    initial: t.boolean({ resolve: (u) => u.change === null }),
    added: t.field({
      type: [EventRef],
      resolve: (u) =>
        u.change === null ? (u.state as LiveListState).events : (u.change as LiveListChange).added,
    }),
    changed: t.field({
      type: [EventRef],
      resolve: (u) => (u.change === null ? [] : (u.change as LiveListChange).changed),
    }),
    finished: t.idList({
      description: 'Global ids of events that left the live list (finished, or interrupted).',
      resolve: (u) =>
        u.change === null ? [] : (u.change as LiveListChange).removed.map((id) => encodeId('Event', id)),
    }),
  }),
});

interface SportCountShape {
  slug: string;
  live: number;
  total: number;
}

const SportCountRef = builder.objectRef<SportCountShape>('SportCount').implement({
  fields: (t) => ({
    sport: t.field({ type: SportRef, resolve: (c) => ({ slug: c.slug }) }),
    live: t.exposeInt('live'),
    total: t.exposeInt('total'),
  }),
});

const SportCountsUpdateRef = builder.objectRef<LiveUpdate>('SportCountsUpdate').implement({
  description: 'Live and today counts per sport (São Paulo time); the first payload has every sport.',
  fields: (t) => ({
    version: t.int({ resolve: (u) => u.version }),
    initial: t.boolean({ resolve: (u) => u.change === null }),
    changed: t.field({
      type: [SportCountRef],
      resolve: (u) =>
        u.change === null ? (u.state as CountsState).counts : (u.change as CountsChange).changed,
    }),
  }),
});

builder.subscriptionField('liveEvent', (t) =>
  t.field({
    type: LiveEventUpdateRef,
    description: 'Updates of one event while it is followed.',
    extensions: liveExtensions,
    args: { id: t.arg.id({ required: true, description: 'Event global id (or the feed id).' }) },
    subscribe: (_root, args, ctx) => {
      const id = parseIntId(String(args.id), 'Event');
      if (id === null) {
        throw new GraphQLError('Evento não encontrado.', { extensions: { code: 'NOT_FOUND' } });
      }
      return hubOf(ctx).iterate(eventTopic(id).key);
    },
    resolve: (update) => update,
  }),
);

builder.subscriptionField('liveEvents', (t) =>
  t.field({
    type: LiveEventsUpdateRef,
    description: 'Events of a sport entering, changing and leaving its live list.',
    extensions: liveExtensions,
    args: { sport: t.arg.string({ required: true, description: 'Sport slug, e.g. "football".' }) },
    subscribe: (_root, args, ctx) => {
      if (!isSportSlug(args.sport)) {
        throw new GraphQLError('Esporte inválido.', { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return hubOf(ctx).iterate(liveTopic(args.sport).key);
    },
    resolve: (update) => update,
  }),
);

builder.subscriptionField('sportCounts', (t) =>
  t.field({
    type: SportCountsUpdateRef,
    description: 'Live and total event counts per sport.',
    extensions: liveExtensions,
    subscribe: (_root, _args, ctx) => hubOf(ctx).iterate(countsTopic().key),
    resolve: (update) => update,
  }),
);
