import { z } from 'zod';
import { decodeWith, int, list, num, numericRecord, opt, requiredList, str } from './primitives.ts';

/** A count or value of a statistic: the feed's "no value" (-1, negative, not a number) becomes undefined. */
const statValue = opt(num.pipe(z.number().min(0)));

/** A display value: "-1", "-" and "undefined" are the feed's "no value", dropped like a missing one. */
const statText = opt(str.refine((text) => !['-1', '-', 'undefined', 'null', 'NaN'].includes(text)));

export const statisticsItemSchema = z.object({
  key: opt(str),
  name: str,
  home: statText,
  away: statText,
  homeValue: statValue,
  awayValue: statValue,
  homeTotal: statValue,
  awayTotal: statValue,
  compareCode: opt(int),
  statisticsType: opt(str),
  valueType: opt(str),
  renderType: opt(int),
});

/** An item with a value on neither side says nothing (the feed sends such empty rows, e.g. {} ). */
const hasValue = (item: z.output<typeof statisticsItemSchema>) =>
  item.home !== undefined ||
  item.away !== undefined ||
  item.homeValue !== undefined ||
  item.awayValue !== undefined;

export const statisticsGroupSchema = z.object({
  groupName: str,
  statisticsItems: list(statisticsItemSchema).transform((items) => items.filter(hasValue)),
});

/** A period's groups; a group left without items is dropped, and a period without groups by the envelope. */
export const statisticsPeriodSchema = z.object({
  period: str,
  groups: list(statisticsGroupSchema).transform((groups) =>
    groups.filter((g) => g.statisticsItems.length > 0),
  ),
});

export type StatisticsPeriod = z.output<typeof statisticsPeriodSchema>;
export type StatisticsItem = z.output<typeof statisticsItemSchema>;

const statisticsEnvelope = z.object({
  statistics: requiredList(statisticsPeriodSchema).transform((periods) =>
    periods.filter((p) => p.groups.length > 0),
  ),
});

/**
 * /event/{id}/statistics: periods (ALL, 1ST, 2ND…) of groups of home/away items. The feed's "no value"
 * sentinels (-1, "-", empty items, empty groups and periods) are decoded away.
 */
export function decodeStatistics(body: unknown): StatisticsPeriod[] {
  return decodeWith('statistics', statisticsEnvelope, body).statistics;
}

export interface TeamSeasonStatistics {
  avgRating: number | null;
  matches: number | null;
  /** Every numeric key of the payload but the record id, in upstream order. */
  values: Array<{ key: string; value: number }>;
}

const teamStatisticsEnvelope = z.object({
  statistics: z.record(z.string(), z.unknown()).pipe(numericRecord),
});

/** /team/{t}/unique-tournament/{ut}/season/{s}/statistics/overall. */
export function decodeTeamSeasonStatistics(body: unknown): TeamSeasonStatistics {
  const { statistics } = decodeWith('team-statistics', teamStatisticsEnvelope, body);
  return {
    avgRating: statistics.avgRating ?? null,
    matches: statistics.matches ?? null,
    values: Object.entries(statistics)
      .filter(([key]) => key !== 'id')
      .map(([key, value]) => ({ key, value })),
  };
}

const goalPeriodSchema = z
  .object({
    id: opt(int),
    periodStart: int,
    periodEnd: int,
    scoredGoals: opt(int),
    concededGoals: opt(int),
    scored: opt(int),
    conceded: opt(int),
  })
  .transform((p) => ({
    id: p.id,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    scoredGoals: p.scoredGoals ?? p.scored ?? 0,
    concededGoals: p.concededGoals ?? p.conceded ?? 0,
  }));

const goalDistributionSchema = z
  .object({
    type: str,
    matches: opt(int),
    scoredGoals: opt(int),
    concededGoals: opt(int),
    scored: opt(int),
    conceded: opt(int),
    periods: list(goalPeriodSchema),
  })
  .transform((d) => ({
    type: d.type.toLowerCase(),
    matches: d.matches ?? 0,
    scoredGoals: d.scoredGoals ?? d.scored ?? d.periods.reduce((s, p) => s + p.scoredGoals, 0),
    concededGoals: d.concededGoals ?? d.conceded ?? d.periods.reduce((s, p) => s + p.concededGoals, 0),
    periods: [...d.periods].sort((a, b) => a.periodStart - b.periodStart),
  }));

export type GoalDistribution = z.output<typeof goalDistributionSchema>;

const goalDistributionsEnvelope = z.union([
  z.object({ goalDistributions: requiredList(goalDistributionSchema) }).transform((b) => b.goalDistributions),
  z.object({ distributions: requiredList(goalDistributionSchema) }).transform((b) => b.distributions),
]);

/**
 * /team/{t}/unique-tournament/{ut}/season/{s}/goal-distributions: one distribution per type (home, away,
 * overall). Field names vary between feeds (scoredGoals or scored), both are read.
 */
export function decodeGoalDistributions(body: unknown): GoalDistribution[] {
  return decodeWith('goal-distributions', goalDistributionsEnvelope, body);
}
