import { createRng, type Rng } from '../prng.ts';
import type { Player, Team, World } from '../world.ts';
import type { LineupSide, Missing, Side, Substitution } from '../match.ts';

/** Line-ups of a match: who is missing, the formation, starters and bench, and who is on the pitch when. */

const FORMATIONS = ['4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '4-1-4-1', '3-4-3'];

/**
 * Who starts, by position, in the sports whose line-up is not a football formation: one of each a team
 * must field (a pitcher and a catcher, a wicket-keeper, a goalkeeper, a setter and a libero), the rest as
 * the sport sets them out. A sport not here starts its keeper and a draw of the others.
 */
const STARTERS_BY_POSITION: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  basketball: { G: 2, F: 2, C: 1 },
  'ice-hockey': { G: 1, D: 2, F: 3 },
  baseball: { P: 1, C: 1, IF: 4, OF: 3 },
  volleyball: { S: 1, O: 1, OH: 2, MB: 1, L: 1 },
  handball: { G: 1, B: 3, W: 2, P: 1 },
  futsal: { G: 1, D: 1, M: 2, F: 1 },
  minifootball: { G: 1, D: 2, M: 2, F: 1 },
  waterpolo: { G: 1, D: 3, F: 3 },
  cricket: { WK: 1, BAT: 4, AR: 2, BOWL: 4 },
  floorball: { G: 1, D: 2, F: 3 },
};

export function onPitchAt(lineup: LineupSide, subs: Substitution[], side: Side, t: number): Player[] {
  const out = new Set(subs.filter((s) => s.side === side && s.t <= t).map((s) => s.outId));
  const inIds = new Set(subs.filter((s) => s.side === side && s.t <= t).map((s) => s.inId));
  return [...lineup.starters.filter((p) => !out.has(p.id)), ...lineup.bench.filter((p) => inIds.has(p.id))];
}

export function buildLineup(world: World, team: Team, rng: Rng): LineupSide {
  const squad = world.squad(team);
  const missingCount = rng.int(0, 2);
  const missing: Missing[] = rng
    .shuffle(squad.filter((p) => p.position !== 'G'))
    .slice(0, missingCount)
    .map((player) => ({
      player,
      type: rng.chance(0.65) ? 'missing' : 'doubtful',
      reason: rng.pick([1, 1, 3]),
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
  } else if (Object.hasOwn(STARTERS_BY_POSITION, sport.slug)) {
    const byPosition = STARTERS_BY_POSITION[sport.slug];
    const picked = Object.entries(byPosition).flatMap(([position, n]) =>
      rng.shuffle(available.filter((p) => p.position === position)).slice(0, n),
    );
    // A position short of players (missing ones) is filled from the others, so the side is whole.
    const pickedIds = new Set(picked.map((p) => p.id));
    const rest = rng.shuffle(available.filter((p) => !pickedIds.has(p.id)));
    starters = [...picked, ...rest].slice(0, sport.onField);
    formation = '';
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
