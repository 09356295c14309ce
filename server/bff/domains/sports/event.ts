import { getNamedType, isObjectType, type GraphQLResolveInfo } from 'graphql';
import { collectSubfields } from 'graphql/execution/collectFields.js';
import { builder } from '../../builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import { sportsPaths } from '../../upstreams/sports/resources.ts';
import { statusDescription } from '../../../i18n/labels.ts';
import { categoryName, cityName } from '../../../i18n/places.ts';
import { tournamentNamePt } from '../../../i18n/stages.ts';
import { parseIntId } from '../common/global-id.ts';
import { loadSection } from './section.ts';
import { SportRef } from './sport-type.ts';
import { CountryRef, TeamRef } from './team.ts';
import { Winner } from './feed-enums.ts';

type Tournament = NonNullable<SportEvent['tournament']>;
type UniqueTournament = NonNullable<Tournament['uniqueTournament']>;
type Category = NonNullable<Tournament['category']>;
type Season = NonNullable<SportEvent['season']>;
type Status = SportEvent['status'];
type Score = NonNullable<SportEvent['homeScore']>;
type Venue = NonNullable<SportEvent['venue']>;
type Referee = NonNullable<SportEvent['referee']>;

export const EVENT_STATUS_TYPES = [
  'NOTSTARTED',
  'INPROGRESS',
  'FINISHED',
  'CANCELED',
  'POSTPONED',
  'OTHER',
] as const;
export type EventStatusType = (typeof EVENT_STATUS_TYPES)[number];

export const EventStatusTypeEnum = builder.enumType('EventStatusType', {
  description:
    'Phase of an event. OTHER covers the types the feed adds beyond these (interrupted, delayed…); see typeKey.',
  values: EVENT_STATUS_TYPES,
});

/** The enum value of an upstream status type ("cancelled" is read as CANCELED). */
export function statusTypeOf(type: string): EventStatusType {
  const upper = type === 'cancelled' ? 'CANCELED' : type.toUpperCase();
  return (EVENT_STATUS_TYPES as readonly string[]).includes(upper) ? (upper as EventStatusType) : 'OTHER';
}

/** The event's sport, wherever the feed put it (the tournament's category, the team). */
export function sportSlugOf(e: SportEvent): string | undefined {
  return (
    e.tournament?.category?.sport?.slug ??
    e.tournament?.uniqueTournament?.category?.sport?.slug ??
    e.homeTeam.sport?.slug
  );
}

const EventStatusRef = builder.objectRef<Status>('EventStatus').implement({
  extensions: INHERIT,
  fields: (t) => ({
    code: t.exposeInt('code', { nullable: true }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'As the feed sends it (English).',
    }),
    descriptionPt: t.string({
      nullable: true,
      description: 'pt-BR reading of description ("2nd half" → "2º tempo"); untranslated ones as they are.',
      resolve: (s) => (s.description === undefined ? undefined : statusDescription(s.description)),
    }),
    type: t.field({ type: EventStatusTypeEnum, resolve: (s) => statusTypeOf(s.type) }),
    typeKey: t.exposeString('type', { description: 'The raw status type of the feed, e.g. "inprogress".' }),
  }),
});

const CategoryRef = builder.objectRef<Category>('Category').implement({
  extensions: INHERIT,
  description: 'Country or region a tournament belongs to.',
  fields: (t) => ({
    categoryId: t.exposeInt('id', { nullable: true }),
    name: t.exposeString('name', { description: 'As the feed writes it (English).' }),
    namePt: t.string({
      description:
        'pt-BR name (World → Mundo, England → Inglaterra, Morocco Amateur → Marrocos Amador); one nobody ' +
        'translated is as the feed wrote it, and counted as a label miss.',
      resolve: (c) => categoryName({ name: c.name, alpha2: c.alpha2 ?? c.country?.alpha2 }),
    }),
    slug: t.exposeString('slug', { nullable: true }),
    flag: t.exposeString('flag', { nullable: true }),
    alpha2: t.string({
      nullable: true,
      description:
        'Two-letter code of the country the category is (BR, EN…); null for regions such as World.',
      resolve: (c) => c.alpha2 ?? c.country?.alpha2 ?? null,
    }),
  }),
});

const UniqueTournamentRef = builder.objectRef<UniqueTournament>('UniqueTournament').implement({
  extensions: INHERIT,
  description: 'A competition across seasons (e.g. Brasileirão Série A).',
  fields: (t) => ({
    uniqueTournamentId: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { nullable: true }),
    primaryColorHex: t.exposeString('primaryColorHex', { nullable: true }),
    secondaryColorHex: t.exposeString('secondaryColorHex', { nullable: true }),
    userCount: t.exposeInt('userCount', {
      nullable: true,
      description: 'How many people follow the competition in the feed: a measure of its popularity.',
    }),
  }),
});

