import { createLru } from './lru.ts';
import { createRng, type Rng } from './prng.ts';
import type { Fixture } from './schedule.ts';
import type { PeriodStatus, SportDef } from './sports.ts';
import type { Player, Referee, Team, World } from './world.ts';

/**
 * The whole script of a match, decided up front from (seed, event): when each period starts and ends,
 * every goal, card, substitution and shot with its instant, and the final statistics. The state at any
 * time is then a filter of the script by that time (state.ts), so scores can only grow, finished matches
 * never change and every answer is reproducible.
 */

export type Side = 0 | 1;

export interface Phase {
  kind: 'period' | 'break';
  period: number;
  startMs: number;
  endMs: number;
  status: PeriodStatus;
}

export interface Moment {
  t: number;
  side: Side;
  period: number;
  /** Game-clock minute (football: 1–45 and 46–90, capped; see addedTime). */
  minute: number;
  addedTime?: number;
}

export interface Goal extends Moment {
  playerId?: number;
  assistId?: number;
  cls: 'regular' | 'penalty' | 'ownGoal';
}
export interface Card extends Moment {
  playerId: number;
  cls: 'yellow' | 'red';
}
export interface Substitution extends Moment {
  inId: number;
  outId: number;
}
export interface Shot extends Moment {
  id: number;
  playerId: number;
  type: 'goal' | 'save' | 'miss' | 'block' | 'post';
  xg: number;
  x: number;
  y: number;
  bodyPart: 'right-foot' | 'left-foot' | 'head';
  situation: 'regular' | 'assisted' | 'corner' | 'penalty' | 'fast-break';
}

export interface Missing {
  player: Player;
  type: 'missing' | 'doubtful';
  reason: number;
}

export interface LineupSide {
  formation: string;
  starters: Player[];
  bench: Player[];
  missing: Missing[];
}

export interface MatchScript {
  fixture: Fixture;
  sport: SportDef;
  fate: 'normal' | 'postponed' | 'canceled';
  phases: Phase[];
  endMs: number;
  /** Final score of each side in each period (sets: games or points of each set). */
  periodScores: [number[], number[]];
  goals: Goal[];
  cards: Card[];
  subs: Substitution[];
  shots: Shot[];
  lineups: [LineupSide, LineupSide] | undefined;
  /** Final values of the statistics that grow evenly with playing time. */
  stats: Record<string, [number, number]>;
  injuryMinutes: number[];
  referee: Referee | undefined;
  attendance: number | undefined;
  /** Share of home possession (football-like sports). */
  possession: number;
}

