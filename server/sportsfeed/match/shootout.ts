import type { Phase, Side } from '../match.ts';
import type { Rng } from '../prng.ts';
import type { Fixture } from '../schedule.ts';
import type { Player } from '../world.ts';

/**
 * A penalty shoot-out: a knock-out match (a cup's) level at full time is decided from the spot, as the Copa
 * do Brasil does, with no extra time. Five kicks each, taken in turn, stop as soon as one side cannot be
 * caught; then sudden death, a kick each, until one scores and the other does not.
 */

export interface ShootoutKick {
  t: number;
  side: Side;
  playerId: number | undefined;
  scored: boolean;
}

export interface Shootout {
  phase: Phase;
  kicks: ShootoutKick[];
  winner: Side;
}

/** The whistle to the first kick, and one kick to the next. */
const WAIT_MS = 4 * 60_000;
const KICK_MS = 60_000;
/** The chance that a spot kick is scored (about three in four, as in the professional game). */
export const SCORED = 0.76;

export const PENALTIES_STATUS = { code: 50, description: 'Penalties' } as const;
export const AFTER_PENALTIES = { code: 120, description: 'AP', type: 'finished' } as const;

/**
 * Whether the match is one a shoot-out decides when level: a cup's football match that ends its tie, a
 * single match or the second leg of a two-legged tie (level on aggregate), never a first leg.
 */
export function decidedBySpotKicks(fixture: Fixture): boolean {
  const def = fixture.tournament.def;
  if (def.kind !== 'cup' || fixture.tournament.sport.slug !== 'football') return false;
  return fixture.cupRound?.legs !== 2 || fixture.firstLeg !== undefined;
}

export function playShootout(
  rng: Rng,
  fullTimeMs: number,
  lastPeriod: number,
  onPitch: [Player[], Player[]] | undefined,
): Shootout {
  const kicks: ShootoutKick[] = [];
  const goals: [number, number] = [0, 0];
  const taken: [number, number] = [0, 0];
  // Those on the pitch at the final whistle take them (a player substituted off or sent off cannot), the
  // attackers first, the goalkeeper last.
  const takers = (side: Side) => {
    const players = onPitch?.[side] ?? [];
    const keepers = players.filter((p) => p.position === 'G');
    return [...players.filter((p) => p.position !== 'G').reverse(), ...keepers];
  };
  const kickers = [takers(0), takers(1)] as const;
  const decided = () => {
    if (taken[0] <= 5 && taken[1] <= 5 && (taken[0] < 5 || taken[1] < 5)) {
      const left: [number, number] = [5 - taken[0], 5 - taken[1]];
      return goals[0] > goals[1] + left[1] || goals[1] > goals[0] + left[0];
    }
    return taken[0] === taken[1] && goals[0] !== goals[1];
  };
  let t = fullTimeMs + WAIT_MS;
  for (let n = 0; !decided(); n++) {
    const side: Side = n % 2 === 0 ? 0 : 1;
    const order = kickers[side];
    const scored = rng.chance(SCORED);
    kicks.push({
      t,
      side,
      playerId: order.length ? order[taken[side] % order.length].id : undefined,
      scored,
    });
    taken[side]++;
    if (scored) goals[side]++;
    t += KICK_MS;
  }
  const phase: Phase = {
    kind: 'break',
    period: lastPeriod,
    startMs: fullTimeMs,
    endMs: t,
    status: { ...PENALTIES_STATUS },
  };
  return { phase, kicks, winner: goals[0] > goals[1] ? 0 : 1 };
}

/** Goals of each side in the shoot-out up to `now`. */
export function shootoutGoalsAt(shootout: Shootout, now: number): [number, number] {
  const goals: [number, number] = [0, 0];
  for (const kick of shootout.kicks) if (kick.t <= now && kick.scored) goals[kick.side]++;
  return goals;
}

/** Kicks each side takes before sudden death. */
const REGULATION_KICKS = 5;

/** Chances of scoring k of n kicks, k = 0..n. */
function binomial(n: number, p: number): number[] {
  let row = [1];
  for (let i = 0; i < n; i++) row = [...row, 0].map((v, k) => v * (1 - p) + (k > 0 ? row[k - 1] * p : 0));
  return row;
}

/**
 * The chance that the home side wins a shoot-out from the kicks taken so far, each kick scored with chance
 * `p`: the rest of the five each, then sudden death (even by symmetry once both have kicked as often; after
 * one side's kick, that kick decides how far ahead it is). Exact, so the curve moves with every kick.
 */
export function shootoutHomeChance(kicks: readonly ShootoutKick[], p = SCORED): number {
  const taken: [number, number] = [0, 0];
  const goals: [number, number] = [0, 0];
  for (const kick of kicks) {
    taken[kick.side]++;
    if (kick.scored) goals[kick.side]++;
  }
  if (taken[0] < REGULATION_KICKS || taken[1] < REGULATION_KICKS) {
    const home = binomial(REGULATION_KICKS - Math.min(taken[0], REGULATION_KICKS), p);
    const away = binomial(REGULATION_KICKS - Math.min(taken[1], REGULATION_KICKS), p);
    let chance = 0;
    home.forEach((ph, h) =>
      away.forEach((pa, a) => {
        const diff = goals[0] + h - (goals[1] + a);
        chance += ph * pa * (diff > 0 ? 1 : diff === 0 ? 0.5 : 0);
      }),
    );
    return chance;
  }
  const diff = goals[0] - goals[1];
  if (taken[0] === taken[1]) return diff > 0 ? 1 : diff < 0 ? 0 : 0.5;
  // Sudden death, one side has kicked this round: the other scores to go on (then even), or misses.
  const ahead = taken[0] > taken[1] ? 0 : 1;
  const lead = ahead === 0 ? diff : -diff;
  const aheadChance = lead > 0 ? 1 - p + p * 0.5 : lead === 0 ? (1 - p) * 0.5 : 0;
  return ahead === 0 ? aheadChance : 1 - aheadChance;
}
