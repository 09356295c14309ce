import { decodeEvent, decodeEventCounts, decodeEventList, decodeTeam } from './decode/event.ts';
import type { SportCount, SportEvent, SportTeam } from './decode/event.ts';
import {
  decodeBestPlayers,
  decodeGraph,
  decodeHeatmap,
  decodeManagers,
  decodePregameForm,
  decodeShotmap,
  decodeTeamStreaks,
  decodeWinProbability,
} from './decode/extras.ts';
import type {
  BestPlayers,
  Heatmap,
  Managers,
  PregameForm,
  PressureGraph,
  Shot,
  TeamStreaks,
  WinProbabilityPoint,
} from './decode/extras.ts';
import { decodeHeadToHead, type HeadToHead } from './decode/h2h.ts';
import { decodeIncidents } from './decode/incidents.ts';
import type { Incident } from './decode/incidents.ts';
import { decodeLineups } from './decode/lineups.ts';
import type { Lineups } from './decode/lineups.ts';
import { decodeFeaturedOdds, decodeOdds, decodeWinningOdds } from './decode/odds.ts';
import type { OddsMarket, WinningOdds } from './decode/odds.ts';
import { decodeStandings } from './decode/standings.ts';
import type { Standing } from './decode/standings.ts';
import {
  decodeGoalDistributions,
  decodeStatistics,
  decodeTeamSeasonStatistics,
} from './decode/statistics.ts';
import type { GoalDistribution, StatisticsPeriod, TeamSeasonStatistics } from './decode/statistics.ts';
import { decodeFeedTimeline, type FeedTimeline } from './decode/scoreboard.ts';
import { decodeVotes } from './decode/votes.ts';
import type { Votes } from './decode/votes.ts';

/**
 * Every upstream resource the BFF reads: its path, how long an answer stays fresh in the shared cache and
 * how its body is decoded. Live data lives seconds; reference data (standings, season statistics,
 * confirmed lineups, managers) minutes. A 404 ("no coverage") is cached as null for the same time.
 */
export interface SportsResource<T> {
  /** Name used for cache metrics and logs. */
  name: string;
  ttlMs: number | ((value: T | null) => number);
  decode(body: unknown): T | null;
}

const LIVE_LIST_TTL = 3_000;
const LIVE_TTL = 5_000;
const REFERENCE_TTL = 5 * 60_000;

function resource<T>(name: string, ttlMs: SportsResource<T>['ttlMs'], decode: (body: unknown) => T | null) {
  return { name, ttlMs, decode } satisfies SportsResource<T>;
}

/** São Paulo's offset, which the event-count path takes in seconds (Brazil has no daylight saving now). */
export const SAO_PAULO_OFFSET_SECONDS = -10_800;

export const sportsResources = {
  eventCounts: resource<SportCount[]>('event-count', LIVE_TTL, decodeEventCounts),
  liveEvents: resource<SportEvent[]>('live-events', LIVE_LIST_TTL, decodeEventList),
  scheduledEvents: resource<SportEvent[]>('scheduled-events', LIVE_TTL, decodeEventList),
  event: resource<SportEvent>('event', LIVE_LIST_TTL, decodeEvent),
  team: resource<SportTeam>('team', REFERENCE_TTL, decodeTeam),
  odds: resource<OddsMarket[]>('odds', LIVE_TTL, decodeOdds),
  featuredOdds: resource<OddsMarket[]>('featured-odds', LIVE_TTL, decodeFeaturedOdds),
  votes: resource<Votes>('votes', LIVE_TTL, decodeVotes),
  lineups: resource<Lineups>('lineups', (l) => (l?.confirmed ? REFERENCE_TTL : LIVE_TTL), decodeLineups),
  statistics: resource<StatisticsPeriod[]>('statistics', LIVE_TTL, decodeStatistics),
  incidents: resource<Incident[]>('incidents', LIVE_LIST_TTL, decodeIncidents),
  pregameForm: resource<PregameForm>('pregame-form', REFERENCE_TTL, decodePregameForm),
  managers: resource<Managers>('managers', REFERENCE_TTL, decodeManagers),
  graph: resource<PressureGraph>('graph', LIVE_TTL, decodeGraph),
  winProbability: resource<WinProbabilityPoint[]>('win-probability', LIVE_TTL, decodeWinProbability),
  teamStreaks: resource<TeamStreaks>('team-streaks', REFERENCE_TTL, decodeTeamStreaks),
  bettingOddsStreaks: resource<TeamStreaks>('team-streaks-odds', REFERENCE_TTL, decodeTeamStreaks),
  shotmap: resource<Shot[]>('shotmap', LIVE_TTL, decodeShotmap),
  bestPlayers: resource<BestPlayers>('best-players', LIVE_TTL, decodeBestPlayers),
  // The sports without player ratings (basketball…): the real feed answers their best players here, by
  // points, rebounds and assists, and 404 at /best-players/summary.
  bestPlayersByStat: resource<BestPlayers>('best-players-by-stat', LIVE_TTL, decodeBestPlayers),
  h2h: resource<HeadToHead>('h2h', REFERENCE_TTL, decodeHeadToHead),
  winningOdds: resource<WinningOdds>('winning-odds', REFERENCE_TTL, decodeWinningOdds),
  heatmap: resource<Heatmap>('heatmap', LIVE_TTL, decodeHeatmap),
  teamSeasonStatistics: resource<TeamSeasonStatistics>(
    'team-statistics',
    REFERENCE_TTL,
    decodeTeamSeasonStatistics,
  ),
  goalDistributions: resource<GoalDistribution[]>(
    'goal-distributions',
    REFERENCE_TTL,
    decodeGoalDistributions,
  ),
  standings: resource<Standing[]>('standings', REFERENCE_TTL, decodeStandings),
  // Fixed for the life of the feed's process; the real feed has none (404, cached as null alike).
  feedTimeline: resource<FeedTimeline>('feed-timeline', 3_600_000, decodeFeedTimeline),
};

