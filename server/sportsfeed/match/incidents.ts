import type { Rng } from '../prng.ts';
import type { Fixture } from '../schedule.ts';
import type { SportDef } from '../sports.ts';
import type { Card, Goal, LineupSide, Moment, Shot, Side, Substitution } from '../match.ts';
import { onPitchAt } from './lineups.ts';

/** What happens in a match: substitutions, goals with scorers and assists, shots and cards. */

export interface Incidents {
  subs: Substitution[];
  goals: Goal[];
  shots: Shot[];
  cards: Card[];
}

/** Draws the incidents after the periods, in the order the script has always drawn them. */
export function playIncidents(
  fixture: Fixture,
  sport: SportDef,
  rng: Rng,
  factor: number,
  lineups: [LineupSide, LineupSide] | undefined,
  periodScores: [number[], number[]],
  momentAt: (period: number, frac: number, side: Side) => Moment,
): Incidents {
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
              Array.from({ length: pl.position === 'F' ? 4 : pl.position === 'M' ? 2 : 1 }, () => pl),
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
  /** Whether the player comes off in a substitution, scores, assists or shoots after `t`. */
  const playsAfter = (playerId: number, t: number) =>
    subs.some((sub) => sub.outId === playerId && sub.t > t) ||
    goals.some((goal) => (goal.playerId === playerId || goal.assistId === playerId) && goal.t > t) ||
    shots.some((shot) => shot.playerId === playerId && shot.t > t);
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
      // One card a player: a second yellow would be a sending-off the rest of the script does not play out.
      const carded = new Set<number>();
      for (let i = 0; i < yellows + (rng.chance(0.06) ? 1 : 0); i++) {
        const moment = momentAt(rng.chance(0.4) ? 0 : 1, rng.next() * 0.999, side);
        const red = i >= yellows;
        const onPitch = onPitchAt(lineups[side], subs, side, moment.t);
        const uncarded = onPitch.filter((pl) => !carded.has(pl.id));
        // A player sent off plays no more: an outfielder the script neither substitutes later nor has
        // scoring, assisting or shooting after the card (those are drawn before the cards). With nobody such
        // on the pitch, the card is a yellow; one draw either way, so the rest of the script stays as drawn.
        const sendable = uncarded.filter((pl) => pl.position !== 'G' && !playsAfter(pl.id, moment.t));
        const sentOff = red && sendable.length > 0;
        const player = rng.pick(sentOff ? sendable : uncarded.length ? uncarded : onPitch);
        carded.add(player.id);
        cards.push({ ...moment, playerId: player.id, cls: sentOff ? 'red' : 'yellow' });
      }
    }
    shots.sort((a, b) => a.t - b.t || a.id - b.id);
    cards.sort((a, b) => a.t - b.t);
  }

  return { subs, goals, shots, cards };
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
