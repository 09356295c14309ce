import {
  getNamedType,
  isObjectType,
  type FieldNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
} from 'graphql';
import { collectSubfields } from 'graphql/execution/collectFields.js';
import { builder } from '../../builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import { sportsPaths } from '../../upstreams/sports/resources.ts';
import { statusDescription } from '../../../i18n/labels.ts';
import { categoryName, cityName } from '../../../i18n/places.ts';
import { competitionNamePt, roundNamePt, tournamentNamePt } from '../../../i18n/stages.ts';
import { parseIntId, parseNodeIntId } from '../common/global-id.ts';
import { loadSection } from './section.ts';
import { SportRef } from './sport-type.ts';
import { CountryRef, TeamRef } from './team.ts';
import { Winner } from './feed-enums.ts';

type Tournament = NonNullable<SportEvent['tournament']>;
type UniqueTournament = NonNullable<Tournament['uniqueTournament']>;
type Category = NonNullable<Tournament['category']>;
type Season = NonNullable<SportEvent['season']>;
type Status = SportEvent['status'];
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
  values: {
    NOTSTARTED: { description: 'Not started yet: scheduled, or waiting for kick-off.' },
    INPROGRESS: { description: 'In play, breaks included (half-time, between periods or sets).' },
    FINISHED: { description: 'Over: the score is final.' },
    CANCELED: { description: 'Called off: it will not be played (the feed\'s "canceled" or "cancelled").' },
    POSTPONED: { description: 'Put off to a later date, which the feed may not know yet.' },
    OTHER: {
      description:
        'Any other type the feed sends (interrupted, delayed, abandoned…) or none at all: `typeKey` has it.',
    },
  } satisfies Record<EventStatusType, { description: string }>,
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
  description: 'Where an event stands: the phase to branch on, and the finer status the feed gives.',
  fields: (t) => ({
    code: t.exposeInt('code', {
      nullable: true,
      description:
        "The feed's status code, finer than `type`: 0 not started, 6 1st half, 7 2nd half, 31 half-time, " +
        '60 postponed, 100 ended…; null when the feed sends none.',
    }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'As the feed sends it (English).',
    }),
    descriptionPt: t.string({
      description:
        'pt-BR reading of the status ("2nd half" → "2º tempo", "Bottom 9th" → "Parte baixa da 9ª entrada"), ' +
        'never the feed\'s English: a description nobody translated is read by its code (110 → "Após ' +
        'prorrogação"), else by its type ("Em andamento"). Always set.',
      resolve: (s) => statusDescription(s),
    }),
    type: t.field({
      type: EventStatusTypeEnum,
      description: 'The phase of the event: what clients branch on.',
      resolve: (s) => statusTypeOf(s.type),
    }),
    typeKey: t.exposeString('type', { description: 'The raw status type of the feed, e.g. "inprogress".' }),
  }),
});

