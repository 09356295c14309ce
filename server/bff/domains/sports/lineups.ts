import { lookupLabel } from '../../../i18n/labels.ts';
import { MISSING_PLAYER_REASONS, MISSING_PLAYER_TYPES } from '../../../i18n/lineups.ts';
import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type {
  LineupPlayer,
  Lineups,
  MissingPlayer,
  Player,
  TeamLineup,
} from '../../upstreams/sports/decode/lineups.ts';
import { EventRef, sportSlugOf } from './event.ts';
import { positionLabel } from './roster-labels.ts';
import { loadSection, shapedOnce } from './section.ts';
import { CountryRef } from './team.ts';
import { MissingPlayerReason, MissingPlayerType } from './feed-enums.ts';

/** The sport the lineup is of, carried down to its players: position letters mean different roles per sport. */
interface InSport {
  sport?: string;
}

const PositionRef = builder.objectRef<{ code: string } & InSport>('PlayerPosition').implement({
  extensions: INHERIT,
  description: "A player's position: the feed's code and its pt-BR name in the event's sport.",
  fields: (t) => ({
    code: t.exposeString('code', {
      description: "The feed's code: G, D, M or F in football; G, F, C in basketball; others per sport.",
    }),
    label: t.string({
      description: "pt-BR name of the position in the event's sport: Goleiro, Armador, Pivô, Levantador…",
      resolve: (p) => positionLabel(p.code, p.sport),
    }),
  }),
});

const MarketValueRef = builder.objectRef<{ value: number; currency: string }>('MarketValue').implement({
  extensions: INHERIT,
  description: 'Estimated transfer value in the currency the feed uses (usually EUR), not BRL.',
  fields: (t) => ({
    value: t.exposeFloat('value', {
      description: 'The amount in whole units of `currency` (1200000 is 1.2 million), not cents.',
    }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency ("EUR").' }),
  }),
});

/** A player with every answer worked out once, as its lineup line is (see ShapedLineupPlayer). */
interface ShapedPlayer {
  playerId: number;
  name: string;
  shortName: string;
  position: ({ code: string } & InSport) | null;
  jerseyNumber: string | null;
  height: number | null;
  dateOfBirth: string | null;
  country: Player['country'] | null;
  marketValue: Player['proposedMarketValueRaw'] | null;
}

function shapePlayer(p: Player, sport: string | undefined): ShapedPlayer {
  return {
    playerId: p.id,
    name: p.name,
    shortName: p.shortName ?? p.name,
    position: p.position ? { code: p.position, sport } : null,
    jerseyNumber: p.jerseyNumber ?? null,
    height: p.height ?? null,
    dateOfBirth:
      p.dateOfBirthTimestamp === undefined ? null : new Date(p.dateOfBirthTimestamp * 1000).toISOString(),
    country: p.country ?? null,
    marketValue: p.proposedMarketValueRaw ?? null,
  };
}

const PlayerRef = builder.objectRef<ShapedPlayer>('Player').implement({
  extensions: INHERIT,
  description: 'A player as a lineup lists one, with the profile the feed keeps.',
  fields: (t) => ({
    playerId: t.exposeInt('playerId', { description: "The player's id in the sports feed." }),
    name: t.exposeString('name', { description: 'Full name as the feed writes it.' }),
    shortName: t.exposeString('shortName', {
      description: 'Shorter name ("G. Arana"); the full name when the feed has no short one.',
    }),
    position: t.expose('position', {
      type: PositionRef,
      nullable: true,
      description: "The player's usual position; null when the feed gives none.",
    }),
    jerseyNumber: t.exposeString('jerseyNumber', {
      nullable: true,
      description: 'Usual shirt number, as text ("22"); null when the feed gives none.',
    }),
    height: t.exposeInt('height', {
      nullable: true,
      description: 'Height in centimetres; null when unknown.',
    }),
    dateOfBirth: t.expose('dateOfBirth', {
      type: 'DateTime',
      nullable: true,
      description: 'Date of birth, as the UTC midnight the feed gives; null when unknown.',
    }),
    country: t.expose('country', {
      type: CountryRef,
      nullable: true,
      description: "The player's nationality; null when unknown.",
    }),
    marketValue: t.expose('marketValue', {
      type: MarketValueRef,
      nullable: true,
      description: "The feed's estimate of the player's transfer value; null when it has none.",
    }),
  }),
});

/**
 * A lineup's player with every answer worked out once per decoded lineup (shapedOnce, section.ts), so that
 * compiled execution reads every field as a property.
 */
interface ShapedLineupPlayer {
  player: ShapedPlayer;
  jerseyNumber: string | null;
  position: ({ code: string } & InSport) | null;
  substitute: boolean;
  captain: boolean;
  rating: number | null;
  ratingIsSeasonAverage: boolean;
  minutesPlayed: number | null;
}

const shapeLineupPlayers = shapedOnce((l: LineupPlayer, sport: string | undefined): ShapedLineupPlayer => {
  const code = l.position ?? l.player.position;
  const rating = l.statistics?.rating;
  return {
    player: shapePlayer(l.player, sport),
    jerseyNumber:
      l.jerseyNumber ??
      (l.shirtNumber !== undefined ? String(l.shirtNumber) : (l.player.jerseyNumber ?? null)),
    position: code ? { code, sport } : null,
    substitute: l.substitute ?? false,
    captain: l.captain ?? false,
    rating: rating ?? l.avgRating ?? null,
    ratingIsSeasonAverage: rating == null && l.avgRating != null,
    minutesPlayed: l.statistics?.minutesPlayed ?? null,
  };
});

const LineupPlayerRef = builder.objectRef<ShapedLineupPlayer>('LineupPlayer').implement({
  extensions: INHERIT,
  description: "A player in a team's lineup for this event: a starter or a substitute.",
  fields: (t) => ({
    player: t.expose('player', { type: PlayerRef, description: 'The player.' }),
    jerseyNumber: t.exposeString('jerseyNumber', {
      nullable: true,
      description: 'Shirt number in this match, as text ("22"); else the usual one; null when unknown.',
    }),
    position: t.expose('position', {
      type: PositionRef,
      nullable: true,
      description: 'Position in this match, else the usual one; null when unknown.',
    }),
    substitute: t.exposeBoolean('substitute', {
      description: 'True for the bench, false for a starter (the feed lists starters first).',
    }),
    captain: t.exposeBoolean('captain', {
      description: 'Whether the player captains the team in this match.',
    }),
    rating: t.exposeFloat('rating', {
      nullable: true,
      description: 'Match rating, else the season average the feed gives before kick-off.',
    }),
    ratingIsSeasonAverage: t.exposeBoolean('ratingIsSeasonAverage', {
      description:
        'Whether `rating` is the season average (no match rating yet, as before kick-off or for an unused substitute).',
    }),
    minutesPlayed: t.exposeInt('minutesPlayed', {
      nullable: true,
      description: 'Minutes on the pitch in this match; null before kick-off and for an unused substitute.',
    }),
  }),
});

const MissingPlayerRef = builder.objectRef<MissingPlayer & InSport>('MissingPlayer').implement({
  extensions: INHERIT,
  description: 'A player of the squad out of this match (injured, suspended…) or doubtful.',
  fields: (t) => ({
    player: t.field({
      type: PlayerRef,
      description: 'The player.',
      resolve: (m) => shapePlayer(m.player, m.sport),
    }),
    type: t.field({
      type: MissingPlayerType.ref,
      description: 'Out of the match, or doubtful.',
      resolve: (m) => MissingPlayerType.read(m.type ?? 'missing') ?? 'OTHER',
    }),
    typePt: t.string({
      description: 'pt-BR: Desfalque (missing) or Dúvida (doubtful).',
      resolve: (m) => lookupLabel('missingType', MISSING_PLAYER_TYPES, m.type ?? 'missing'),
    }),
    reason: t.field({
      type: MissingPlayerReason.ref,
      nullable: true,
      description: 'Why the player is missing; null when the feed gives no reason.',
      resolve: (m) => MissingPlayerReason.read(m.reason),
    }),
    reasonPt: t.string({
      nullable: true,
      description:
        'pt-BR reason (Lesão, Suspensão); null when the feed gives none or a code of unknown meaning.',
      resolve: (m) => (m.reason === undefined ? null : (MISSING_PLAYER_REASONS[String(m.reason)] ?? null)),
    }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'Detail in the feed\'s words (English, e.g. "Knee injury"); null when it gives none.',
    }),
  }),
});

