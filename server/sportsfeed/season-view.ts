import type { MatchScript } from './match.ts';
import { GOAL_PERIODS, finishedBy, standingsAt, teamMatches, type MatchSummary } from './season.ts';
import { seasonById, type Season } from './schedule.ts';
import { teamView, tournamentView } from './event-view.ts';
import { zoneAt, type TournamentDef } from './catalog/tournament.ts';
import type { World } from './world.ts';

/** Season-level answers: standings, team statistics, goal distributions, pre-match form and streaks. */

/** The season when it belongs to the unique tournament and the competition has tables (not friendlies). */
export function resolveSeason(world: World, utId: number, seasonId: number): Season | undefined {
  const season = seasonById(world, seasonId);
  if (!season || season.tournament.def.utId !== utId) return undefined;
  if (season.tournament.def.kind === 'daily' || season.tournament.def.friendly) return undefined;
  return season;
}

export function standings(world: World, season: Season, now: number) {
  if (season.tournament.def.kind !== 'league') return undefined;
  const rows = standingsAt(world, season, now);
  const t = season.tournament;
  return {
    standings: [
      {
        tournament: tournamentView(t),
        type: 'total',
        name: t.def.name,
        descriptions: [],
        rows: rows.map((r, i) => {
          const diff = r.scoresFor - r.scoresAgainst;
          return {
            team: teamView(r.team),
            descriptions: [],
            position: i + 1,
            matches: r.matches,
            wins: r.wins,
            scoresFor: r.scoresFor,
            scoresAgainst: r.scoresAgainst,
            id: season.id * 100 + i,
            losses: r.losses,
            scoreDiffFormatted: diff > 0 ? `+${diff}` : String(diff),
            points: r.points,
            draws: r.draws,
            ...promotionAt(t.def.zones, i + 1, rows.length),
          };
        }),
        id: season.id,
        updatedAtTimestamp: Math.floor(now / 1000),
      },
    ],
  };
}

function promotionAt(zones: TournamentDef['zones'], place: number, size: number) {
  const zone = zoneAt(zones, place, size);
  return zone ? { promotion: { text: zone.text, id: zone.id } } : {};
}

function seasonTeam(season: Season, teamId: number): boolean {
  return season.tournament.teams.some((t) => t.id === teamId);
}

export function teamStatistics(world: World, season: Season, teamId: number, now: number) {
  if (season.tournament.sport.slug !== 'football' || !seasonTeam(season, teamId)) return undefined;
  const games = teamMatches(world, season, teamId, now);
  if (!games.length) return undefined;
  const sum: Record<string, number> = {};
  let rating = 0;
  for (const { match, side } of games) {
    for (const [key, value] of Object.entries(match.totals[side])) {
      if (key === 'rating') rating += value;
      else sum[key] = (sum[key] ?? 0) + value;
    }
  }
  const n = games.length;
  const pct = (a: number, b: number) => (b ? (a / b) * 100 : 0);
  const { ballPossession = 0, ...counts } = sum;
  const duels = Math.round((counts.tackles ?? 0) * 4.2 + (counts.fouls ?? 0) * 2);
  return {
    statistics: {
      ...counts,
      averageBallPossession: ballPossession / n,
      accuratePassesPercentage: pct(counts.accuratePasses ?? 0, counts.totalPasses ?? 0),
      totalDuels: duels,
      duelsWon: Math.round(duels * (0.45 + (ballPossession / n / 100) * 0.1)),
      avgRating: rating / n,
      id: season.id * 10_000 + teamId,
      matches: n,
      awardedMatches: 0,
    },
  };
}

