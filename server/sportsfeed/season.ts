import { createLru } from './lru.ts';
import { buildScript, type MatchScript } from './match.ts';
import { seasonFixtures, type Fixture, type Season } from './schedule.ts';
import type { Team, World } from './world.ts';

/**
 * What a season's finished matches add up to: standings, goal distributions and team statistics. They
 * are summed from the very scripts that drive the live events, so a table always agrees with the results
 * shown for each match.
 */

export interface MatchSummary {
  fixture: Fixture;
  endMs: number;
  played: boolean;
  goals: [number, number];
  /** Goal minutes (capped at 45/90) per side, football only. */
  goalMinutes: [number[], number[]];
  /** Per side: the match statistics a season total is made of. */
  totals: [Record<string, number>, Record<string, number>];
}

function summarize(script: MatchScript): MatchSummary {
  const goals: [number, number] = [0, 0];
  for (const side of [0, 1] as const) goals[side] = script.periodScores[side].reduce((a, b) => a + b, 0);
  if (script.sport.model === 'sets') {
    // A sets match is scored in sets won.
    goals[0] = script.periodScores[0].filter((g, i) => g > script.periodScores[1][i]).length;
    goals[1] = script.periodScores[1].length - goals[0];
  }
  const goalMinutes: [number[], number[]] = [[], []];
  for (const g of script.goals) goalMinutes[g.side].push(g.minute);
  const totals: [Record<string, number>, Record<string, number>] = [{}, {}];
  if (script.sport.slug === 'football') {
    for (const side of [0, 1] as const) {
      const other = side === 0 ? 1 : 0;
      const mine = script.shots.filter((s) => s.side === side);
      const theirs = script.shots.filter((s) => s.side === other);
      const myGoals = script.goals.filter((g) => g.side === side);
      const passes = script.stats.passes[side];
      const accurate = Math.round(passes * (0.72 + (script.possession / 100) * 0.3));
      totals[side] = {
        goalsScored: goals[side],
        goalsConceded: goals[other],
        ownGoals: script.goals.filter((g) => g.side === other && g.cls === 'ownGoal').length,
        assists: myGoals.filter((g) => g.assistId).length,
        shots: mine.length,
        penaltyGoals: myGoals.filter((g) => g.cls === 'penalty').length,
        penaltiesTaken: mine.filter((s) => s.situation === 'penalty').length,
        shotsOnTarget: mine.filter((s) => s.type === 'goal' || s.type === 'save').length,
        shotsOffTarget: mine.filter((s) => s.type === 'miss' || s.type === 'post').length,
        blockedScoringAttempt: mine.filter((s) => s.type === 'block').length,
        headedGoals: mine.filter((s) => s.type === 'goal' && s.bodyPart === 'head').length,
        bigChances: mine.filter((s) => s.xg >= 0.3).length,
        hitWoodwork: mine.filter((s) => s.type === 'post').length,
        corners: script.stats.cornerKicks[side],
        ballPossession: side === 0 ? script.possession : 100 - script.possession,
        totalPasses: passes,
        accuratePasses: accurate,
        cleanSheets: goals[other] === 0 ? 1 : 0,
        tackles: script.stats.totalTackle[side],
        interceptions: script.stats.interceptionWon[side],
        saves: theirs.filter((s) => s.type === 'save').length,
        fouls: script.stats.fouls[side],
        offsides: script.stats.offsides[side],
        freeKicks: script.stats.freeKicks[side],
        throwIns: script.stats.throwIns[side],
        goalKicks: script.stats.goalKicks[side],
        yellowCards: script.cards.filter((c) => c.side === side && c.cls === 'yellow').length,
        redCards: script.cards.filter((c) => c.side === side && c.cls === 'red').length,
        shotsAgainst: theirs.length,
        shotsOnTargetAgainst: theirs.filter((s) => s.type === 'goal' || s.type === 'save').length,
        rating: teamRating(script, side),
      };
    }
  }
  return {
    fixture: script.fixture,
    endMs: script.endMs,
    played: script.fate === 'normal',
    goals,
    goalMinutes,
    totals,
  };
}

