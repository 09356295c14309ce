import { createLru } from './lru.ts';
import { playIncidents } from './match/incidents.ts';
import { buildLineup, onPitchAt } from './match/lineups.ts';
import { momentClock, playPeriods } from './match/periods.ts';
import { decidedBySpotKicks, playShootout, type Shootout } from './match/shootout.ts';
import { SCALED_STATS, WINNER_LEANING } from './match/statistics.ts';
import { createRng } from './prng.ts';
import type { Fixture } from './schedule.ts';
import type { PeriodStatus, SportDef } from './sports.ts';
import type { Player, Referee, Team, World } from './world.ts';

/**
 * The whole script of a match, decided up front from (seed, event): when each period starts and ends,
 * every goal, card, substitution and shot with its instant, and the final statistics. The state at any
 * time is then a filter of the script by that time (state.ts), so scores can only grow, finished matches
 * never change and every answer is reproducible.
 *
 * The parts live under match/ by concern (periods and clock, line-ups, incidents, statistics); this file
 * holds the script's shape and draws them in one fixed order, so a seed always gives the same match.
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
  /** The penalty shoot-out of a cup tie level at full time; its phase is the script's last. */
  shootout: Shootout | undefined;
  /** Second leg of a two-legged tie: goals of this match's home and away sides in the first leg. */
  firstLegGoals: [number, number] | undefined;
}

/** The home side's edge in a match-up: scoring rates and set chances follow it (odds.ts prices from it too). */
export function homeFactor(home: Team, away: Team): number {
  // Home advantage plus the strength ratio, kept within sane bounds.
  return Math.min(1.8, Math.max(0.55, Math.pow(home.strength / away.strength, 1.2) * 1.08));
}

export function buildScript(world: World, fixture: Fixture): MatchScript {
  const { sport } = fixture.tournament;
  const rng = createRng(world.seed, 'match', fixture.id);
  const kind = fixture.tournament.def.kind;
  const fateRoll = rng.next();
  // Always-on daily circuits carry the "something is live" guarantee, and a cup's tie must be played for
  // the bracket to go on, so neither is ever called off.
  const fate =
    kind !== 'league' ? 'normal' : fateRoll < 0.015 ? 'postponed' : fateRoll < 0.022 ? 'canceled' : 'normal';
  const factor = homeFactor(fixture.home, fixture.away);
  const lineups: [LineupSide, LineupSide] | undefined = sport.lineups
    ? [buildLineup(world, fixture.home, rng), buildLineup(world, fixture.away, rng)]
    : undefined;

  const played = playPeriods(sport, rng, factor, fixture.startMs);
  const { phases, periodScores, injuryMinutes } = played;
  let endMs = played.endMs;
  const momentAt = momentClock(sport, phases);
  const { subs, goals, shots, cards } = playIncidents(
    fixture,
    sport,
    rng,
    factor,
    lineups,
    periodScores,
    momentAt,
  );

  const stats: Record<string, [number, number]> = {};
  for (const [key, , min, max] of SCALED_STATS[sport.slug] ?? SCALED_STATS.default) {
    if (max === 0) continue;
    stats[key] = [rng.int(min, max), rng.int(min, max)];
  }
  // The winner has the better of the statistics that follow the result (a swap: no draw is added).
  const winner = finalWinner(sport, periodScores);
  if (winner !== undefined)
    for (const key of WINNER_LEANING[sport.slug] ?? []) {
      const pair = stats[key];
      if (pair && pair[winner] < pair[winner === 0 ? 1 : 0]) stats[key] = [pair[1], pair[0]];
    }
  const possession = Math.round(Math.min(68, Math.max(32, 50 + (factor - 1) * 25 + rng.int(-6, 6))));

  // From a stream of its own, so every other draw of the match stays as it was.
  const total = (side: Side) => periodScores[side].reduce((a, b) => a + b, 0);
  const firstLegGoals = firstLegGoalsOf(world, fixture);
  const level = firstLegGoals
    ? total(0) + firstLegGoals[0] === total(1) + firstLegGoals[1]
    : total(0) === total(1);
  const shootout =
    fate === 'normal' && decidedBySpotKicks(fixture) && level
      ? playShootout(
          createRng(world.seed, 'shootout', fixture.id),
          endMs,
          sport.periods - 1,
          lineups && [
            onPitchAtWhistle(lineups, subs, cards, 0, endMs),
            onPitchAtWhistle(lineups, subs, cards, 1, endMs),
          ],
        )
      : undefined;
  if (shootout) {
    phases.push(shootout.phase);
    endMs = shootout.phase.endMs;
  }

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
    shootout,
    firstLegGoals,
  };
}

/** The side ahead at the end of play (sets won in set sports, else the total); undefined when level. */
function finalWinner(sport: SportDef, periodScores: [number[], number[]]): Side | undefined {
  const [home, away] =
    sport.model === 'sets'
      ? [
          periodScores[0].filter((g, i) => g > periodScores[1][i]).length,
          periodScores[1].filter((g, i) => g > periodScores[0][i]).length,
        ]
      : periodScores.map((p) => p.reduce((a, b) => a + b, 0));
  return home > away ? 0 : away > home ? 1 : undefined;
}

/** The first leg's goals of the second leg's home and away sides (who played it away and at home). */
function firstLegGoalsOf(world: World, fixture: Fixture): [number, number] | undefined {
  if (fixture.firstLeg === undefined) return undefined;
  const script = scriptOf(world, fixture.firstLeg);
  // A first leg called off leaves the second as a single match.
  if (script.fate !== 'normal') return undefined;
  const [home, away] = script.periodScores.map((p) => p.reduce((a, b) => a + b, 0));
  return [away, home];
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

/** Who is still playing at `t`: the line-up after its substitutions, without anyone sent off. */
function onPitchAtWhistle(
  lineups: [LineupSide, LineupSide],
  subs: Substitution[],
  cards: Card[],
  side: Side,
  t: number,
): Player[] {
  const sentOff = new Set(
    cards.filter((c) => c.side === side && c.cls === 'red' && c.t <= t).map((c) => c.playerId),
  );
  return onPitchAt(lineups[side], subs, side, t).filter((p) => !sentOff.has(p.id));
}