const FORMATIONS = ['4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '4-1-4-1', '3-4-3'];

export const SCALED_STATS: Readonly<
  Record<string, ReadonlyArray<readonly [string, string, number, number]>>
> = {
  football: [
    ['passes', 'Passes', 320, 620],
    ['fouls', 'Fouls', 7, 18],
    ['cornerKicks', 'Corner kicks', 1, 10],
    ['offsides', 'Offsides', 0, 5],
    ['totalTackle', 'Tackles', 10, 24],
    ['interceptionWon', 'Interceptions', 5, 15],
    ['freeKicks', 'Free kicks', 7, 18],
    ['throwIns', 'Throw-ins', 12, 28],
    ['goalKicks', 'Goal kicks', 4, 12],
    ['duelWonPercent', 'Duels', 0, 0],
  ],
  basketball: [
    ['freeThrowsScored', 'Free throws', 8, 24],
    ['twoPointersScored', '2 pointers', 18, 34],
    ['threePointersScored', '3 pointers', 7, 18],
    ['rebounds', 'Rebounds', 34, 56],
    ['assists', 'Assists', 16, 32],
    ['turnovers', 'Turnovers', 8, 18],
    ['steals', 'Steals', 3, 12],
    ['blocks', 'Blocks', 2, 9],
  ],
  tennis: [
    ['aces', 'Aces', 1, 16],
    ['doubleFaults', 'Double faults', 0, 6],
    ['breakPointsSaved', 'Break points saved', 0, 8],
    ['totalPointsWon', 'Total points won', 50, 110],
  ],
  default: [
    ['shotsOnGoal', 'Shots on target', 8, 30],
    ['fouls', 'Fouls', 2, 14],
    ['timeouts', 'Timeouts', 0, 3],
  ],
};

function homeFactor(home: Team, away: Team): number {
  // Home advantage plus the strength ratio, kept within sane bounds.
  return Math.min(1.8, Math.max(0.55, Math.pow(home.strength / away.strength, 1.2) * 1.08));
}

function onPitchAt(lineup: LineupSide, subs: Substitution[], side: Side, t: number): Player[] {
  const out = new Set(subs.filter((s) => s.side === side && s.t <= t).map((s) => s.outId));
  const inIds = new Set(subs.filter((s) => s.side === side && s.t <= t).map((s) => s.inId));
  return [...lineup.starters.filter((p) => !out.has(p.id)), ...lineup.bench.filter((p) => inIds.has(p.id))];
}

function buildLineup(world: World, team: Team, rng: Rng): LineupSide {
  const squad = world.squad(team);
  const missingCount = rng.int(0, 2);
  const missing: Missing[] = rng
    .shuffle(squad.filter((p) => p.position !== 'G'))
    .slice(0, missingCount)
    .map((player) => ({
      player,
      type: rng.chance(0.65) ? 'missing' : 'doubtful',
      reason: rng.pick([1, 2, 3, 11, 21]),
    }));
  const missingIds = new Set(missing.map((m) => m.player.id));
  const available = squad.filter((p) => !missingIds.has(p.id));
  const sport = team.sport;
  let formation: string;
  let starters: Player[];
  if (sport.slug === 'football' || sport.slug === 'bandy') {
    formation = createRng(world.seed, 'formation', team.id).pick(FORMATIONS);
    const counts = formation.split('-').map(Number);
    const d = counts[0];
    const f = counts[counts.length - 1];
    const m = 10 - d - f;
    // Best form plays: strongest per position first, with a little rotation.
    const best = (pos: string, n: number) =>
      available
        .filter((p) => p.position === pos)
        .map((p) => [p, p.baseRating + rng.next() * 0.4] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([p]) => p);
    starters = [...best('G', 1), ...best('D', d), ...best('M', m), ...best('F', f)];
  } else {
    const keepers = available.filter((p) => p.position === 'G');
    const others = rng.shuffle(available.filter((p) => p.position !== 'G'));
    starters = [...keepers.slice(0, 1), ...others].slice(0, sport.onField);
    formation = '';
  }
  const starterIds = new Set(starters.map((p) => p.id));
  const bench = available.filter((p) => !starterIds.has(p.id)).slice(0, 12);
  return { formation, starters, bench, missing };
}

export function buildScript(world: World, fixture: Fixture): MatchScript {
  const { sport } = fixture.tournament;
  const rng = createRng(world.seed, 'match', fixture.id);
  const daily = fixture.tournament.def.kind === 'daily';
  const fateRoll = rng.next();
  // Always-on daily circuits carry the "something is live" guarantee, so they are never called off.
  const fate = daily ? 'normal' : fateRoll < 0.015 ? 'postponed' : fateRoll < 0.022 ? 'canceled' : 'normal';
  const factor = homeFactor(fixture.home, fixture.away);
  const lineups: [LineupSide, LineupSide] | undefined = sport.lineups
    ? [buildLineup(world, fixture.home, rng), buildLineup(world, fixture.away, rng)]
    : undefined;

  const phases: Phase[] = [];
  const periodScores: [number[], number[]] = [[], []];
  const injuryMinutes: number[] = [];
  let t = fixture.startMs;
  const pushPeriod = (period: number, minutes: number) => {
    phases.push({
      kind: 'period',
      period,
      startMs: t,
      endMs: t + minutes * 60_000,
      status: sport.status(period),
    });
    t += minutes * 60_000;
  };
  const pushBreak = (period: number, minutes: number) => {
    if (minutes <= 0) return;
    phases.push({
      kind: 'break',
      period,
      startMs: t,
      endMs: t + minutes * 60_000,
      status: sport.breakStatus(period),
    });
    t += minutes * 60_000;
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
  const endMs = t;
  const periodPhases = phases.filter((ph) => ph.kind === 'period');

  const momentAt = (period: number, frac: number, side: Side): Moment => {
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

  // Substitutions first: scorers and carded players must be on the pitch at that moment.
  const subs: Substitution[] = [];
  if (lineups && sport.slug === 'football') {
    for (const side of [0, 1] as const) {
      const outs = rng.shuffle(lineups[side].starters.filter((p) => p.position !== 'G'));
      const ins = rng.shuffle(lineups[side].bench.filter((p) => p.position !== 'G'));
      const count = Math.min(rng.int(3, 5), outs.length, ins.length);
      for (let i = 0; i < count; i++) {
        subs.push({ ...momentAt(1, 0.15 + rng.next() * 0.75, side), inId: ins[i].id, outId: outs[i].id });
      }
    }
    subs.sort((a, b) => a.t - b.t);
  }

  const goals: Goal[] = [];
  const shots: Shot[] = [];
  if (sport.model === 'goals' && sport.scoreIncidents) {
    for (let p = 0; p < periodScores[0].length; p++) {
      for (const side of [0, 1] as const) {
        for (let g = 0; g < periodScores[side][p]; g++) {
          const moment = momentAt(p, rng.next() * 0.999, side);
          const goal: Goal = {
            ...moment,
            cls: rng.chance(0.08) ? 'penalty' : rng.chance(0.03) ? 'ownGoal' : 'regular',
          };
          if (lineups) {
            const mine = onPitchAt(lineups[side], subs, side, moment.t).filter((pl) => pl.position !== 'G');
            const theirs = onPitchAt(lineups[side === 0 ? 1 : 0], subs, side === 0 ? 1 : 0, moment.t);
            // Forwards score most, then midfielders; an own goal is credited to an opponent.
            const weighted = mine.flatMap((pl) =>
              Array(pl.position === 'F' ? 4 : pl.position === 'M' ? 2 : 1).fill(pl),
            );
            const scorer =
              goal.cls === 'ownGoal'
                ? rng.pick(theirs.filter((pl) => pl.position !== 'G'))
                : rng.pick(weighted);
            goal.playerId = scorer.id;
            if (goal.cls === 'regular' && rng.chance(0.7)) {
              const mates = mine.filter((pl) => pl.id !== scorer.id);
              if (mates.length) goal.assistId = rng.pick(mates).id;
            }
          }
          goals.push(goal);
        }
      }
    }
    goals.sort((a, b) => a.t - b.t);
  }

  const cards: Card[] = [];
  if (lineups && sport.slug === 'football') {
    let shotId = fixture.id * 10;
    for (const goal of goals) {
      if (goal.cls === 'ownGoal') continue;
      shots.push(makeShot(rng, goal, goal.playerId!, 'goal', ++shotId, goal.cls === 'penalty'));
    }
    for (const side of [0, 1] as const) {
      const extra = 3 + rng.poisson(7 * (side === 0 ? factor : 1 / factor));
      for (let i = 0; i < extra; i++) {
        const p = rng.chance(0.5) ? 0 : 1;
        const moment = momentAt(p, rng.next() * 0.999, side);
        const shooter = rng.pick(
          onPitchAt(lineups[side], subs, side, moment.t).filter((pl) => pl.position !== 'G'),
        );
        const roll = rng.next();
        const type = roll < 0.35 ? 'save' : roll < 0.7 ? 'miss' : roll < 0.95 ? 'block' : 'post';
        shots.push(makeShot(rng, moment, shooter.id, type, ++shotId, false));
      }
      const yellows = rng.poisson(1.9);
      for (let i = 0; i < yellows + (rng.chance(0.06) ? 1 : 0); i++) {
        const moment = momentAt(rng.chance(0.4) ? 0 : 1, rng.next() * 0.999, side);
        const player = rng.pick(onPitchAt(lineups[side], subs, side, moment.t));
        cards.push({ ...moment, playerId: player.id, cls: i < yellows ? 'yellow' : 'red' });
      }
    }
    shots.sort((a, b) => a.t - b.t || a.id - b.id);
    cards.sort((a, b) => a.t - b.t);
  }

  const stats: Record<string, [number, number]> = {};
  for (const [key, , min, max] of SCALED_STATS[sport.slug] ?? SCALED_STATS.default) {
    if (max === 0) continue;
    stats[key] = [rng.int(min, max), rng.int(min, max)];
  }
  const possession = Math.round(Math.min(68, Math.max(32, 50 + (factor - 1) * 25 + rng.int(-6, 6))));

  const referees = world.referees.get(sport.slug);
  const capacity = fixture.tournament.sport.lineups ? fixture.home.venue.capacity : 0;
  return {
    fixture,
    sport,
    fate,
    phases,
    endMs,
    periodScores,
    goals,
    cards,
    subs,
    shots,
    lineups,
    stats,
    injuryMinutes,
    referee: referees ? rng.pick(referees) : undefined,
    attendance: capacity ? Math.round(capacity * (0.35 + rng.next() * 0.6)) : undefined,
    possession,
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

function makeShot(
  rng: Rng,
  moment: Moment,
  playerId: number,
  type: Shot['type'],
  id: number,
  penalty: boolean,
): Shot {
  const x = penalty ? 11.5 : Math.round((4 + rng.next() * 26) * 10) / 10;
  return {
    ...moment,
    id,
    playerId,
    type,
    xg: penalty
      ? 0.79
      : Math.round((type === 'goal' ? 0.12 + rng.next() * 0.5 : 0.02 + rng.next() * 0.3) * 1e4) / 1e4,
    x,
    y: penalty ? 50 : Math.round((25 + rng.next() * 50) * 10) / 10,
    bodyPart: rng.pick(['right-foot', 'right-foot', 'left-foot', 'head'] as const),
    situation: penalty
      ? 'penalty'
      : rng.pick(['regular', 'assisted', 'assisted', 'corner', 'fast-break'] as const),
  };
}

const scripts = new Map<string, ReturnType<typeof createLru<number, MatchScript>>>();

/** Script of a match, memoized per world in a bounded cache (recomputing one is cheap but not free). */
export function scriptOf(world: World, fixture: Fixture): MatchScript {
  let cache = scripts.get(world.seed);
  if (!cache) {
    cache = createLru<number, MatchScript>(3000);
    scripts.set(world.seed, cache);
  }
  return cache.get(fixture.id, () => buildScript(world, fixture));
}
