import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { StatisticsItem, StatisticsPeriod } from '../../upstreams/sports/decode/statistics.ts';
import { EventRef } from './event.ts';
import { loadSection } from './section.ts';

type Group = StatisticsPeriod['groups'][number];

const StatisticsItemRef = builder.objectRef<StatisticsItem>('StatisticsItem').implement({
  extensions: INHERIT,
  fields: (t) => ({
    key: t.exposeString('key', { nullable: true }),
    name: t.exposeString('name'),
    home: t.exposeString('home', {
      nullable: true,
      description: 'Display value, e.g. "70%" or "9/12 (75%)".',
    }),
    away: t.exposeString('away', { nullable: true }),
    homeValue: t.exposeFloat('homeValue', { nullable: true }),
    awayValue: t.exposeFloat('awayValue', { nullable: true }),
    homeTotal: t.exposeFloat('homeTotal', { nullable: true }),
    awayTotal: t.exposeFloat('awayTotal', { nullable: true }),
    compareCode: t.exposeInt('compareCode', {
      nullable: true,
      description: '1 home better, 2 away, 3 equal.',
    }),
    statisticsType: t.exposeString('statisticsType', {
      nullable: true,
      description: 'positive or negative.',
    }),
    valueType: t.exposeString('valueType', { nullable: true }),
  }),
});

const StatisticsGroupRef = builder.objectRef<Group>('StatisticsGroup').implement({
  extensions: INHERIT,
  fields: (t) => ({
    name: t.exposeString('groupName'),
    items: t.field({
      extensions: cost({ cost: 0, typicalSize: 6 }),
      type: [StatisticsItemRef],
      resolve: (g) => g.statisticsItems,
    }),
  }),
});

const StatisticsPeriodRef = builder.objectRef<StatisticsPeriod>('StatisticsPeriod').implement({
  extensions: INHERIT,
  fields: (t) => ({
    period: t.exposeString('period', { description: 'ALL, 1ST, 2ND…' }),
    groups: t.field({
      extensions: cost({ cost: 0, typicalSize: 5 }),
      type: [StatisticsGroupRef],
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
    description: 'Match statistics by period.',
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.statistics(e.id)),
  }),
);
