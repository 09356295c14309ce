import { positionName } from '../../../i18n/labels.ts';
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
import { EventRef } from './event.ts';
import { loadSection } from './section.ts';
import { CountryRef } from './team.ts';

const PositionRef = builder.objectRef<{ code: string }>('PlayerPosition').implement({
  extensions: INHERIT,
  fields: (t) => ({
    code: t.exposeString('code', { description: 'G, D, M or F (other sports may send other codes).' }),
    label: t.string({
      description: 'pt-BR label: Goleiro, Defensor, Meio-campista, Atacante.',
      resolve: (p) => positionName(p.code),
    }),
  }),
});

const MarketValueRef = builder.objectRef<{ value: number; currency: string }>('MarketValue').implement({
  extensions: INHERIT,
  description: 'Estimated transfer value in the currency the feed uses (usually EUR), not BRL.',
  fields: (t) => ({
    value: t.exposeFloat('value'),
    currency: t.exposeString('currency'),
  }),
});

export const PlayerRef = builder.objectRef<Player>('Player').implement({
  extensions: INHERIT,
  fields: (t) => ({
    playerId: t.exposeInt('id'),
    name: t.exposeString('name'),
    shortName: t.string({ resolve: (p) => p.shortName ?? p.name }),
    position: t.field({
      type: PositionRef,
      nullable: true,
      resolve: (p) => (p.position ? { code: p.position } : null),
    }),
    jerseyNumber: t.exposeString('jerseyNumber', { nullable: true }),
    height: t.exposeInt('height', { nullable: true, description: 'Centimetres.' }),
    dateOfBirth: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (p) =>
        p.dateOfBirthTimestamp === undefined ? null : new Date(p.dateOfBirthTimestamp * 1000).toISOString(),
    }),
    country: t.field({ type: CountryRef, nullable: true, resolve: (p) => p.country }),
    marketValue: t.field({ type: MarketValueRef, nullable: true, resolve: (p) => p.proposedMarketValueRaw }),
  }),
});

const LineupPlayerRef = builder.objectRef<LineupPlayer>('LineupPlayer').implement({
  extensions: INHERIT,
  fields: (t) => ({
    player: t.field({ type: PlayerRef, resolve: (l) => l.player }),
    jerseyNumber: t.string({
      nullable: true,
      resolve: (l) =>
        l.jerseyNumber ?? (l.shirtNumber !== undefined ? String(l.shirtNumber) : l.player.jerseyNumber),
    }),
    position: t.field({
      type: PositionRef,
      nullable: true,
      resolve: (l) => {
        const code = l.position ?? l.player.position;
        return code ? { code } : null;
      },
    }),
    substitute: t.boolean({ resolve: (l) => l.substitute ?? false }),
    captain: t.boolean({ resolve: (l) => l.captain ?? false }),
    rating: t.float({
      nullable: true,
      description: 'Match rating, else the season average the feed gives before kick-off.',
      resolve: (l) => l.statistics?.rating ?? l.avgRating,
    }),
    minutesPlayed: t.int({ nullable: true, resolve: (l) => l.statistics?.minutesPlayed }),
  }),
});

const MissingPlayerRef = builder.objectRef<MissingPlayer>('MissingPlayer').implement({
  extensions: INHERIT,
  fields: (t) => ({
    player: t.field({ type: PlayerRef, resolve: (m) => m.player }),
    type: t.string({
      description: 'missing or doubtful (other values as the feed sends them).',
      resolve: (m) => m.type ?? 'missing',
    }),
    reason: t.exposeInt('reason', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
  }),
});

const TeamLineupRef = builder.objectRef<TeamLineup>('TeamLineup').implement({
  extensions: INHERIT,
  fields: (t) => ({
    formation: t.exposeString('formation', { nullable: true }),
    players: t.field({
      extensions: cost({ cost: 0, typicalSize: 20 }),
      type: [LineupPlayerRef],
      resolve: (l) => l.players,
    }),
    missingPlayers: t.field({
      extensions: cost({ cost: 0, typicalSize: 3 }),
      type: [MissingPlayerRef],
      resolve: (l) => l.missingPlayers,
    }),
  }),
});

const LineupsRef = builder.objectRef<Lineups>('Lineups').implement({
  extensions: INHERIT,
  fields: (t) => ({
    confirmed: t.exposeBoolean('confirmed', { description: 'False while the lineups are only expected.' }),
    home: t.field({ type: TeamLineupRef, nullable: true, resolve: (l) => l.home }),
    away: t.field({ type: TeamLineupRef, nullable: true, resolve: (l) => l.away }),
  }),
});

builder.objectField(EventRef, 'lineups', (t) =>
  t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('lineups')) },
    type: LineupsRef,
    nullable: true,
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.lineups(e.id)),
  }),
);
