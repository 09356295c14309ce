import type { Rng } from '../prng.ts';
import type { SportDef } from '../sports.ts';
import type { Moment, Phase, Side } from '../match.ts';

/**
 * The clock of a match: its periods and breaks with their instants, each side's score per period, and the
 * game-clock minute of any instant of a period.
 */

export interface Periods {
  phases: Phase[];
  periodScores: [number[], number[]];
  injuryMinutes: number[];
  endMs: number;
}

/** Plays the periods out from the start: the rng is drawn in the order the script has always drawn it. */
export function playPeriods(sport: SportDef, rng: Rng, factor: number, startMs: number): Periods {
  const phases: Phase[] = [];
  const periodScores: [number[], number[]] = [[], []];
  const injuryMinutes: number[] = [];
  let t = startMs;
  const push = (kind: 'period' | 'break', period: number, minutes: number) => {
    const status = kind === 'period' ? sport.status(period) : sport.breakStatus(period);
    phases.push({ kind, period, startMs: t, endMs: t + minutes * 60_000, status });
    t += minutes * 60_000;
  };
  const pushPeriod = (period: number, minutes: number) => push('period', period, minutes);
  const pushBreak = (period: number, minutes: number) => {
    if (minutes > 0) push('break', period, minutes);
  };

  if (sport.model === 'sets') {
    const pHome = factor / (1 + factor);
    const won: [number, number] = [0, 0];
    for (let set = 0; won[0] < sport.setsToWin && won[1] < sport.setsToWin; set++) {
      const winner: Side = rng.chance(pHome) ? 0 : 1;
      won[winner]++;
      let [w, l] = setScore(sport, rng, set === 4);
      if (sport.slug === 'esports') [w, l] = [1, 0];
      periodScores[winner].push(w);
      periodScores[winner === 0 ? 1 : 0].push(l);
      if (set > 0) pushBreak(set - 1, sport.breaks[set - 1] ?? 0);
      const [min, max] = sport.setMinutes;
      pushPeriod(set, rng.int(min, max));
    }
  } else {
    for (let p = 0; p < sport.periods; p++) {
      const injury = sport.clockMinutes === 45 ? rng.int(p === 0 ? 1 : 2, p === 0 ? 5 : 8) : 0;
      injuryMinutes.push(injury);
      if (p > 0) pushBreak(p - 1, sport.breaks[p - 1] ?? 0);
      pushPeriod(p, sport.periodMinutes + injury);
      for (const side of [0, 1] as const) {
        const mean = sport.scoreMean * (side === 0 ? factor : 1 / factor);
        let value =
          sport.model === 'goals'
            ? rng.poisson(mean)
            : Math.round(
                sport.scoreMean *
                  (side === 0 ? Math.sqrt(factor) : 1 / Math.sqrt(factor)) *
                  (0.8 + rng.next() * 0.4),
              );
        if (sport.alternating && side !== p) value = 0;
        periodScores[side].push(value);
      }
    }
    if (!sport.draws) {
      const total = (s: Side) => periodScores[s].reduce((a, b) => a + b, 0);
      if (total(0) === total(1)) {
        // No draws in this sport: the decider lands in the last period (overtime is folded in).
        const side: Side = sport.alternating ? 1 : rng.chance(factor / (1 + factor)) ? 0 : 1;
        const last = sport.alternating ? 1 : sport.periods - 1;
        periodScores[side][last] += sport.model === 'points' ? rng.int(1, 3) : 1;
      }
    }
  }
  return { phases, periodScores, injuryMinutes, endMs: t };
}

/** The instant at a fraction of a period, with its game-clock minute (football: 1–45 and 46–90, capped). */
export function momentClock(
  sport: SportDef,
  phases: Phase[],
): (period: number, frac: number, side: Side) => Moment {
  const periodPhases = phases.filter((ph) => ph.kind === 'period');
  return (period: number, frac: number, side: Side): Moment => {
    const phase = periodPhases[period];
    const at = phase.startMs + Math.floor(frac * (phase.endMs - phase.startMs));
    if (sport.clockMinutes === 45) {
      const raw = Math.floor((at - phase.startMs) / 60_000) + 1;
      const moment: Moment = { t: at, side, period, minute: period * 45 + Math.min(raw, 45) };
      if (raw > 45) moment.addedTime = raw - 45;
      return moment;
    }
    const clock = sport.clockMinutes || 1;
    return { t: at, side, period, minute: period * clock + Math.min(clock, Math.floor(frac * clock) + 1) };
  };
}

function setScore(sport: SportDef, rng: Rng, decider: boolean): [number, number] {
  const target = decider && sport.slug === 'volleyball' ? 15 : sport.scoreMean;
  if (sport.slug === 'tennis') {
    const roll = rng.next();
    return roll < 0.15 ? [7, 6] : roll < 0.3 ? [7, 5] : [6, rng.int(0, 4)];
  }
  if (target <= 3) return [target, rng.int(0, target - 1)];
  // Rally-point sets go past the target by two when close.
  if (rng.chance(0.2)) {
    const w = target + rng.int(1, 4);
    return [w, w - 2];
  }
  return [target, rng.int(Math.floor(target / 2), target - 2)];
}
