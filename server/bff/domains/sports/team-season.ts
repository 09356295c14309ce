import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { cost, UPSTREAM_CALL } from '../../plugins/cost-model.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import type { GoalDistribution, TeamSeasonStatistics } from '../../upstreams/sports/decode/statistics.ts';
import { EventRef } from './event.ts';
import { loadSection } from './section.ts';
import { teamStatisticNamePt } from './statistics-labels.ts';
import { GoalDistributionScope } from './feed-enums.ts';

/** Both teams of an event in the event's competition and season: what season-long sections are keyed by. */
export interface EventSeasonKey {
  homeTeamId: number;
  awayTeamId: number;
  uniqueTournamentId: number;
  seasonId: number;
}

/** Null when the event carries no competition or season: those sections then have nothing to show. */
export function seasonKeyOf(event: SportEvent): EventSeasonKey | null {
  const ut = event.tournament?.uniqueTournament;
  if (!ut || !event.season) return null;
  return {
    homeTeamId: event.homeTeam.id,
    awayTeamId: event.awayTeam.id,
    uniqueTournamentId: ut.id,
    seasonId: event.season.id,
  };
}

const StatValueRef = builder.objectRef<{ key: string; value: number }>('StatValue').implement({
  extensions: INHERIT,
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Feed key, e.g. goalsScored, accuratePassesPercentage.' }),
    label: t.string({
      description: 'The statistic in pt-BR ("Gols marcados", "Passes certos (%)").',
      resolve: (v) => teamStatisticNamePt(v.key),
    }),
    value: t.exposeFloat('value'),
  }),
});

const TeamSeasonStatisticsRef = builder.objectRef<TeamSeasonStatistics>('TeamSeasonStatistics').implement({
  extensions: INHERIT,
  description: "A team's statistics over the season of the competition.",
  fields: (t) => ({
    avgRating: t.exposeFloat('avgRating', { nullable: true }),
    matches: t.exposeInt('matches', { nullable: true }),
    values: t.field({
      extensions: cost({ cost: 0, typicalSize: 30 }),
      type: [StatValueRef],
      description: 'Every numeric statistic the feed sends, by key.',
      resolve: (s) => s.values,
    }),
    value: t.float({
      nullable: true,
      args: { key: t.arg.string({ required: true }) },
      resolve: (s, args) => s.values.find((v) => v.key === args.key)?.value ?? null,
    }),
  }),
});

const EventTeamsStatisticsRef = builder.objectRef<EventSeasonKey>('EventTeamsSeasonStatistics').implement({
  extensions: INHERIT,
  description: 'Season statistics of the two teams; each side loads (and may fail) on its own.',
  fields: (t) => ({
    home: t.field({
      type: TeamSeasonStatisticsRef,
      nullable: true,
      extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('teamSeasonStatistics')) },
      resolve: (k, _args, ctx) =>
        loadSection(() => ctx.sports.teamSeasonStatistics(k.homeTeamId, k.uniqueTournamentId, k.seasonId)),
    }),
    away: t.field({
      type: TeamSeasonStatisticsRef,
      nullable: true,
      extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('teamSeasonStatistics')) },
      resolve: (k, _args, ctx) =>
        loadSection(() => ctx.sports.teamSeasonStatistics(k.awayTeamId, k.uniqueTournamentId, k.seasonId)),
    }),
  }),
});

type GoalPeriod = GoalDistribution['periods'][number];

const GoalPeriodRef = builder.objectRef<GoalPeriod>('GoalDistributionPeriod').implement({
  extensions: INHERIT,
  fields: (t) => ({
    periodId: t.exposeInt('id', { nullable: true }),
    periodStart: t.exposeInt('periodStart', { description: 'First minute of the slice.' }),
    periodEnd: t.exposeInt('periodEnd'),
    scoredGoals: t.exposeInt('scoredGoals'),
    concededGoals: t.exposeInt('concededGoals'),
  }),
});

const GoalDistributionRef = builder.objectRef<GoalDistribution>('GoalDistribution').implement({
  extensions: INHERIT,
  fields: (t) => ({
    type: t.field({
      type: GoalDistributionScope.ref,
      description: 'Which matches it counts: home ones, away ones or all.',
      resolve: (d) => GoalDistributionScope.read(d.type) ?? 'OVERALL',
    }),
    matches: t.exposeInt('matches'),
    scoredGoals: t.exposeInt('scoredGoals'),
    concededGoals: t.exposeInt('concededGoals'),
    periods: t.field({
      extensions: cost({ cost: 0, typicalSize: 6 }),
      type: [GoalPeriodRef],
      resolve: (d) => d.periods,
    }),
  }),
});

const TeamGoalDistributionsRef = builder.objectRef<GoalDistribution[]>('TeamGoalDistributions').implement({
  extensions: INHERIT,
  fields: (t) => ({
    distributions: t.field({
      extensions: cost({ cost: 0, typicalSize: 3 }),
      type: [GoalDistributionRef],
      resolve: (list) => list,
    }),
    home: t.field({
      type: GoalDistributionRef,
      nullable: true,
      resolve: (l) => l.find((d) => d.type === 'home'),
    }),
    away: t.field({
      type: GoalDistributionRef,
      nullable: true,
      resolve: (l) => l.find((d) => d.type === 'away'),
    }),
    overall: t.field({
      type: GoalDistributionRef,
      nullable: true,
      resolve: (l) => l.find((d) => d.type === 'overall'),
    }),
  }),
});

const EventGoalDistributionsRef = builder.objectRef<EventSeasonKey>('EventGoalDistributions').implement({
  extensions: INHERIT,
  description: 'When each team scores and concedes over the season; each side loads on its own.',
  fields: (t) => ({
    home: t.field({
      type: TeamGoalDistributionsRef,
      nullable: true,
      extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('goalDistributions')) },
      resolve: (k, _args, ctx) =>
        loadSection(() => ctx.sports.goalDistributions(k.homeTeamId, k.uniqueTournamentId, k.seasonId)),
    }),
    away: t.field({
      type: TeamGoalDistributionsRef,
      nullable: true,
      extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('goalDistributions')) },
      resolve: (k, _args, ctx) =>
        loadSection(() => ctx.sports.goalDistributions(k.awayTeamId, k.uniqueTournamentId, k.seasonId)),
    }),
  }),
});

builder.objectFields(EventRef, (t) => ({
  teamSeasonStatistics: t.field({
    extensions: cost({ cost: 0 }),
    type: EventTeamsStatisticsRef,
    nullable: true,
    description: 'Null when the event has no competition season.',
    resolve: (e) => seasonKeyOf(e),
  }),
  goalDistributions: t.field({
    extensions: cost({ cost: 0 }),
    type: EventGoalDistributionsRef,
    nullable: true,
    description: 'Null when the event has no competition season.',
    resolve: (e) => seasonKeyOf(e),
  }),
}));
