import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { OddsChoice, OddsMarket, WinningOdds } from '../../upstreams/sports/decode/odds.ts';
import { EventRef } from './event.ts';
import { loadSection } from './section.ts';

const OddsChoiceRef = builder.objectRef<OddsChoice>('OddsChoice').implement({
  extensions: INHERIT,
  fields: (t) => ({
    sourceId: t.exposeInt('sourceId', { nullable: true }),
    name: t.exposeString('name', {
      description: 'Outcome label as the feed sends it: "1", "X", "2", "Over"…',
    }),
    fractionalValue: t.exposeString('fractionalValue', { nullable: true, description: 'Price as "a/b".' }),
    decimalValue: t.exposeString('decimalValue', {
      nullable: true,
      description: 'a/b + 1 with 2 decimals, as an exact string ("2.50"); null when the price is unusable.',
    }),
    initialFractionalValue: t.exposeString('initialFractionalValue', { nullable: true }),
    initialDecimalValue: t.exposeString('initialDecimalValue', { nullable: true }),
    change: t.exposeInt('change', { description: '1 the price went up, -1 down, 0 unchanged.' }),
    winning: t.exposeBoolean('winning', { nullable: true }),
  }),
});

export const OddsMarketRef = builder.objectRef<OddsMarket>('OddsMarket').implement({
  extensions: INHERIT,
  fields: (t) => ({
    marketId: t.int({ nullable: true, resolve: (m) => m.marketId ?? m.id }),
    key: t.exposeString('key', {
      nullable: true,
      description: 'Role of a featured market (default, fullTime…).',
    }),
    marketName: t.exposeString('marketName'),
    marketGroup: t.exposeString('marketGroup', { nullable: true }),
    marketPeriod: t.exposeString('marketPeriod', { nullable: true }),
    choiceGroup: t.exposeString('choiceGroup', {
      nullable: true,
      description: 'Line of the market, e.g. "2.5".',
    }),
    isLive: t.boolean({ resolve: (m) => m.isLive ?? false }),
    suspended: t.boolean({ resolve: (m) => m.suspended ?? false }),
    choices: t.field({
      extensions: cost({ cost: 0, typicalSize: 3 }),
      type: [OddsChoiceRef],
      resolve: (m) => m.choices,
    }),
  }),
});

type WinningSide = NonNullable<WinningOdds['home']>;

const WinningOddsSideRef = builder.objectRef<WinningSide>('WinningOddsSide').implement({
  extensions: INHERIT,
  fields: (t) => ({
    fractionalValue: t.exposeString('fractionalValue', { nullable: true }),
    decimalValue: t.exposeString('decimalValue', { nullable: true }),
    expected: t.exposeInt('expected', {
      nullable: true,
      description: 'Win rate implied by the odds, percent.',
    }),
    actual: t.exposeInt('actual', {
      nullable: true,
      description: 'Win rate teams had at these odds, percent.',
    }),
  }),
});

const WinningOddsRef = builder.objectRef<WinningOdds>('WinningOdds').implement({
  extensions: INHERIT,
  fields: (t) => ({
    home: t.field({ type: WinningOddsSideRef, nullable: true, resolve: (w) => w.home }),
    away: t.field({ type: WinningOddsSideRef, nullable: true, resolve: (w) => w.away }),
  }),
});

builder.objectFields(EventRef, (t) => ({
  odds: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL, typicalSize: 12 }), ...publicFor(sportsMaxAge('odds')) },
    type: [OddsMarketRef],
    nullable: true,
    description: 'All odds markets of the event.',
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.odds(e.id)),
  }),
  featuredOdds: t.field({
    extensions: {
      ...cost({ cost: UPSTREAM_CALL, typicalSize: 2 }),
      ...publicFor(sportsMaxAge('featuredOdds')),
    },
    type: [OddsMarketRef],
    nullable: true,
    description: 'The markets the feed features (the main 1X2 market first when present).',
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.featuredOdds(e.id)),
  }),
  winningOdds: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('winningOdds')) },
    type: WinningOddsRef,
    nullable: true,
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.winningOdds(e.id)),
  }),
}));
