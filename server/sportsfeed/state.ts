import type { MatchScript, Phase, Side } from './match.ts';
import { AFTER_PENALTIES } from './match/shootout.ts';
import { CANCELED, ENDED, NOT_STARTED, POSTPONED } from './sports.ts';

/** Postponements and cancellations are announced this long before the planned kick-off. */
export const CALL_OFF_NOTICE_MS = 3 * 3_600_000;

export type StatusType = 'notstarted' | 'inprogress' | 'finished' | 'postponed' | 'canceled';

export interface Status {
  code: number;
  description: string;
  type: StatusType;
}

export interface SideScore {
  current: number;
  /** Score of each period played or being played. */
  periods: number[];
}

export interface EventState {
  nowMs: number;
  status: Status;
  /** The period or break under way, when in progress. */
  phase: Phase | undefined;
  /** Index of the latest period started. */
  lastPeriod: number;
  score: [SideScore, SideScore];
  /** Share of the match's playing time already played, 0–1. */
  progress: number;
  elapsedPlayMs: number;
  totalPlayMs: number;
  /** Last instant ≤ now at which status or score changed. */
  changedAtMs: number;
  winnerCode: 1 | 2 | 3 | undefined;
}

const withType = (s: { code: number; description: string }, type: StatusType): Status => ({
  code: s.code,
  description: s.description,
  type,
});

/**
 * Score of one side in one period at `now`. Goals listed one by one are counted; scores that are not
 * (points, games of a set, handball goals) grow evenly through the period. Returns the value and the
 * instant it was reached.
 */
function periodScoreAt(script: MatchScript, side: Side, period: number, now: number): [number, number] {
  const phase = script.phases.find((p) => p.kind === 'period' && p.period === period)!;
  const final = script.periodScores[side][period];
  if (script.sport.model === 'goals' && script.sport.scoreIncidents) {
    let count = 0;
    let at = phase.startMs;
    for (const g of script.goals) {
      if (g.period === period && g.side === side && g.t <= now) {
        count++;
        at = g.t;
      }
    }
    return [count, at];
  }
  if (now >= phase.endMs) return [final, phase.endMs];
  const span = phase.endMs - phase.startMs;
  const value = Math.floor((final * (now - phase.startMs)) / span);
  // The instant this value was first reached, so that change timestamps are exact.
  const at = value === 0 ? phase.startMs : phase.startMs + Math.ceil((value * span) / final);
  return [value, at];
}

export function eventStateAt(script: MatchScript, now: number): EventState {
  const periods = script.phases.filter((p) => p.kind === 'period');
  const totalPlayMs = periods.reduce((sum, p) => sum + (p.endMs - p.startMs), 0);
  const start = script.fixture.startMs;
  const empty: [SideScore, SideScore] = [
    { current: 0, periods: [] },
    { current: 0, periods: [] },
  ];
  const base = {
    nowMs: now,
    phase: undefined,
    lastPeriod: -1,
    progress: 0,
    elapsedPlayMs: 0,
    totalPlayMs,
    winnerCode: undefined,
  };

  if (script.fate !== 'normal' && now >= start - CALL_OFF_NOTICE_MS) {
    const status = script.fate === 'postponed' ? POSTPONED : CANCELED;
    return { ...base, status: { ...status }, score: empty, changedAtMs: start - CALL_OFF_NOTICE_MS };
  }
  if (script.fate !== 'normal' || now < start) {
    return { ...base, status: { ...NOT_STARTED }, score: empty, changedAtMs: start - 7 * 86_400_000 };
  }

  const finished = now >= script.endMs;
  const phase = finished ? undefined : script.phases.find((p) => p.startMs <= now && now < p.endMs);
  let lastPeriod = -1;
  let elapsedPlayMs = 0;
  for (const p of periods) {
    if (p.startMs > now) break;
    lastPeriod = p.period;
    elapsedPlayMs += Math.min(now, p.endMs) - p.startMs;
  }
  let changedAtMs = finished ? script.endMs : phase!.startMs;
  const score: [SideScore, SideScore] = [
    { current: 0, periods: [] },
    { current: 0, periods: [] },
  ];
  for (let period = 0; period <= lastPeriod; period++) {
    const values: [number, number] = [0, 0];
    for (const side of [0, 1] as const) {
      const [value, at] = periodScoreAt(script, side, period, now);
      values[side] = value;
      score[side].periods.push(value);
      if (value > 0) changedAtMs = Math.max(changedAtMs, at);
    }
    if (script.sport.model === 'sets') {
      // A set counts once it is over: its phase ended before now.
      const setPhase = periods[period];
      if (now >= setPhase.endMs) score[values[0] > values[1] ? 0 : 1].current++;
    } else {
      score[0].current += values[0];
      score[1].current += values[1];
    }
  }
  const shootout = script.shootout;
  const status: Status = finished
    ? { ...(shootout ? AFTER_PENALTIES : ENDED) }
    : withType(phase!.status, 'inprogress');
  if (shootout) {
    for (const kick of shootout.kicks) if (kick.t <= now) changedAtMs = Math.max(changedAtMs, kick.t);
  }
  const winnerCode = finished
    ? shootout
      ? shootout.winner === 0
        ? 1
        : 2
      : score[0].current > score[1].current
        ? 1
        : score[0].current < score[1].current
          ? 2
          : 3
    : undefined;
  return {
    nowMs: now,
    status,
    phase,
    lastPeriod,
    score,
    progress: Math.min(1, elapsedPlayMs / totalPlayMs),
    elapsedPlayMs,
    totalPlayMs,
    changedAtMs,
    winnerCode,
  };
}