const TournamentRef = builder.objectRef<Tournament>('Tournament').implement({
  extensions: INHERIT,
  description: 'The stage or group of a competition an event is played in.',
  fields: (t) => ({
    tournamentId: t.exposeInt('id', { nullable: true }),
    name: t.exposeString('name', { description: 'As the feed writes it (the stage, if any, in English).' }),
    namePt: t.string({
      description:
        'The name with its stage in pt-BR ("Africa Cup of Nations, Group A" → "…, Grupo A"); the ' +
        'competition’s own name is a proper name and stays as the feed writes it.',
      resolve: (x) => tournamentNamePt(x.name),
    }),
    slug: t.exposeString('slug', { nullable: true }),
    uniqueTournament: t.field({
      extensions: cost({ cost: 0 }),
      type: UniqueTournamentRef,
      nullable: true,
      resolve: (x) => x.uniqueTournament,
    }),
    category: t.field({
      extensions: cost({ cost: 0 }),
      type: CategoryRef,
      nullable: true,
      resolve: (x) => x.category,
    }),
    priority: t.exposeInt('priority', {
      nullable: true,
      description: 'The feed’s display priority of the tournament in lists: higher first (0 when unranked).',
    }),
  }),
});

const SeasonRef = builder.objectRef<Season>('Season').implement({
  extensions: INHERIT,
  fields: (t) => ({
    seasonId: t.exposeInt('id'),
    name: t.exposeString('name', { nullable: true }),
    year: t.exposeString('year', {
      nullable: true,
      description: 'As the feed writes it: "2025" or "25/26".',
    }),
  }),
});

const PeriodScoreRef = builder.objectRef<{ period: string; score: number }>('PeriodScore').implement({
  extensions: INHERIT,
  fields: (t) => ({
    period: t.exposeString('period', { description: 'period1, period2… as the feed numbers them.' }),
    score: t.exposeInt('score'),
  }),
});

const intOrNull = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) ? value : null;

const ScoreRef = builder.objectRef<Score>('Score').implement({
  extensions: INHERIT,
  fields: (t) => ({
    current: t.int({ nullable: true, resolve: (s) => intOrNull(s.current) }),
    display: t.int({ nullable: true, resolve: (s) => intOrNull(s.display ?? s.current) }),
    overtime: t.int({ nullable: true, resolve: (s) => intOrNull(s.overtime) }),
    penalties: t.int({ nullable: true, resolve: (s) => intOrNull(s.penalties) }),
    periods: t.field({
      extensions: cost({ cost: 0, typicalSize: 4 }),
      type: [PeriodScoreRef],
      resolve: (s) =>
        Object.entries(s)
          .map(([key, value]) => ({ n: /^period(\d+)$/.exec(key)?.[1], key, value }))
          .filter((p): p is { n: string; key: string; value: number } => !!p.n && Number.isInteger(p.value))
          .sort((a, b) => Number(a.n) - Number(b.n))
          .map((p) => ({ period: p.key, score: p.value })),
    }),
  }),
});

const VenueRef = builder.objectRef<Venue>('Venue').implement({
  extensions: INHERIT,
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    city: t.exposeString('city', { nullable: true, description: 'As the feed writes it.' }),
    cityPt: t.string({
      nullable: true,
      description:
        'The city in pt-BR where Portuguese has a name of its own (London → Londres), else as city.',
      resolve: (v) => (v.city === undefined ? null : cityName(v.city)),
    }),
    capacity: t.exposeInt('capacity', { nullable: true }),
    country: t.field({ type: CountryRef, nullable: true, resolve: (v) => v.country }),
  }),
});

const RefereeRef = builder.objectRef<Referee>('Referee').implement({
  extensions: INHERIT,
  fields: (t) => ({
    name: t.exposeString('name'),
    games: t.exposeInt('games', { nullable: true }),
    yellowCards: t.exposeInt('yellowCards', { nullable: true }),
    redCards: t.exposeInt('redCards', { nullable: true }),
    yellowRedCards: t.exposeInt('yellowRedCards', { nullable: true }),
    country: t.field({ type: CountryRef, nullable: true, resolve: (r) => r.country }),
  }),
});

export const EventRef = builder.objectRef<SportEvent>('Event');