/** Path segments come from GraphQL arguments; encoding keeps a crafted slug from changing the path. */
// A lone surrogate (valid in a GraphQL string, not in UTF-8) becomes U+FFFD, as encodeURIComponent throws on it.
const seg = (value: string | number) => encodeURIComponent(String(value).toWellFormed());

export const sportsPaths = {
  eventCounts: () => `/sport/${SAO_PAULO_OFFSET_SECONDS}/event-count`,
  liveEvents: (sport: string) => `/sport/${seg(sport)}/events/live`,
  scheduledEvents: (sport: string, date: string) => `/sport/${seg(sport)}/scheduled-events/${seg(date)}`,
  event: (id: number) => `/event/${id}`,
  team: (id: number) => `/team/${id}`,
  odds: (id: number) => `/event/${id}/odds/1/all`,
  featuredOdds: (id: number) => `/event/${id}/odds/1/featured`,
  votes: (id: number) => `/event/${id}/votes`,
  lineups: (id: number) => `/event/${id}/lineups`,
  statistics: (id: number) => `/event/${id}/statistics`,
  incidents: (id: number) => `/event/${id}/incidents`,
  pregameForm: (id: number) => `/event/${id}/pregame-form`,
  managers: (id: number) => `/event/${id}/managers`,
  graph: (id: number) => `/event/${id}/graph`,
  winProbability: (id: number) => `/event/${id}/graph/win-probability`,
  teamStreaks: (id: number) => `/event/${id}/team-streaks`,
  bettingOddsStreaks: (id: number) => `/event/${id}/team-streaks/betting-odds/1`,
  shotmap: (id: number) => `/event/${id}/shotmap`,
  bestPlayers: (id: number) => `/event/${id}/best-players/summary`,
  bestPlayersByStat: (id: number) => `/event/${id}/best-players`,
  // By the event's customId, as SofaScore names this route (the Event field is headToHead, so the id-only
  // prefetch in event.ts never calls it with a numeric id).
  h2h: (customId: string) => `/event/${seg(customId)}/h2h`,
  winningOdds: (id: number) => `/event/${id}/provider/1/winning-odds`,
  heatmap: (id: number, teamId: number) => `/event/${id}/heatmap/${teamId}`,
  teamSeasonStatistics: (teamId: number, utId: number, seasonId: number) =>
    `/team/${teamId}/unique-tournament/${utId}/season/${seasonId}/statistics/overall`,
  goalDistributions: (teamId: number, utId: number, seasonId: number) =>
    `/team/${teamId}/unique-tournament/${utId}/season/${seasonId}/goal-distributions`,
  standings: (utId: number, seasonId: number) =>
    `/unique-tournament/${utId}/season/${seasonId}/standings/total`,
  feedTimeline: () => '/simulation/clock',
} satisfies Record<keyof typeof sportsResources, (...args: never[]) => string>;
