import { homeFactor, type MatchScript } from './match.ts';
import type { EventState } from './state.ts';

/**
 * Outcome probabilities from the score and the time left, and their odds as bookmakers print them:
 * fractional "a/b" with the usual denominators and a margin. Odds therefore drift as goals go in and the
 * clock runs.
 */

export interface Outcome {
  home: number;
  draw: number;
  away: number;
  /** Probability that both sides score at least once (goal sports). */
  bothScore: number;
  /** Probability that the final total (goals, runs or points) exceeds the line. */
  over: number;
  /** The total's line (x.5); 0 in set sports, which have no total market. */
  line: number;
}

const MARGIN = 1.06;

function poissonPmf(mean: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26). */
function phi(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** Expected final score per side, from the script's own match-up (never from the outcome itself). */
function expectedTotals(script: MatchScript): [number, number] {
  const { sport, fixture } = script;
  const ratio = homeFactor(fixture.home, fixture.away);
  const periods = sport.model === 'sets' ? sport.setsToWin : sport.alternating ? 1 : sport.periods;
  const f = sport.model === 'goals' ? ratio : Math.sqrt(ratio);
  return [sport.scoreMean * periods * f, (sport.scoreMean * periods) / f];
}

export function outcomeAt(script: MatchScript, state: EventState): Outcome {
  const { sport } = script;
  const [h, a] = [state.score[0].current, state.score[1].current];
  // The total's line sits just above the expected total (goals or points); sets have no total market.
  const line =
    sport.model === 'sets' ? 0 : Math.floor(expectedTotals(script)[0] + expectedTotals(script)[1]) + 0.5;
  if (state.status.type === 'finished') {
    return {
      home: h > a ? 1 : 0,
      draw: h === a ? 1 : 0,
      away: a > h ? 1 : 0,
      bothScore: h > 0 && a > 0 ? 1 : 0,
      over: h + a > line ? 1 : 0,
      line,
    };
  }
  const left = 1 - state.progress;
  const [eh, ea] = expectedTotals(script);
  if (sport.model === 'goals') {
    const max = Math.ceil(Math.max(eh, ea) * 2 + 12);
    const ph = poissonPmf(eh * left, max);
    const pa = poissonPmf(ea * left, max);
    let home = 0;
    let draw = 0;
    let over = 0;
    for (let i = 0; i <= max; i++) {
      for (let j = 0; j <= max; j++) {
        const p = ph[i] * pa[j];
        if (h + i > a + j) home += p;
        else if (h + i === a + j) draw += p;
        if (h + i + a + j > line) over += p;
      }
    }
    const away = Math.max(0, 1 - home - draw);
    const hs = h > 0 ? 1 : 1 - ph[0];
    const as = a > 0 ? 1 : 1 - pa[0];
    if (!sport.draws)
      return { home: home + draw / 2, draw: 0, away: away + draw / 2, bothScore: hs * as, over, line };
    return { home, draw, away, bothScore: hs * as, over, line };
  }
  if (sport.model === 'sets') {
    // Each set goes to the home side with the script's own chance (match/periods.ts), so the match is a race
    // to setsToWin from the sets already won.
    const factor = homeFactor(script.fixture.home, script.fixture.away);
    const home = raceChance(factor / (1 + factor), sport.setsToWin, h, a);
    return { home, draw: 0, away: 1 - home, bothScore: 0, over: 0, line };
  }
  // Points: a normal approximation of the final margin.
  const scale = sport.scoreMean / 3;
  const mean = h - a + (eh - ea) * left;
  const sd = Math.sqrt(Math.max(left, 0.02)) * scale * 3;
  const home = phi(mean / sd);
  // The final total: what is on the board plus what the time left is expected to add, about as spread as
  // the margin.
  const total = h + a + (eh + ea) * left;
  const over = phi((total - line) / (sd * 1.2));
  return { home, draw: 0, away: 1 - home, bothScore: 0, over, line };
}

/** Chance of reaching `need` wins first from `won`–`lost`, winning each round with chance `q`. */
export function raceChance(q: number, need: number, won: number, lost: number): number {
  if (won >= need) return 1;
  if (lost >= need) return 0;
  // chance[i][j]: from i won and j lost; filled from the finished races backwards.
  const chance = Array.from({ length: need + 1 }, (_, i) =>
    Array.from({ length: need + 1 }, (_, j) => (i === need ? 1 : j === need ? 0 : Number.NaN)),
  );
  for (let i = need - 1; i >= won; i--) {
    for (let j = need - 1; j >= lost; j--) chance[i][j] = q * chance[i + 1][j] + (1 - q) * chance[i][j + 1];
  }
  return chance[won][lost];
}

/** The fractional prices bookmakers print, sorted by value. */
const LADDER: Array<[number, number]> = (
  '1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 1/7 2/13 1/6 2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 ' +
  '1/2 8/15 4/7 8/13 2/3 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 7/5 3/2 8/5 13/8 7/4 9/5 15/8 2/1 11/5 ' +
  '9/4 12/5 5/2 13/5 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 ' +
  '18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1'
)
  .split(' ')
  .map((f) => f.split('/').map(Number) as [number, number]);

/** Decimal odds from a probability, with the margin, between 1.01 and 51. */
export function decimalOdds(probability: number): number {
  return Math.min(51, Math.max(1.01, 1 / (Math.max(probability, 1e-6) * MARGIN)));
}

export function toFraction(decimal: number): string {
  const target = decimal - 1;
  let lo = 0;
  let hi = LADDER.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (LADDER[mid][0] / LADDER[mid][1] < target) lo = mid + 1;
    else hi = mid;
  }
  const candidates = [LADDER[lo], LADDER[Math.max(0, lo - 1)]];
  const [a, b] = candidates.reduce((best, c) =>
    Math.abs(c[0] / c[1] - target) < Math.abs(best[0] / best[1] - target) ? c : best,
  );
  return `${a}/${b}`;
}

export const fractionValue = (fraction: string): number => {
  const [a, b] = fraction.split('/').map(Number);
  return a / b;
};
