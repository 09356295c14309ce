import { ODDS_SCALE, formatOdds, fractionalToE4 } from '../../../bets/odds.ts';
import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import type { OddsChoice, OddsMarket, WinningOdds } from '../../upstreams/sports/decode/odds.ts';
import { EventRef } from './event.ts';
import { FeaturedMarketRole, MarketGroup, MarketPeriod } from './feed-enums.ts';
import { choiceNamePt, formatLine, marketNamePt, movementOf, type Sides } from './odds-labels.ts';
import { loadSection, shapedOnce } from './section.ts';

type Movement = 'UP' | 'DOWN' | 'NONE';

/**
 * A market as answered in its event's context (the sides' names label "1" and "2"), every field a property
 * worked out once per decoded list and pair of names (marketsInEvent): compiled execution reads them inline.
 */
interface MarketInEvent {
  marketId: number | null;
  key: string | null;
  featuredRole: ReturnType<typeof FeaturedMarketRole.read>;
  marketName: string;
  marketNamePt: string;
  marketGroup: string | null;
  group: ReturnType<typeof MarketGroup.read>;
  marketPeriod: string | null;
  period: ReturnType<typeof MarketPeriod.read>;
  choiceGroup: string | null;
  linePt: string | null;
  isLive: boolean;
  suspended: boolean;
  choices: ChoiceInMarket[];
}

interface ChoiceInMarket {
  sourceId: number | null;
  name: string;
  namePt: string;
  fractionalValue: string | null;
  decimalValue: string | null;
  betOdds: string | null;
  initialFractionalValue: string | null;
  initialDecimalValue: string | null;
  change: Movement;
  movement: Movement;
  winning: boolean | null;
}

/** The price as the Banca API records a bet on it (server/bets/odds.ts), four decimals rather than two. */
function betOddsOf(fractional: string | undefined): string | null {
  const e4 = fractional ? fractionalToE4(fractional) : undefined;
  return e4 === undefined || e4 <= ODDS_SCALE ? null : formatOdds(e4);
}

function choiceInMarket(c: OddsChoice, line: string | undefined, sides: Sides): ChoiceInMarket {
  return {
    sourceId: c.sourceId ?? null,
    name: c.name,
    namePt: choiceNamePt(c.name, line, sides),
    fractionalValue: c.fractionalValue ?? null,
    decimalValue: c.decimalValue ?? null,
    betOdds: betOddsOf(c.fractionalValue),
    initialFractionalValue: c.initialFractionalValue ?? null,
    initialDecimalValue: c.initialDecimalValue ?? null,
    change: c.change > 0 ? 'UP' : c.change < 0 ? 'DOWN' : 'NONE',
    movement: movementOf(c.initialDecimalValue, c.decimalValue),
    winning: c.winning ?? null,
  };
}

function marketInEvent(m: OddsMarket, sides: Sides): MarketInEvent {
  return {
    marketId: m.marketId ?? m.id ?? null,
    key: m.key ?? null,
    featuredRole: FeaturedMarketRole.read(m.key),
    marketName: m.marketName,
    marketNamePt: marketNamePt(m.marketName),
    marketGroup: m.marketGroup ?? null,
    group: MarketGroup.read(m.marketGroup),
    marketPeriod: m.marketPeriod ?? null,
    period: MarketPeriod.read(m.marketPeriod),
    choiceGroup: m.choiceGroup ?? null,
    linePt: m.choiceGroup === undefined ? null : formatLine(m.choiceGroup),
    isLive: m.isLive ?? false,
    suspended: m.suspended ?? false,
    choices: m.choices.map((c) => choiceInMarket(c, m.choiceGroup, sides)),
  };
}

const OddsMovementEnum = builder.enumType('OddsMovement', {
  description: "How a price moved since the market opened (the feed's initial against its current value).",
  values: {
    UP: { description: 'The decimal price is higher than at the opening.' },
    DOWN: { description: 'The decimal price is lower than at the opening.' },
    NONE: { description: 'Unchanged at 2 decimals, or the opening price is unknown.' },
  },
});