/** Ids in GraphQL arguments and global ids are checked before they reach an upstream path. */
export function parseEventId(id: string | number): number | null {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

builder.node(EventRef, {
  extensions: publicFor(sportsMaxAge('event')),
  description:
    'A sports event. Header fields come with the event; every other section (odds, votes, lineups…) is a ' +
    'nullable field loaded on its own: null without an error means the feed has no coverage, null with an ' +
    'UPSTREAM_UNAVAILABLE on that path means it failed to load.',
  id: { resolve: (event) => event.id, parse: (id) => parseEventId(id) ?? 0 },
  loadOne: async (id, ctx) => (id > 0 ? loadSection(() => ctx.sports.event(id)) : null),
  fields: (t) => ({
    eventId: t.exposeInt('id', {
      description: 'The id of the event in the sports feed (used in site URLs).',
    }),
    slug: t.exposeString('slug', { nullable: true }),
    customId: t.exposeString('customId', { nullable: true }),
    // Tournament, competition and category come with the event: no work to charge for (lists group by them).
    tournament: t.field({
      extensions: cost({ cost: 0 }),
      type: TournamentRef,
      nullable: true,
      resolve: (e) => e.tournament,
    }),
    uniqueTournament: t.field({
      type: UniqueTournamentRef,
      nullable: true,
      resolve: (e) => e.tournament?.uniqueTournament,
    }),
    season: t.field({ type: SeasonRef, nullable: true, resolve: (e) => e.season }),
    round: t.int({ nullable: true, resolve: (e) => e.roundInfo?.round }),
    roundName: t.string({ nullable: true, resolve: (e) => e.roundInfo?.name }),
    status: t.field({ type: EventStatusRef, resolve: (e) => e.status }),
    isLive: t.boolean({ resolve: (e) => e.status.type === 'inprogress' }),
    startTime: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (e) =>
        e.startTimestamp === undefined ? null : new Date(e.startTimestamp * 1000).toISOString(),
    }),
    category: t.field({ type: CategoryRef, nullable: true, resolve: (e) => e.tournament?.category }),
    country: t.field({
      type: CountryRef,
      nullable: true,
      resolve: (e) => e.country ?? e.tournament?.category?.country ?? e.venue?.country,
    }),
    sport: t.field({
      type: SportRef,
      nullable: true,
      resolve: (e) => {
        const slug = sportSlugOf(e);
        return slug ? { slug } : null;
      },
    }),
    homeTeam: t.field({ type: TeamRef, resolve: (e) => e.homeTeam }),
    awayTeam: t.field({ type: TeamRef, resolve: (e) => e.awayTeam }),
    homeScore: t.field({ type: ScoreRef, nullable: true, resolve: (e) => e.homeScore }),
    awayScore: t.field({ type: ScoreRef, nullable: true, resolve: (e) => e.awayScore }),
    winner: t.field({
      type: Winner.ref,
      nullable: true,
      description: 'Who won the match once it is decided; null before and when the feed does not say.',
      resolve: (e) => Winner.read(e.winnerCode),
    }),
    venue: t.field({ type: VenueRef, nullable: true, resolve: (e) => e.venue }),
    referee: t.field({ type: RefereeRef, nullable: true, resolve: (e) => e.referee }),
    attendance: t.exposeInt('attendance', { nullable: true }),
  }),
});

/**
 * The sections of an event the feed serves by the event's id alone (`/event/{id}/…`): an Event field of the
 * same name as the resource resolves it with `ctx.sports.<name>(event.id)`.
 */
const SECTIONS_BY_EVENT_ID = new Set(
  Object.entries(sportsPaths as Record<string, (...args: never[]) => string>)
    .filter(
      ([name, path]) =>
        name !== 'event' && path.length === 1 && (path as (id: number) => string)(0).startsWith('/event/0/'),
    )
    .map(([name]) => name),
);

/**
 * Starts the loads of the id-only sections the operation selects under this `event` field together with
 * the event's own load, instead of after it answered: the page's upstream calls become two round trips
 * (the event with its sections, then what needs its teams and season) as a REST aggregator makes them.
 * The loads go through the request's DataLoader, so each section's resolver gets the same promise; the
 * selection is collected as execution collects it (fragments, @skip/@include), so nothing unselected is
 * fetched. When the event turns out unknown, those sections were asked for nothing (the feed answers 404);
 * the operation is still charged for those calls (plugins/cost.ts).
 */
function startSelectedSections(ctx: GraphQLContext, id: number, info: GraphQLResolveInfo): void {
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return;
  const selected = collectSubfields(info.schema, info.fragments, info.variableValues, type, info.fieldNodes);
  for (const nodes of selected.values()) {
    const name = nodes[0].name.value;
    if (!SECTIONS_BY_EVENT_ID.has(name)) continue;
    // Its failure is the section field's to report, from the same promise.
    (ctx.sports[name as keyof typeof sportsPaths] as (eventId: number) => Promise<unknown>)(id).catch(
      () => {},
    );
  }
}

builder.queryField('event', (t) =>
  t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('event')) },
    type: EventRef,
    nullable: true,
    description:
      'An event by its global id (the `id` that `node` takes) or by its number in the sports feed ' +
      '(`eventId`, as in site URLs); null when the feed does not know it or the id is of another type.',
    args: {
      id: t.arg.id({
        required: true,
        description: 'The event\'s global id, or its feed number written in decimal ("13981731").',
      }),
    },
    resolve: (_root, args, ctx, info) => {
      const id = parseIntId(String(args.id), 'Event');
      if (id === null) return null;
      // The event's own load first: under a tight upstream-call budget it is the call that must not be
      // refused.
      const event = loadSection(() => ctx.sports.event(id));
      startSelectedSections(ctx, id, info);
      return event;
    },
  }),
);