export function goalDistributions(world: World, season: Season, teamId: number, now: number) {
  if (season.tournament.sport.slug !== 'football' || !seasonTeam(season, teamId)) return undefined;
  const games = teamMatches(world, season, teamId, now);
  const build = (type: 'home' | 'away' | 'overall') => {
    const chosen = games.filter(
      ({ side }) => type === 'overall' || (type === 'home' ? side === 0 : side === 1),
    );
    const periods = GOAL_PERIODS.map(([start, end], i) => {
      let scored = 0;
      let conceded = 0;
      for (const { match, side } of chosen) {
        scored += match.goalMinutes[side].filter((m) => m >= start && m <= end).length;
        conceded += match.goalMinutes[side === 0 ? 1 : 0].filter((m) => m >= start && m <= end).length;
      }
      return { periodStart: start, periodEnd: end, scoredGoals: scored, concededGoals: conceded, id: i + 1 };
    });
    return {
      type,
      matches: chosen.length,
      scoredGoals: chosen.reduce((s, { match, side }) => s + match.goals[side], 0),
      concededGoals: chosen.reduce((s, { match, side }) => s + match.goals[side === 0 ? 1 : 0], 0),
      periods,
    };
  };
  return { goalDistributions: [build('home'), build('away'), build('overall')] };
}

function lastResults(
  world: World,
  season: Season,
  teamId: number,
  before: number,
): Array<[MatchSummary, 0 | 1]> {
  return finishedBy(world, season, before)
    .filter((m) => m.fixture.home.id === teamId || m.fixture.away.id === teamId)
    .sort((a, b) => a.endMs - b.endMs)
    .map((m) => [m, m.fixture.home.id === teamId ? 0 : 1]);
}

const letter = (m: MatchSummary, side: 0 | 1) =>
  m.goals[side] > m.goals[side === 0 ? 1 : 0]
    ? 'W'
    : m.goals[side] === m.goals[side === 0 ? 1 : 0]
      ? 'D'
      : 'L';

export function pregameForm(world: World, script: MatchScript) {
  const season = script.fixture.season;
  if (season.tournament.def.kind === 'daily') return undefined;
  const before = script.fixture.startMs;
  const table = season.tournament.def.kind === 'league' ? standingsAt(world, season, before) : [];
  const side = (teamId: number) => {
    const results = lastResults(world, season, teamId, before);
    const position = table.findIndex((r) => r.team.id === teamId);
    const ratings = results.map(([m, s]) => m.totals[s].rating ?? 6.7);
    return {
      avgRating: (ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 6.7).toFixed(2),
      ...(position >= 0 ? { position: position + 1, value: String(table[position].points) } : {}),
      form: results.slice(-5).map(([m, s]) => letter(m, s)),
    };
  };
  return { homeTeam: side(script.fixture.home.id), awayTeam: side(script.fixture.away.id), label: 'Pts' };
}

export function teamStreaks(world: World, script: MatchScript, withOdds: boolean) {
  const season = script.fixture.season;
  if (season.tournament.def.kind === 'daily') return undefined;
  const before = script.fixture.startMs;
  const general: Array<Record<string, unknown>> = [];
  const streak = (teamId: number, team: 'home' | 'away') => {
    const results = lastResults(world, season, teamId, before).reverse();
    const run = (test: (m: MatchSummary, s: 0 | 1) => boolean) => {
      let n = 0;
      while (n < results.length && test(results[n][0], results[n][1])) n++;
      return n;
    };
    const candidates: Array<[string, number]> = [
      ['Wins', run((m, s) => letter(m, s) === 'W')],
      ['No losses', run((m, s) => letter(m, s) !== 'L')],
      ['Without clean sheet', run((m, s) => m.goals[s === 0 ? 1 : 0] > 0)],
      ['No wins', run((m, s) => letter(m, s) !== 'W')],
    ];
    for (const [name, value] of candidates) {
      if (value >= 2) {
        general.push({
          name,
          value: String(value),
          team,
          continued: true,
          ...(withOdds ? { odds: { fractionalValue: value > 3 ? '4/5' : '11/10' } } : {}),
        });
      }
    }
  };
  streak(script.fixture.home.id, 'home');
  streak(script.fixture.away.id, 'away');
  const h2h = finishedBy(world, season, before).filter(
    (m) =>
      (m.fixture.home.id === script.fixture.home.id && m.fixture.away.id === script.fixture.away.id) ||
      (m.fixture.home.id === script.fixture.away.id && m.fixture.away.id === script.fixture.home.id),
  );
  const head2head = h2h.length
    ? [{ name: 'Matches played', value: String(h2h.length), team: 'both', continued: false }]
    : [];
  return { general, head2head };
}