const OddsChoiceRef = builder.objectRef<ChoiceInMarket>('OddsChoice').implement({
  extensions: INHERIT,
  description: 'One outcome of a market and its price.',
  fields: (t) => ({
    sourceId: t.exposeInt('sourceId', {
      nullable: true,
      description: "The feed's id of this outcome at its odds provider: opaque; null when not sent.",
    }),
    name: t.exposeString('name', {
      description: 'Outcome label as the feed sends it: "1", "X", "2", "Over"…',
    }),
    namePt: t.exposeString('namePt', {
      description:
        'The outcome in pt-BR: "1"/"2" by the team\'s name, "Empate", "Mais de 2,5", "Flamengo (-0,25)"… (catalogue: server/i18n/markets.ts).',
    }),
    fractionalValue: t.exposeString('fractionalValue', {
      nullable: true,
      description: 'Price as fractional odds "a/b" (the profit per unit staked); null when not sent.',
    }),
    decimalValue: t.exposeString('decimalValue', {
      nullable: true,
      description: 'a/b + 1 with 2 decimals, as an exact string ("2.50"); null when the price is unusable.',
    }),
    betOdds: t.exposeString('betOdds', {
      nullable: true,
      description:
        'The price a bet on this outcome is recorded at: a/b + 1 to four decimals, rounded half up ("2.625", "4.3333"), as recordBet takes it when a leg leaves its odds out; decimalValue is the same price to two decimals for display. Null when the price is unusable.',
    }),
    initialFractionalValue: t.exposeString('initialFractionalValue', {
      nullable: true,
      description: 'Opening price as fractional odds "a/b"; null when not sent.',
    }),
    initialDecimalValue: t.exposeString('initialDecimalValue', {
      nullable: true,
      description: 'Opening price as decimal odds with 2 decimals ("2.30").',
    }),
    change: t.expose('change', {
      type: OddsMovementEnum,
      description:
        "Direction of the price's last update, as the feed reports it (see movement for since the opening).",
    }),
    movement: t.expose('movement', {
      type: OddsMovementEnum,
      description: 'Movement since the opening, from initialDecimalValue and decimalValue.',
    }),
    winning: t.exposeBoolean('winning', {
      nullable: true,
      description: 'Once the market is settled: whether this outcome won; null before.',
    }),
  }),
});

export const OddsMarketRef = builder.objectRef<MarketInEvent>('OddsMarket').implement({
  extensions: INHERIT,
  description: 'A betting market of an event, pre-match (isLive false) or live.',
  fields: (t) => ({
    marketId: t.exposeInt('marketId', {
      nullable: true,
      description:
        "The feed's id of the kind of market (1 is Full time), the same in every event; what a bet leg " +
        "records as `marketId`. The market's own id when the feed sends no kind; null when it sends neither.",
    }),
    key: t.exposeString('key', {
      nullable: true,
      description:
        'The feed\'s name of the role of a featured market ("default", "fullTime"); null elsewhere.',
      deprecationReason: 'Use featuredRole: the same roles as an enum.',
    }),
    featuredRole: t.expose('featuredRole', {
      type: FeaturedMarketRole.ref,
      nullable: true,
      description: 'Why the market is among the featured odds; null for a market of the full odds list.',
    }),
    marketName: t.exposeString('marketName', { description: 'As the feed names it (English).' }),
    marketNamePt: t.exposeString('marketNamePt', {
      description:
        'The market in pt-BR ("Resultado final", "Total de gols"…); the line is apart (linePt). Unknown names read readable and are counted.',
    }),
    marketGroup: t.exposeString('marketGroup', {
      nullable: true,
      description:
        'The family of the market as the feed names it (English: "1X2", "Double chance", "Match goals"…); ' +
        'null when not sent.',
      deprecationReason: 'Use group: the same families as an enum.',
    }),
    group: t.expose('group', {
      type: MarketGroup.ref,
      nullable: true,
      description: 'The family of the market (result, totals, handicap…); null when the feed does not say.',
    }),
    marketPeriod: t.exposeString('marketPeriod', {
      nullable: true,
      description:
        'The part of the match the market is settled on, as the feed names it ("Full-time", "1st half"); ' +
        'null when not sent.',
      deprecationReason: 'Use period: the same parts of the match as an enum.',
    }),
    period: t.expose('period', {
      type: MarketPeriod.ref,
      nullable: true,
      description: 'The part of the match the market is settled on; null when the feed does not say.',
    }),
    choiceGroup: t.exposeString('choiceGroup', {
      nullable: true,
      description:
        'The line of a total or handicap as the feed writes it, dot decimals ("2.5", "-0.25"); null for a ' +
        'market without a line. linePt is the same in pt-BR.',
    }),
    linePt: t.exposeString('linePt', {
      nullable: true,
      description: 'The line in pt-BR decimals ("2,5", "-0,25"); null for markets without a line.',
    }),
    isLive: t.exposeBoolean('isLive', {
      description: 'A live market (prices of the play); false for the pre-match (closing) market.',
    }),
    suspended: t.exposeBoolean('suspended', {
      description: 'Betting on the market is suspended for now.',
    }),
    choices: t.expose('choices', {
      extensions: cost({ cost: 0, typicalSize: 3 }),
      type: [OddsChoiceRef],
      description: "Its outcomes, in the feed's order (1, X, 2; Over, Under…).",
    }),
  }),
});

