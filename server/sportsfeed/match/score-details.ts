import type { MatchScript, Side } from '../match.ts';
import { createRng } from '../prng.ts';
import type { EventState } from '../state.ts';

/**
 * The parts of a score the real feed carries beside the numbers of each period: a tennis set's tie-break
 * points and the point of the game under way, and a cricket side's innings (runs for wickets in overs). All
 * follow from the script and the instant, drawn from their own seeded streams so the match script keeps its
 * draws: the same event at the same time always reads the same.
 */

/** Tie-break points of a tennis set won 7–6: the winner's 7 (or two clear past 6–6), the loser's below. */
export function tieBreakPoints(script: MatchScript, set: number): [number, number] | undefined {
  if (script.sport.slug !== 'tennis') return undefined;
  const [home, away] = [script.periodScores[0][set], script.periodScores[1][set]];
  if (Math.max(home, away) !== 7 || Math.min(home, away) !== 6) return undefined;
  const rng = createRng(script.fixture.id, 'tie-break', set);
  const loser = rng.int(0, 8);
  const winner = loser >= 6 ? loser + 2 : 7;
  return home > away ? [winner, loser] : [loser, winner];
}

const GAME_POINTS = ['0', '15', '30', '40'];

/**
 * The points of the game under way in a live tennis set, as the feed writes them (0, 15, 30, 40, A). The
 * games of a set grow evenly through it (state.ts); the time since the last game decides how far into the
 * next one the players are, and a seeded stream who won each point, stopping short of the point that would
 * end the game (the next game's count belongs to the set score).
 */
export function gamePoints(script: MatchScript, state: EventState): [string, string] | undefined {
  if (script.sport.slug !== 'tennis' || state.phase?.kind !== 'period') return undefined;
  const set = state.phase.period;
  const games = state.score[0].periods[set] + state.score[1].periods[set];
  const total = script.periodScores[0][set] + script.periodScores[1][set];
  const span = state.phase.endMs - state.phase.startMs;
  const gameMs = span / Math.max(1, total);
  const into = Math.min(0.999, ((state.nowMs - state.phase.startMs) % gameMs) / gameMs);
  const rng = createRng(script.fixture.id, 'game-points', set, games);
  const won: [number, number] = [0, 0];
  const played = Math.floor(into * 7);
  for (let i = 0; i < played; i++) {
    const side: Side = rng.chance(0.5) ? 0 : 1;
    const other = side === 0 ? 1 : 0;
    // The next point would win the game: the game is not over yet on the set's score, so it stops here.
    if (won[side] >= 3 && won[side] > won[other]) break;
    won[side]++;
  }
  const [a, b] = won;
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['A', '40'] : ['40', 'A'];
  }
  return [GAME_POINTS[Math.min(a, 3)], GAME_POINTS[Math.min(b, 3)]];
}

/** Balls in a T20 innings. */
const INNINGS_BALLS = 120;

export interface InningsView {
  score: number;
  wickets: number;
  /** Overs as cricket writes them: 19.4 is 19 overs and 4 balls. */
  overs: number;
}

/**
 * A cricket side's innings at `state`: the side bats in its own period (the script's alternating model), its
 * runs are the period's score, and its wickets and balls grow with them towards the innings' final figures.
 */
export function inningsOf(script: MatchScript, state: EventState, side: Side): InningsView | undefined {
  if (script.sport.slug !== 'cricket' || state.lastPeriod < side) return undefined;
  const runs = state.score[side].periods[side] ?? 0;
  const finalRuns = script.periodScores[side][side];
  const rng = createRng(script.fixture.id, 'innings', side);
  const allOut = rng.chance(0.3);
  const finalWickets = allOut ? 10 : rng.int(2, 8);
  const finalBalls = allOut ? rng.int(90, INNINGS_BALLS - 1) : INNINGS_BALLS;
  const share = finalRuns > 0 ? runs / finalRuns : state.phase?.period === side ? 0 : 1;
  const balls = Math.floor(finalBalls * share);
  return {
    score: runs,
    wickets: Math.floor(finalWickets * share),
    overs: Math.floor(balls / 6) + (balls % 6) / 10,
  };
}