/** Team rating of a match: the form of the starters, lifted by the result. */
export function teamRating(script: MatchScript, side: 0 | 1): number {
  const starters = script.lineups?.[side].starters ?? [];
  if (!starters.length) return 6.7;
  const base = starters.reduce((s, p) => s + p.baseRating, 0) / starters.length;
  const [mine, theirs] = [
    script.periodScores[side].reduce((a, b) => a + b, 0),
    script.periodScores[side === 0 ? 1 : 0].reduce((a, b) => a + b, 0),
  ];
  return Math.round((base + Math.max(-0.5, Math.min(0.5, (mine - theirs) * 0.15))) * 100) / 100;
}

const summaries = createLru<string, MatchSummary[]>(48);

/** Summaries of every match of a season (computed once per season, in a bounded cache). */
export function seasonSummaries(world: World, season: Season): MatchSummary[] {
  return summaries.get(`${world.seed}:${season.id}`, () =>
    seasonFixtures(world, season).map((f) => summarize(buildScript(world, f))),
  );
}

/** Matches of a season finished at `now` (before an instant, for pre-match form). */
export function finishedBy(world: World, season: Season, now: number): MatchSummary[] {
  return seasonSummaries(world, season).filter((m) => m.played && m.endMs <= now);
}

export interface StandingRow {
  team: Team;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  scoresFor: number;
  scoresAgainst: number;
  points: number;
  form: Array<'W' | 'D' | 'L'>;
}

export function standingsAt(world: World, season: Season, now: number): StandingRow[] {
  const sport = season.tournament.sport;
  const rows = new Map<number, StandingRow>(
    season.tournament.teams.map((team) => [
      team.id,
      { team, matches: 0, wins: 0, draws: 0, losses: 0, scoresFor: 0, scoresAgainst: 0, points: 0, form: [] },
    ]),
  );
  const finished = finishedBy(world, season, now).sort((a, b) => a.endMs - b.endMs);
  for (const m of finished) {
    const sides = [rows.get(m.fixture.home.id)!, rows.get(m.fixture.away.id)!];
    for (const side of [0, 1] as const) {
      const row = sides[side];
      const [mine, theirs] = [m.goals[side], m.goals[side === 0 ? 1 : 0]];
      row.matches++;
      row.scoresFor += mine;
      row.scoresAgainst += theirs;
      if (mine > theirs) row.wins++;
      else if (mine === theirs) row.draws++;
      else row.losses++;
      row.form.push(mine > theirs ? 'W' : mine === theirs ? 'D' : 'L');
    }
  }
  // Football-style 3/1/0 where draws exist; two points a win elsewhere.
  for (const row of rows.values()) row.points = sport.draws ? 3 * row.wins + row.draws : 2 * row.wins;
  // Brazil's competitions (CBF's rules) part teams on points by their wins first, then the goal difference.
  const winsFirst = sport.draws && season.tournament.category.alpha2 === 'BR';
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      (winsFirst ? b.wins - a.wins : 0) ||
      b.scoresFor - b.scoresAgainst - (a.scoresFor - a.scoresAgainst) ||
      b.scoresFor - a.scoresFor ||
      a.team.id - b.team.id,
  );
}

export const GOAL_PERIODS: ReadonlyArray<readonly [number, number]> = [
  [1, 15],
  [16, 30],
  [31, 45],
  [46, 60],
  [61, 75],
  [76, 90],
];

export function teamMatches(world: World, season: Season, teamId: number, now: number) {
  return finishedBy(world, season, now)
    .filter((m) => m.fixture.home.id === teamId || m.fixture.away.id === teamId)
    .map((m) => ({ match: m, side: m.fixture.home.id === teamId ? 0 : 1 }));
}