const CategoryRef = builder.objectRef<Category>('Category').implement({
  extensions: INHERIT,
  description: 'Country or region a tournament belongs to.',
  fields: (t) => ({
    categoryId: t.exposeInt('id', { nullable: true, description: "The category's id in the sports feed." }),
    name: t.exposeString('name', { description: 'As the feed writes it (English).' }),
    namePt: t.string({
      description:
        'pt-BR name (World → Mundo, England → Inglaterra, Morocco Amateur → Marrocos Amador); one nobody ' +
        'translated is as the feed wrote it, and counted as a label miss.',
      resolve: (c) => categoryName({ name: c.name, alpha2: c.alpha2 ?? c.country?.alpha2 }),
    }),
    slug: t.exposeString('slug', {
      nullable: true,
      description: 'URL-safe name in the feed ("england", "world"); null when the feed sends none.',
    }),
    flag: t.exposeString('flag', {
      nullable: true,
      description:
        'Key of the flag to show: the country\'s slug ("england"), or a region\'s ("international" for ' +
        'World); null when the feed sends none.',
    }),
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
    uniqueTournamentId: t.exposeInt('id', {
      description: "The competition's id in the sports feed, the same in every season.",
    }),
    name: t.exposeString('name', {
      description: 'As the feed writes it ("Brasileirão Série A", "Club Friendly Games").',
    }),
    namePt: t.string({
      description:
        'pt-BR name: a competition named by what it is read in Portuguese ("Club Friendly Games" → ' +
        '"Amistosos de Clubes"), a proper name ("Brasileirão Série A") as the feed writes it, with the ' +
        'stage some competitions carry in their name read too ("Second Division Group B" → "Second ' +
        'Division Grupo B") and age groups ("U19" → "Sub-19").',
      resolve: (u) => tournamentNamePt(u.name),
    }),
    slug: t.exposeString('slug', { nullable: true, description: 'URL-safe name in the feed.' }),
    primaryColorHex: t.exposeString('primaryColorHex', {
      nullable: true,
      description: 'The competition\'s main brand colour as a CSS hex string ("#25497d"); null when unknown.',
    }),
    secondaryColorHex: t.exposeString('secondaryColorHex', {
      nullable: true,
      description: 'Its second brand colour as a CSS hex string; null when unknown.',
    }),
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
    tournamentId: t.exposeInt('id', {
      nullable: true,
      description: "The tournament's (stage's) id in the sports feed; null when the feed sends none.",
    }),
    name: t.exposeString('name', { description: 'As the feed writes it (the stage, if any, in English).' }),
    namePt: t.string({
      description:
        'The name with its stage in pt-BR ("Africa Cup of Nations, Group A" → "…, Grupo A"); the ' +
        'competition’s own name is a proper name and stays as the feed writes it, but for its age group ' +
        '("U19" → "Sub-19").',
      resolve: (x) => tournamentNamePt(x.name),
    }),
    slug: t.exposeString('slug', { nullable: true, description: 'URL-safe name in the feed.' }),
    uniqueTournament: t.field({
      extensions: cost({ cost: 0 }),
      type: UniqueTournamentRef,
      nullable: true,
      description: 'The competition this is a stage of; null when the feed groups it under none.',
      resolve: (x) => x.uniqueTournament,
    }),
    category: t.field({
      extensions: cost({ cost: 0 }),
      type: CategoryRef,
      nullable: true,
      description: 'The country or region of the competition; null when the feed sends none.',
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
  description: 'One season of a competition (e.g. Brasileirão Série A 2025).',
  fields: (t) => ({
    seasonId: t.exposeInt('id', {
      description: "The season's id in the sports feed (standings and team statistics are per season).",
    }),
    name: t.exposeString('name', {
      nullable: true,
      description: 'As the feed writes it ("Club Friendly Games 2025"); null when the feed sends none.',
    }),
    namePt: t.string({
      nullable: true,
      description:
        'pt-BR name: a competition named by what it is read in Portuguese ("Club Friendly Games 2025" → ' +
        '"Amistosos de Clubes 2025"), a proper name as the feed writes it; null when the feed sends none.',
      resolve: (s) => (s.name == null ? null : competitionNamePt(s.name)),
    }),
    year: t.exposeString('year', {
      nullable: true,
      description: 'As the feed writes it: "2025" or "25/26".',
    }),
  }),
});

const VenueRef = builder.objectRef<Venue>('Venue').implement({
  extensions: INHERIT,
  description: 'Where an event is played: a stadium, arena or court.',
  fields: (t) => ({
    name: t.exposeString('name', {
      nullable: true,
      description: 'Name of the stadium or arena, as the feed writes it; null when it sends none.',
    }),
    city: t.exposeString('city', { nullable: true, description: 'As the feed writes it.' }),
    cityPt: t.string({
      nullable: true,
      description:
        'The city in pt-BR where Portuguese has a name of its own (London → Londres), else as city.',
      resolve: (v) => (v.city === undefined ? null : cityName(v.city)),
    }),
    capacity: t.exposeInt('capacity', { nullable: true, description: 'Seats; null when unknown.' }),
    country: t.field({
      type: CountryRef,
      nullable: true,
      description: 'The country of the venue; null when unknown.',
      resolve: (v) => v.country,
    }),
  }),
});

const RefereeRef = builder.objectRef<Referee>('Referee').implement({
  extensions: INHERIT,
  description:
    "An event's referee, with the career record the feed keeps (every count null when the feed sends none).",
  fields: (t) => ({
    name: t.exposeString('name', { description: 'As the feed writes it.' }),
    games: t.exposeInt('games', { nullable: true, description: 'Matches refereed.' }),
    yellowCards: t.exposeInt('yellowCards', {
      nullable: true,
      description: 'Yellow cards shown in those matches.',
    }),
    redCards: t.exposeInt('redCards', { nullable: true, description: 'Straight red cards shown.' }),
    yellowRedCards: t.exposeInt('yellowRedCards', {
      nullable: true,
      description: 'Second yellow cards (a yellow, then a red) shown.',
    }),
    country: t.field({
      type: CountryRef,
      nullable: true,
      description: "The referee's country; null when unknown.",
      resolve: (r) => r.country,
    }),
  }),
});

export const EventRef = builder.objectRef<SportEvent>('Event');

builder.node(EventRef, {
  extensions: publicFor(sportsMaxAge('event')),
  description:
    'A sports event. Header fields come with the event; every other section (odds, votes, lineups…) is a ' +
    'nullable field loaded on its own: null without an error means the feed has no coverage, null with an ' +
    'UPSTREAM_UNAVAILABLE on that path means it failed to load.',
  // A decoded id that is no number is BAD_USER_INPUT (global-id.ts); one that names no event loads nothing.
  id: { resolve: (event) => event.id, parse: (id) => parseNodeIntId(id, 'Event') ?? 0 },
  loadOne: async (id, ctx) => (id > 0 ? loadSection(() => ctx.sports.event(id)) : null),
  fields: (t) => ({
    eventId: t.exposeInt('id', {
      description: 'The id of the event in the sports feed (used in site URLs).',
    }),
    slug: t.exposeString('slug', {
      nullable: true,
      description:
        'URL-safe name in the feed, from the teams\' slugs ("fk-partizani-kf-laci"); null when it sends none.',
    }),
    customId: t.exposeString('customId', {
      nullable: true,
      description:
        "The feed's short code of the event (SofaScore names its head-to-head resource by it, e.g. " +
        '"xecswRo"); null when the feed sends none.',
    }),
    // Tournament, competition and category come with the event: no work to charge for (lists group by them).
    tournament: t.field({
      extensions: cost({ cost: 0 }),
      type: TournamentRef,
      nullable: true,
      description: 'The stage or group of the competition it is played in; null when the feed sends none.',
      resolve: (e) => e.tournament,
    }),
    uniqueTournament: t.field({
      type: UniqueTournamentRef,
      nullable: true,
      description: "The competition (the tournament's); null when the feed groups it under none.",
      resolve: (e) => e.tournament?.uniqueTournament,
    }),
    season: t.field({
      type: SeasonRef,
      nullable: true,
      description: 'The season of the competition; null when the feed sends none.',
      resolve: (e) => e.season,
    }),
    round: t.int({
      nullable: true,
      description: 'Round (matchday) number in the competition, from 1; null when the feed gives none.',
      resolve: (e) => e.roundInfo?.round,
    }),
    roundName: t.string({
      nullable: true,
      description:
        'Name of a cup round as the feed writes it (English, e.g. "Quarterfinals"); null when the round ' +
        'has only a number or none.',
      resolve: (e) => e.roundInfo?.name,
    }),
    roundNamePt: t.string({
      nullable: true,
      description:
        'The stage of a cup match in pt-BR, from the feed’s name or cupRoundType: "Oitavas de final", ' +
        '"Quartas de final · Jogo de volta" for a tie’s second leg, "Semifinal", "Final"; null when the ' +
        'feed names no stage (a league’s round is then round alone).',
      resolve: (e) => (e.roundInfo ? roundNamePt(e.roundInfo, e.previousLegEventId !== undefined) : null),
    }),
    status: t.field({
      type: EventStatusRef,
      description: "Where the event stands: its phase, the feed's status code and words.",
      resolve: (e) => e.status,
    }),
    isLive: t.boolean({
      description: 'Whether the event is in play now: status type INPROGRESS, breaks (half-time) included.',
      resolve: (e) => e.status.type === 'inprogress',
    }),
    startTime: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'Scheduled start (UTC; the site shows it in São Paulo time); null when the feed sends none.',
      resolve: (e) =>
        e.startTimestamp === undefined ? null : new Date(e.startTimestamp * 1000).toISOString(),
    }),
    category: t.field({
      type: CategoryRef,
      nullable: true,
      description:
        "The country or region of the competition (the tournament's); null when the feed sends none.",
      resolve: (e) => e.tournament?.category,
    }),
    country: t.field({
      type: CountryRef,
      nullable: true,
      description:
        "The event's country: the feed's own, else the competition's category's, else the venue's; null " +
        'when none of them names one.',
      resolve: (e) => e.country ?? e.tournament?.category?.country ?? e.venue?.country,
    }),
    sport: t.field({
      type: SportRef,
      nullable: true,
      description:
        "The event's sport, read from the competition's category or the home team; null when neither says.",
      resolve: (e) => {
        const slug = sportSlugOf(e);
        return slug ? { slug } : null;
      },
    }),
    homeTeam: t.field({
      type: TeamRef,
      description: 'The home side, named first (a player, in individual sports).',
      resolve: (e) => e.homeTeam,
    }),
    awayTeam: t.field({
      type: TeamRef,
      description: 'The away side, named second (a player, in individual sports).',
      resolve: (e) => e.awayTeam,
    }),
    winner: t.field({
      type: Winner.ref,
      nullable: true,
      description: 'Who won the match once it is decided; null before and when the feed does not say.',
      resolve: (e) => Winner.read(e.winnerCode),
    }),
    venue: t.field({
      type: VenueRef,
      nullable: true,
      description: 'Where it is played; null when the feed does not say.',
      resolve: (e) => e.venue,
    }),
    referee: t.field({
      type: RefereeRef,
      nullable: true,
      description: 'The referee; null when the feed names none.',
      resolve: (e) => e.referee,
    }),
    attendance: t.exposeInt('attendance', {
      nullable: true,
      description: 'Spectators at the venue, as the feed reports it; null when it does not.',
    }),
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

/** The id-only sections one `event` field selects, per document and values of its boolean variables. */
interface SelectedSections {
  fieldNodes: GraphQLResolveInfo['fieldNodes'];
  byConditions: Map<string, string[]>;
}
const selectedSectionsByField = new WeakMap<FieldNode, SelectedSections[]>();
/** Combinations of @skip/@include values kept per field: booleans, so a document has few. */
const MAX_CONDITIONS_PER_FIELD = 64;

/**
 * The id-only sections selected under this `event` field, collected as execution collects them
 * (fragments, @skip/@include). The selection is the parsed document's, which the parser's cache hands out
 * again for the same text, so it is collected once per document and values of the boolean variables (the
 * only ones @skip and @include can read) rather than on every request.
 */
function selectedSections(info: GraphQLResolveInfo, type: GraphQLObjectType): string[] {
  const first = info.fieldNodes[0];
  let kept = selectedSectionsByField.get(first);
  if (!kept) selectedSectionsByField.set(first, (kept = []));
  let entry = kept.find(
    (e) =>
      e.fieldNodes.length === info.fieldNodes.length &&
      e.fieldNodes.every((n, i) => n === info.fieldNodes[i]),
  );
  if (!entry) kept.push((entry = { fieldNodes: info.fieldNodes, byConditions: new Map() }));
  const conditions = Object.entries(info.variableValues)
    .filter(([, value]) => typeof value === 'boolean')
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  let names = entry.byConditions.get(conditions);
  if (!names) {
    const selected = collectSubfields(
      info.schema,
      info.fragments,
      info.variableValues,
      type,
      info.fieldNodes,
    );
    names = [...selected.values()]
      .map((nodes) => nodes[0].name.value)
      .filter((name) => SECTIONS_BY_EVENT_ID.has(name));
    if (entry.byConditions.size >= MAX_CONDITIONS_PER_FIELD) entry.byConditions.clear();
    entry.byConditions.set(conditions, names);
  }
  return names;
}

/**
 * Starts the loads of the id-only sections the operation selects under this `event` field together with
 * the event's own load, instead of after it answered: the page's upstream calls become two round trips
 * (the event with its sections, then what needs its teams and season) as a REST aggregator makes them.
 * The loads go through the request's DataLoader, so each section's resolver gets the same promise; nothing
 * unselected is fetched. When the event turns out unknown, those sections were asked for nothing (the feed
 * answers 404); the operation is still charged for those calls (plugins/cost.ts).
 */
function startSelectedSections(ctx: GraphQLContext, id: number, info: GraphQLResolveInfo): void {
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return;
  for (const name of selectedSections(info, type)) {
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