const TeamLineupRef = builder.objectRef<TeamLineup & InSport>('TeamLineup').implement({
  extensions: INHERIT,
  description: "One team's lineup for an event.",
  fields: (t) => ({
    formation: t.exposeString('formation', {
      nullable: true,
      description: 'Formation of the starters, defence first ("4-3-3"); null when the feed gives none.',
    }),
    players: t.field({
      extensions: cost({ cost: 0, typicalSize: 20 }),
      type: [LineupPlayerRef],
      description: 'Starters, then substitutes, in the order the feed lists them.',
      resolve: (l) => shapeLineupPlayers(l.players, l.sport),
    }),
    missingPlayers: t.field({
      extensions: cost({ cost: 0, typicalSize: 3 }),
      type: [MissingPlayerRef],
      description: 'Squad players out of the match or doubtful; empty when none.',
      resolve: (l) => l.missingPlayers.map((m) => ({ ...m, sport: l.sport })),
    }),
  }),
});

const LineupsRef = builder.objectRef<Lineups & InSport>('Lineups').implement({
  extensions: INHERIT,
  description: 'The lineups of both teams for an event.',
  fields: (t) => ({
    confirmed: t.exposeBoolean('confirmed', { description: 'False while the lineups are only expected.' }),
    home: t.field({
      type: TeamLineupRef,
      nullable: true,
      description: "The home team's lineup; null when the feed has only the away one.",
      resolve: (l) => (l.home ? { ...l.home, sport: l.sport } : null),
    }),
    away: t.field({
      type: TeamLineupRef,
      nullable: true,
      description: "The away team's lineup; null when the feed has only the home one.",
      resolve: (l) => (l.away ? { ...l.away, sport: l.sport } : null),
    }),
  }),
});

builder.objectField(EventRef, 'lineups', (t) =>
  t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('lineups')) },
    type: LineupsRef,
    nullable: true,
    description:
      "Both teams' lineups, expected ones before kick-off (see `confirmed`); null when the feed has none " +
      'for the event or, with an UPSTREAM_UNAVAILABLE, failed to load them.',
    resolve: async (e, _args, ctx) => {
      const lineups = await loadSection(() => ctx.sports.lineups(e.id));
      return lineups && { ...lineups, sport: sportSlugOf(e) };
    },
  }),
);
