import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import { publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { forwardPage, keysetSlice, type PageArgs } from '../common/cursors.ts';
import { cost, UPSTREAM_CALL } from '../../plugins/cost-model.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import { EventRef, EventStatusTypeEnum, statusTypeOf } from './event.ts';
import type { EventStatusType } from './event.ts';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';
import { SPORT_NAMES } from '../../../i18n/pt-BR.ts';
import { loadSection } from './section.ts';
import { CALLS_PER_DAY_LIST, eventsOfDay } from './day-list.ts';
import { SportRef, sportExists } from './sport-type.ts';
import { isSportSlug } from '../../../slugify.ts';
import { AGENDA_DAYS_AROUND_TODAY, isAgendaDay, isCalendarDay } from '../../../calendar-days.ts';
import type { GraphQLContext } from '../../context.ts';

/**
 * The São Paulo day a list is asked for: today's when none is given. A day that does not exist or lies
 * outside the agenda's range is refused before the feed is asked (BAD_USER_INPUT, pt-BR message).
 */
function agendaDate(date: string | null | undefined, ctx: Pick<GraphQLContext, 'sports'>): string {
  const today = ctx.sports.today();
  if (date == null) return today;
  if (!isCalendarDay(date)) {
    throw new GraphQLError(BFF_MESSAGES.dateInvalid, {
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  }
  if (!isAgendaDay(date, today)) {
    throw new GraphQLError(BFF_MESSAGES.dateOutOfRange(AGENDA_DAYS_AROUND_TODAY), {
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 }, today, maxDays: AGENDA_DAYS_AROUND_TODAY },
    });
  }
  return date;
}

const AGENDA_DATE_DESCRIPTION =
  `A São Paulo calendar day (YYYY-MM-DD) within ${AGENDA_DAYS_AROUND_TODAY} days of today; today's when ` +
  'omitted. A day outside that range is refused with BAD_USER_INPUT.';

builder.queryField('sports', (t) =>
  t.field({
    extensions: {
      ...cost({ cost: UPSTREAM_CALL, typicalSize: 20 }),
      ...publicFor(sportsMaxAge('eventCounts')),
    },
    type: [SportRef],
    description:
      'The sports of the site (SPEC order) followed by any other sport the feed reports, with live and ' +
      'total counts of a day in São Paulo time (today unless `date` is given).',
    args: { date: t.arg({ type: 'Date', required: false, description: AGENDA_DATE_DESCRIPTION }) },
    resolve: async (_root, args, ctx) => {
      const date = agendaDate(args.date, ctx);
      const counts = (await loadSection(() => ctx.sports.eventCounts())) ?? [];
      const known: string[] = Object.keys(SPORT_NAMES);
      const extra = counts.filter((c) => !known.includes(c.slug)).map((c) => c.slug);
      return [...known, ...extra].map((slug) => ({ slug, date }));
    },
  }),
);

builder.queryField('sport', (t) =>
  t.field({
    type: SportRef,
    nullable: true,
    description:
      "One sport by slug: one of the site's 17, or another the feed counts events for today; null for any " +
      'other slug.',
    args: {
      slug: t.arg.string({
        required: true,
        description: 'Key of the sport in the feed ("football", "ice-hockey"); a malformed one answers null.',
      }),
    },
    // Another sport than the site's 17 is looked up in the feed's event counts (one shared, cached call).
    extensions: {
      ...cost({ cost: UPSTREAM_CALL }),
      ...publicFor(sportsMaxAge('eventCounts')),
    },
    resolve: async (_root, args, ctx) => {
      if (!isSportSlug(args.slug)) return null;
      // When the feed cannot say, the sport is taken as existing: its lists then report the failure.
      const exists = await sportExists(ctx, args.slug).catch(() => true);
      return exists ? { slug: args.slug } : null;
    },
  }),
);

const EVENT_CURSOR = { kind: 'Event', length: 2 };

/**
 * A keyset page of a day's or the live events, by start time then id, after the status filter. The key is
 * the event's own (start, id), so an event added to or gone from the feed's list while a client pages moves
 * no other event between pages.
 */
function filterAndPage(
  events: SportEvent[],
  status: readonly EventStatusType[] | null | undefined,
  args: PageArgs,
  ctx: Parameters<typeof keysetSlice>[4],
) {
  const wanted = status && status.length > 0 ? new Set(status) : null;
  const kept = wanted ? events.filter((e) => wanted.has(statusTypeOf(e.status.type))) : events;
  return keysetSlice(EVENT_CURSOR, kept, (e) => [e.startTimestamp ?? 0, e.id], args, ctx);
}

builder.objectFields(SportRef, (t) => ({
  liveEvents: t.connection(
    {
      type: EventRef,
      nullable: true,
      description:
        'Events in progress now, by start time then id, in keyset pages (`first`/`after`). Optional filter on status type.',
      args: {
        status: t.arg({
          type: [EventStatusTypeEnum],
          required: false,
          description: 'Only events of these status types; every event when omitted or empty.',
        }),
      },
      resolve: async (sport, args, ctx) => {
        // A cursor this list never gave out is refused before the upstream is asked for anything.
        forwardPage(args, ctx, EVENT_CURSOR);
        const events = (await loadSection(() => ctx.sports.liveEvents(sport.slug))) ?? [];
        return filterAndPage(events, args.status, args, ctx);
      },
      // One upstream list per sport (cached and shared); each event's own sections are costed below it.
      extensions: {
        ...cost({ cost: UPSTREAM_CALL, size: 'page' }),
        ...publicFor(sportsMaxAge('liveEvents')),
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description: 'Events in the whole list (every page), after the status filter.',
          resolve: (conn) => (conn as { totalCount: number }).totalCount,
        }),
      }),
    },
  ),
  scheduledEvents: t.connection(
    {
      type: EventRef,
      nullable: true,
      description:
        "Events of a calendar day in São Paulo, by start time then id, in keyset pages (`first`/`after`); today's when no date is given. Optional filter " +
        'on status type.',
      args: {
        date: t.arg({ type: 'Date', required: false, description: AGENDA_DATE_DESCRIPTION }),
        status: t.arg({
          type: [EventStatusTypeEnum],
          required: false,
          description: 'Only events of these status types; every event of the day when omitted or empty.',
        }),
      },
      resolve: async (sport, args, ctx) => {
        forwardPage(args, ctx, EVENT_CURSOR);
        const date = agendaDate(args.date, ctx);
        const events = (await loadSection(() => eventsOfDay(ctx, sport.slug, date))) ?? [];
        return filterAndPage(events, args.status, args, ctx);
      },
      extensions: {
        ...cost({ cost: CALLS_PER_DAY_LIST * UPSTREAM_CALL, size: 'page' }),
        ...publicFor(sportsMaxAge('scheduledEvents')),
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description: 'Events in the whole list (every page), after the status filter.',
          resolve: (conn) => (conn as { totalCount: number }).totalCount,
        }),
      }),
    },
  ),
}));
