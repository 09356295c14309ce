import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { StatisticsItem, StatisticsPeriod } from '../../upstreams/sports/decode/statistics.ts';
import { EventRef, sportSlugOf } from './event.ts';
import { loadSection, shapedOnce } from './section.ts';
import { statisticGroupNamePt, statisticNamePt, statisticsPeriodPt } from './statistics-labels.ts';
import { StatisticsComparison, StatisticsDirection, StatisticsValueType } from './feed-enums.ts';

type Group = StatisticsPeriod['groups'][number];
/** A period as answered: the event's sport names its numbered periods (halves, quarters, sets). */
type PeriodOfSport = StatisticsPeriod & { sportSlug: string | undefined };

/**
 * The home side's share of a comparison bar, 0 to 1: fractions ("12/20 (60%)") compare their rates, other
 * items their values; null when neither side has anything to compare (0 and 0 included).
 */
export function homeShareOf(item: StatisticsItem): number | null {
  const rate = (value: number | undefined, total: number | undefined) =>
    value === undefined ? 0 : total === undefined ? value : total > 0 ? value / total : 0;
  const fraction = item.homeTotal !== undefined || item.awayTotal !== undefined;
  const home = fraction ? rate(item.homeValue, item.homeTotal) : (item.homeValue ?? 0);
  const away = fraction ? rate(item.awayValue, item.awayTotal) : (item.awayValue ?? 0);
  return home + away > 0 ? home / (home + away) : null;
}

/**
 * A statistic with its pt-BR label, bar share and enums worked out once per decoded group (shapedOnce,
 * section.ts), so that compiled execution reads every field as a property.
 */
type ShapedItem = Omit<StatisticsItem, 'statisticsType' | 'valueType'> & {
  label: string;
  homeShare: number | null;
  comparison: ReturnType<typeof StatisticsComparison.read>;
  statisticsType: ReturnType<typeof StatisticsDirection.read>;
  valueType: ReturnType<typeof StatisticsValueType.read>;
};

const shapeItems = shapedOnce((item: StatisticsItem): ShapedItem => ({
  ...item,
  label: statisticNamePt(item.name),
  homeShare: homeShareOf(item),
  comparison: StatisticsComparison.read(item.compareCode),
  statisticsType: StatisticsDirection.read(item.statisticsType),
  valueType: StatisticsValueType.read(item.valueType),
}));

const StatisticsItemRef = builder.objectRef<ShapedItem>('StatisticsItem').implement({
  extensions: INHERIT,
  description:
    'One statistic of a match for both sides, e.g. ball possession 70% against 30%. Values the feed marks ' +
    'as none ("-", -1) are null.',
  fields: (t) => ({
    key: t.exposeString('key', {
      nullable: true,
      description:
        'Feed key of the statistic, stable across languages ("ballPossession"); null when not sent.',
    }),
    name: t.exposeString('name', { description: "The feed's English name (see label)." }),
    label: t.exposeString('label', {
      description: 'The statistic in pt-BR ("Posse de bola", "Finalizações no gol").',
    }),
    homeShare: t.exposeFloat('homeShare', {
      nullable: true,
      description:
        "The home side's share of a comparison bar, 0 to 1 (fractions compare their rates); null when " +
        'neither side has a value above zero.',
    }),
    home: t.exposeString('home', {
      nullable: true,
      description: 'Display value, e.g. "70%" or "9/12 (75%)".',
    }),
    away: t.exposeString('away', {
      nullable: true,
      description: "The away side's display value, as `home`.",
    }),
    homeValue: t.exposeFloat('homeValue', {
      nullable: true,
      description:
        'The home side\'s number, zero or more: the count, or the successes of a fraction (9 of "9/12 (75%)").',
    }),
    awayValue: t.exposeFloat('awayValue', {
      nullable: true,
      description: "The away side's number, as `homeValue`.",
    }),
    homeTotal: t.exposeFloat('homeTotal', {
      nullable: true,
      description:
        'The attempts of a fraction (12 of "9/12 (75%)"); null for a statistic that is no fraction.',
    }),
    awayTotal: t.exposeFloat('awayTotal', {
      nullable: true,
      description: "The away side's attempts, as `homeTotal`.",
    }),
    comparison: t.expose('comparison', {
      type: StatisticsComparison.ref,
      nullable: true,
      description: 'Which side the values favour; null when the feed does not compare them.',
    }),
    statisticsType: t.expose('statisticsType', {
      type: StatisticsDirection.ref,
      nullable: true,
      description: 'Whether more is better (POSITIVE) or worse (NEGATIVE); null when the feed does not say.',
    }),
    valueType: t.expose('valueType', {
      type: StatisticsValueType.ref,
      nullable: true,
      description: 'What the statistic counts; null when the feed does not say.',
    }),
  }),
});

const StatisticsGroupRef = builder.objectRef<Group>('StatisticsGroup').implement({
  extensions: INHERIT,
  description: 'Statistics of one theme (overview, shots, passes, defence…).',
  fields: (t) => ({
    name: t.exposeString('groupName', { description: "The feed's English group name (see label)." }),
    label: t.string({
      description: 'The group in pt-BR ("Visão geral", "Finalizações", "Defesa").',
      resolve: (g) => statisticGroupNamePt(g.groupName),
    }),
    items: t.field({
      extensions: cost({ cost: 0, typicalSize: 6 }),
      type: [StatisticsItemRef],
      description: "Its statistics, in the feed's order; never empty (empty groups are left out).",
      resolve: (g) => shapeItems(g.statisticsItems, undefined),
    }),
  }),
});

const StatisticsPeriodRef = builder.objectRef<PeriodOfSport>('StatisticsPeriod').implement({
  extensions: INHERIT,
  description: 'The statistics of the whole match (period ALL) or of one of its periods.',
  fields: (t) => ({
    period: t.exposeString('period', {
      description:
        'The feed\'s code of the period: ALL for the whole match, else numbered ("1ST", "2ND"… halves, sets or ' +
        'periods; "1Q"… quarters) or extra time ("OT"); `label` names it. A code, not an enum: numbered per sport.',
    }),
    label: t.string({
      description:
        'The period in pt-BR, named as the sport names it: "Jogo", "1º tempo", "3º quarto", "2º set".',
      resolve: (p) => statisticsPeriodPt(p.period, p.sportSlug),
    }),
    groups: t.field({
      extensions: cost({ cost: 0, typicalSize: 5 }),
      type: [StatisticsGroupRef],
      description: "Its groups, in the feed's order; never empty (empty periods are left out).",
      resolve: (p) => p.groups,
    }),
  }),
});

builder.objectField(EventRef, 'statistics', (t) =>
  t.field({
    extensions: {
      ...cost({ cost: UPSTREAM_CALL, typicalSize: 3 }),
      ...publicFor(sportsMaxAge('statistics')),
    },
    type: [StatisticsPeriodRef],
    nullable: true,
    description:
      "The match statistics: the whole match (period ALL) and each period, in the feed's order; null when the feed has none.",
    resolve: async (e, _args, ctx) => {
      const periods = await loadSection(() => ctx.sports.statistics(e.id));
      const sportSlug = sportSlugOf(e);
      return periods?.map((period) => ({ ...period, sportSlug })) ?? null;
    },
  }),
);
