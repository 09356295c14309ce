import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { cost, UPSTREAM_CALL } from '../../plugins/cost-model.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import type { GoalDistribution, TeamSeasonStatistics } from '../../upstreams/sports/decode/statistics.ts';
import { EventRef } from './event.ts';
import { loadSection, shapedOnce } from './section.ts';
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

interface StatValue {
  key: string;
  label: string;
  value: number;
}

/** Each value with its pt-BR label, once per decoded season (shapedOnce, section.ts). */
const withLabels = shapedOnce((v: { key: string; value: number }): StatValue => ({
  ...v,
  label: teamStatisticNamePt(v.key),
}));

const StatValueRef = builder.objectRef<StatValue>('StatValue').implement({
  extensions: INHERIT,
  description: "One of a team's season statistics.",
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Feed key, e.g. goalsScored, accuratePassesPercentage.' }),
    label: t.exposeString('label', {
      description: 'The statistic in pt-BR ("Gols marcados", "Passes certos (%)").',
    }),
    value: t.exposeFloat('value', {
      description:
        'The number as the feed sends it: a season total (goalsScored: 16), an average or a percentage ' +
        '(accuratePassesPercentage: 87.1), as its key says.',
    }),
  }),
});

const TeamSeasonStatisticsRef = builder.objectRef<TeamSeasonStatistics>('TeamSeasonStatistics').implement({
  extensions: INHERIT,
  description: "A team's statistics over the season of the competition.",
  fields: (t) => ({
    avgRating: t.exposeFloat('avgRating', {
      nullable: true,
      description:
        "The team's average rating over those matches (the feed's 0–10 scale); null when not sent.",
    }),
    matches: t.exposeInt('matches', {
      nullable: true,
      description: 'Matches of the season the statistics count; null when not sent.',
    }),
    values: t.field({
      extensions: cost({ cost: 0, typicalSize: 30 }),
      type: [StatValueRef],
      description: 'Every numeric statistic the feed sends, by key.',
      resolve: (s) => withLabels(s.values, undefined),
    }),
    value: t.float({
      nullable: true,
      description: 'One statistic by its feed key; null when the feed has no such key for the team.',
      args: {
        key: t.arg.string({
          required: true,
          description: 'The feed key, as `values` lists them (e.g. "goalsScored").',
        }),
      },
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
      description:
        "The home team's season statistics; null when the feed has none for the team in this season or, with an UPSTREAM_UNAVAILABLE, failed.",
      extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('teamSeasonStatistics')) },
      resolve: (k, _args, ctx) =>
        loadSection(() => ctx.sports.teamSeasonStatistics(k.homeTeamId, k.uniqueTournamentId, k.seasonId)),
    }),
    away: t.field({
      type: TeamSeasonStatisticsRef,
      nullable: true,
      description:
        "The away team's season statistics; null when the feed has none for the team in this season or, with an UPSTREAM_UNAVAILABLE, failed.",
      extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('teamSeasonStatistics')) },
      resolve: (k, _args, ctx) =>
        loadSection(() => ctx.sports.teamSeasonStatistics(k.awayTeamId, k.uniqueTournamentId, k.seasonId)),
    }),
  }),
});

type GoalPeriod = GoalDistribution['periods'][number];

const GoalPeriodRef = builder.objectRef<GoalPeriod>('GoalDistributionPeriod').implement({
  extensions: INHERIT,
  description: 'Goals scored and conceded in one slice of the match minutes (e.g. minutes 1 to 15).',
  fields: (t) => ({
    periodId: t.exposeInt('id', {
      nullable: true,
      description: 'Number of the slice, from 1 for the first; null when the feed sends none.',
    }),
    periodStart: t.exposeInt('periodStart', { description: 'First minute of the slice.' }),
    periodEnd: t.exposeInt('periodEnd', {
      description: 'Last minute of the slice, included (a goal in added time counts at 45 or 90).',
    }),
    scoredGoals: t.exposeInt('scoredGoals', { description: 'Goals the team scored in the slice.' }),
    concededGoals: t.exposeInt('concededGoals', { description: 'Goals the team conceded in the slice.' }),
  }),
});

const GoalDistributionRef = builder.objectRef<GoalDistribution>('GoalDistribution').implement({
  extensions: INHERIT,
  description: "When a team scores and concedes over a season's matches, minute slice by minute slice.",
  fields: (t) => ({
    type: t.field({
      type: GoalDistributionScope.ref,
      description: 'Which matches it counts: home ones, away ones or all.',
      resolve: (d) => GoalDistributionScope.read(d.type) ?? 'OVERALL',
    }),
    matches: t.exposeInt('matches', { description: 'Matches counted (0 when the feed does not say).' }),
    scoredGoals: t.exposeInt('scoredGoals', { description: 'Goals the team scored in those matches.' }),
    concededGoals: t.exposeInt('concededGoals', { description: 'Goals the team conceded in those matches.' }),
    periods: t.field({
      extensions: cost({ cost: 0, typicalSize: 6 }),
      type: [GoalPeriodRef],
      description: 'The minute slices, earliest first.',
      resolve: (d) => d.periods,
    }),
  }),
});

const TeamGoalDistributionsRef = builder.objectRef<GoalDistribution[]>('TeamGoalDistributions').implement({
  extensions: INHERIT,
  description: "A team's goal distributions over a season: in its home matches, its away matches and all.",
  fields: (t) => ({
    distributions: t.field({
      extensions: cost({ cost: 0, typicalSize: 3 }),
      type: [GoalDistributionRef],
      description: "Every distribution the feed sends, in its order (see each one's `type`).",
      resolve: (list) => list,
    }),
    home: t.field({
      type: GoalDistributionRef,
      nullable: true,
      description: "Over the team's home matches; null when the feed sends none.",
      resolve: (l) => l.find((d) => d.type === 'home'),
    }),
    away: t.field({
      type: GoalDistributionRef,
      nullable: true,
      description: "Over the team's away matches; null when the feed sends none.",
      resolve: (l) => l.find((d) => d.type === 'away'),
    }),
    overall: t.field({
      type: GoalDistributionRef,
      nullable: true,
      description: "Over all the team's matches; null when the feed sends none.",
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
      description:
        "The home team's; null when the feed has none for the team in this season or, with an UPSTREAM_UNAVAILABLE, failed.",
      extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('goalDistributions')) },
      resolve: (k, _args, ctx) =>
        loadSection(() => ctx.sports.goalDistributions(k.homeTeamId, k.uniqueTournamentId, k.seasonId)),
    }),
    away: t.field({
      type: TeamGoalDistributionsRef,
      nullable: true,
      description:
        "The away team's; null when the feed has none for the team in this season or, with an UPSTREAM_UNAVAILABLE, failed.",
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