type WinningSide = NonNullable<WinningOdds['home']>;

const WinningOddsSideRef = builder.objectRef<WinningSide>('WinningOddsSide').implement({
  extensions: INHERIT,
  description: "One side's pre-match price to win, with how often sides at that price won.",
  fields: (t) => ({
    fractionalValue: t.exposeString('fractionalValue', {
      nullable: true,
      description: 'The price as "a/b" (fractional odds); null when not sent.',
    }),
    decimalValue: t.exposeString('decimalValue', {
      nullable: true,
      description:
        'The price as decimal odds, a/b + 1 with 2 decimals ("2.50"); null when unusable or not sent.',
    }),
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
  description: "Each side's price to win against how often sides priced like that actually won.",
  fields: (t) => ({
    home: t.field({
      type: WinningOddsSideRef,
      nullable: true,
      description: 'The home side; null when the feed has only the away side.',
      resolve: (w) => w.home,
    }),
    away: t.field({
      type: WinningOddsSideRef,
      nullable: true,
      description: 'The away side; null when the feed has only the home side.',
      resolve: (w) => w.away,
    }),
  }),
});

const marketsWithSides = shapedOnce(marketInEvent, (sides) => `${sides.home ?? ''}\0${sides.away ?? ''}`);

/**
 * The markets with the event's sides, so "1" and "2" read as the teams' names ("Casa"/"Fora" without one),
 * made once per decoded list and pair of names (shapedOnce).
 */
export function marketsInEvent(markets: readonly OddsMarket[], e: SportEvent | null): MarketInEvent[] {
  return marketsWithSides(markets, e ? { home: e.homeTeam.name, away: e.awayTeam.name } : {});
}

builder.objectFields(EventRef, (t) => ({
  odds: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL, typicalSize: 12 }), ...publicFor(sportsMaxAge('odds')) },
    type: [OddsMarketRef],
    nullable: true,
    description: 'All odds markets of the event: the pre-match ones and, while it is played, the live ones.',
    resolve: async (e, _args, ctx) => {
      const markets = await loadSection(() => ctx.sports.odds(e.id));
      return markets && marketsInEvent(markets, e);
    },
  }),
  featuredOdds: t.field({
    extensions: {
      ...cost({ cost: UPSTREAM_CALL, typicalSize: 2 }),
      ...publicFor(sportsMaxAge('featuredOdds')),
    },
    type: [OddsMarketRef],
    nullable: true,
    description: 'The markets the feed features (the main 1X2 market first when present).',
    resolve: async (e, _args, ctx) => {
      const markets = await loadSection(() => ctx.sports.featuredOdds(e.id));
      return markets && marketsInEvent(markets, e);
    },
  }),
  winningOdds: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('winningOdds')) },
    type: WinningOddsRef,
    nullable: true,
    description:
      'Expected against actual win rates at the pre-match prices; null when the feed has none for the ' +
      'event or, with an UPSTREAM_UNAVAILABLE, failed to load them.',
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.winningOdds(e.id)),
  }),
}));
