import { z } from 'zod';
import { decodeWith, int, list, num, numericRecord, opt, requiredList, str } from './primitives.ts';

export const statisticsItemSchema = z.object({
  key: opt(str),
  name: str,
  home: opt(str),
  away: opt(str),
  homeValue: opt(num),
  awayValue: opt(num),
  homeTotal: opt(num),
  awayTotal: opt(num),
  compareCode: opt(int),
  statisticsType: opt(str),
  valueType: opt(str),
  renderType: opt(int),
});

export const statisticsGroupSchema = z.object({
  groupName: str,
  statisticsItems: list(statisticsItemSchema),
});

export const statisticsPeriodSchema = z.object({ period: str, groups: list(statisticsGroupSchema) });

export type StatisticsPeriod = z.output<typeof statisticsPeriodSchema>;
export type StatisticsItem = z.output<typeof statisticsItemSchema>;

const statisticsEnvelope = z.object({ statistics: requiredList(statisticsPeriodSchema) });

/** /event/{id}/statistics: periods (ALL, 1ST, 2ND…) of groups of home/away items. */
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
