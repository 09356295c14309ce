import { builder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { BancaWagerStats, BancaWagerStatsGroup } from '../../upstreams/banca/decode.ts';
import { SPORT_NAMES } from '../../../i18n/pt-BR.ts';
import { BETS_STATS_LABELS } from '../../../i18n/bff.ts';
import { marketNamePt } from '../sports/odds-labels.ts';
import { UserRef } from '../auth/user.ts';
import { filteredAccountFound, historyArgs, historyFilters, leagueNamePt } from './bet.ts';

// Statistics of the user's bets (docs/BETS.md, "Statistics"): computed by the Banca API in SQL, one call.

type Grouping = 'all' | 'sport' | 'league' | 'house' | 'market';

interface GroupShape {
  grouping: Grouping;
  group: BancaWagerStatsGroup;
}

type DayShape = BancaWagerStats['daily'][number];

/**
 * What the screen writes for a group: the sport's pt-BR name, the league's as BetLeg.league reads it, the
 * market's as BetLeg.marketNamePt, or the key (a betting house); bets whose legs differ apart. The API groups by the stored name, so one league stays one group.
 */
function labelOf({ grouping, group }: GroupShape): string {
  if (grouping === 'all') return BETS_STATS_LABELS.all;
  if (group.key === null) return BETS_STATS_LABELS.mixed[grouping];
  if (grouping === 'sport') return SPORT_NAMES[group.key as keyof typeof SPORT_NAMES] ?? group.key;
  if (grouping === 'league') return leagueNamePt(group.key);
  if (grouping === 'market') return marketNamePt(group.key);
  return group.key;
}

const BetStatsGroupRef = builder.objectRef<GroupShape>('BetStatsGroup').implement({
  extensions: PRIVATE,
  description:
    'Statistics of a group of bets (all of them, or those of a sport, league, betting house or market). ' +
    'Money and profit count the settled bets; ratios are percentages with two decimals, rounded half away ' +
    'from zero, null when there is nothing to divide by.',
  fields: (t) => ({
    key: t.string({
      nullable: true,
      description:
        "The group's value: a sport slug, a league as the feed names it, a betting house's name or a market's " +
        'name; null for the bets whose legs are of different ones (multiples), and in the summary.',
      resolve: (g) => g.group.key,
    }),
    label: t.string({
      description:
        'What the screen writes for the group, in pt-BR (the sport’s name, the league’s as `BetLeg.league` ' +
        'names it, "Todas as apostas"…).',
      resolve: labelOf,
    }),
    bets: t.int({ description: 'Bets in the group.', resolve: (g) => g.group.bets }),
    open: t.int({ description: 'Bets still open.', resolve: (g) => g.group.open }),
    settled: t.int({
      description: 'Bets settled (any result, cash-outs included).',
      resolve: (g) => g.group.settled,
    }),
    staked: t.field({
      type: 'Money',
      description: 'Stakes of the settled bets.',
      resolve: (g) => g.group.staked,
    }),
    returned: t.field({
      type: 'Money',
      description: 'What the settled bets paid back, stakes included.',
      resolve: (g) => g.group.returned,
    }),
    profit: t.field({ type: 'Money', description: 'Returned minus staked.', resolve: (g) => g.group.profit }),
    roiPercent: t.field({
      type: 'Decimal',
      nullable: true,
      description:
        "ROI of the bets: profit ÷ staked × 100 (not an account's Rendimento, which measures deposits); null " +
        'before any bet is settled.',
      resolve: (g) => g.group.roi_percent,
    }),
    won: t.int({ description: 'Bets won or half won.', resolve: (g) => g.group.won }),
    lost: t.int({ description: 'Bets lost or half lost.', resolve: (g) => g.group.lost }),
    hitRatePercent: t.field({
      type: 'Decimal',
      nullable: true,
      description:
        'Taxa de acerto: won ÷ (won + lost) × 100; refunds and cash-outs decide nothing. Null without either.',
      resolve: (g) => g.group.hit_rate_percent,
    }),
    averageOdds: t.field({
      type: 'Decimal',
      nullable: true,
      description: "Mean of the bets' odds (a multiple's combined odds), two decimals; null without bets.",
      resolve: (g) => g.group.average_odds,
    }),
    closingLegs: t.int({
      description: 'Selections (legs) with a closing price, which the closing-line value averages.',
      resolve: (g) => g.group.clv_legs,
    }),
    closingLineValuePercent: t.field({
      type: 'Decimal',
      nullable: true,
      description:
        "Mean closing-line value of the group's selections: (odds taken ÷ closing odds − 1) × 100 per leg " +
        'with a closing price; positive when the prices taken beat the market. Null without any.',
      resolve: (g) => g.group.clv_percent,
    }),
  }),
});

const BetProfitDayRef = builder.objectRef<DayShape>('BetProfitDay').implement({
  extensions: PRIVATE,
  description: 'Profit of the bets settled on one São Paulo day, and the running total (the profit chart).',
  fields: (t) => ({
    date: t.field({ type: 'Date', description: 'The São Paulo day.', resolve: (d) => d.date }),
    settled: t.int({ description: 'Bets settled that day.', resolve: (d) => d.settled }),
    profit: t.field({
      type: 'Money',
      description: 'Their profit (negative: a loss).',
      resolve: (d) => d.profit,
    }),
    cumulativeProfit: t.field({
      type: 'Money',
      description: 'Profit of every settled bet up to the end of that day.',
      resolve: (d) => d.cumulative_profit,
    }),
  }),
});

const groups = (grouping: Grouping, list: BancaWagerStatsGroup[]): GroupShape[] =>
  list.map((group) => ({ grouping, group }));

const BetStatsRef = builder.objectRef<BancaWagerStats>('BetStats').implement({
  extensions: PRIVATE,
  description:
    "Statistics of the user's bets through the history's filters, computed over all of them at once.",
  fields: (t) => ({
    summary: t.field({
      type: BetStatsGroupRef,
      description: 'Every bet the filters keep.',
      resolve: (s): GroupShape => ({ grouping: 'all', group: s.summary }),
    }),
    bySport: t.field({
      type: [BetStatsGroupRef],
      description: 'Per sport, most bets first; multiples across sports in a group of their own (key null).',
      resolve: (s) => groups('sport', s.by_sport),
    }),
    byLeague: t.field({
      type: [BetStatsGroupRef],
      description:
        'Per league (competition, labelled in pt-BR as `BetLeg.league`), most bets first; multiples across ' +
        'leagues in a group of their own (key null).',
      resolve: (s) => groups('league', s.by_league),
    }),
    byBettingHouse: t.field({
      type: [BetStatsGroupRef],
      description: 'Per betting house of the accounts, most bets first.',
      resolve: (s) => groups('house', s.by_house),
    }),
    byMarket: t.field({
      type: [BetStatsGroupRef],
      description: "Per market (the feed's name: Full time, Match goals…), most bets first.",
      resolve: (s) => groups('market', s.by_market),
    }),
    profitByDay: t.field({
      type: [BetProfitDayRef],
      description: 'The days bets were settled on (São Paulo), oldest first, with the running profit.',
      resolve: (s) => s.daily,
    }),
  }),
});

builder.objectField(UserRef, 'betStats', (t) =>
  t.field({
    type: BetStatsRef,
    description:
      "Statistics of the user's bets (ROI, hit rate, average odds, closing-line value, profit per day), " +
      'through the same filters as `bets` (every one optional). One upstream call, whatever the number of ' +
      'bets. A malformed filter is refused with code BAD_USER_INPUT.',
    extensions: cost({ cost: UPSTREAM_CALL }),
    args: historyArgs(t.arg),
    resolve: async (_user, args, ctx) => {
      const { status: _status, ...filters } = historyFilters(args);
      return filteredAccountFound(ctx.banca.wagerStats.load(filters));
    },
  }),
);
