import type { MatchScript } from '../match.ts';
import { createRng } from '../prng.ts';
import type { EventState } from '../state.ts';
import type { World } from '../world.ts';
import { playerRef, started } from './common.ts';

/** The smaller football sections: managers, attack momentum, shot map and heat map. */

export function managers(script: MatchScript) {
  const [h, a] = [script.fixture.home.manager, script.fixture.away.manager];
  if (!h || !a) return undefined;
  const view = (m: NonNullable<typeof h>) => ({
    name: m.name,
    slug: m.slug,
    shortName: m.shortName,
    id: m.id,
  });
  return { homeManager: view(h), awayManager: view(a) };
}

/**
 * Attack momentum per minute of play so far (the minute under way included): swinging between the sides,
 * leaning to the one with more of the ball, pushed towards the side of each shot already taken that minute
 * and to ±95 in the minute of each goal already scored, so the curve never shows a goal the score does not
 * have yet.
 */
export function graph(script: MatchScript, state: EventState) {
  if (script.sport.slug !== 'football' || !started(state)) return undefined;
  const rng = createRng(script.fixture.id, 'graph');
  const minutes = Math.min(90, Math.ceil(state.elapsedPlayMs / 60_000));
  const scored = script.goals.filter((g) => g.t <= state.nowMs);
  const shots = script.shots.filter((s) => s.t <= state.nowMs);
  const points = [];
  for (let minute = 1; minute <= minutes; minute++) {
    let value = Math.round((rng.next() - 0.5) * 110 + (script.possession - 50) * 0.8);
    for (const s of shots) if (Math.min(90, s.minute) === minute) value += s.side === 0 ? 30 : -30;
    // Only a goal reaches ±95: pressure alone stays within ±90.
    value = Math.max(-90, Math.min(90, value));
    for (const g of scored) if (Math.min(90, g.minute) === minute) value = g.side === 0 ? 95 : -95;
    points.push({ minute, value });
  }
  return { graphPoints: points, periodTime: 45, overtimeLength: 15, periodCount: 2 };
}

export function shotmap(world: World, script: MatchScript, state: EventState) {
  if (script.sport.slug !== 'football' || !started(state)) return undefined;
  return {
    shotmap: script.shots
      .filter((s) => s.t <= state.nowMs)
      .reverse()
      .map((s) => {
        const p = world.playerById(s.playerId)!;
        return {
          player: { ...playerRef(p), jerseyNumber: String(p.jerseyNumber) },
          isHome: s.side === 0,
          shotType: s.type,
          situation: s.situation,
          playerCoordinates: { x: s.x, y: s.y, z: 0 },
          bodyPart: s.bodyPart,
          xg: s.xg,
          id: s.id,
          time: s.minute,
          ...(s.addedTime ? { addedTime: s.addedTime } : {}),
          timeSeconds: Math.floor((s.t - script.fixture.startMs) / 1000),
          incidentType: 'shot',
        };
      }),
  };
}

export function heatmap(script: MatchScript, state: EventState, teamId: number) {
  if (script.sport.slug !== 'football' || !started(state)) return undefined;
  const side = teamId === script.fixture.home.id ? 0 : teamId === script.fixture.away.id ? 1 : -1;
  if (side < 0) return undefined;
  const rng = createRng(script.fixture.id, 'heatmap', teamId);
  const count = Math.floor(state.progress * 300);
  const playerPoints = [];
  for (let i = 0; i < count; i++) {
    playerPoints.push({
      x: Math.round(rng.next() * 100),
      y: Math.round(Math.min(100, Math.max(0, 50 + (rng.next() - 0.5) * 100))),
    });
  }
  // The goalkeeper's touches stay in and around the own box (x near 0, the middle third of the width).
  const goalkeeperPoints = [];
  for (let i = 0; i < Math.floor(count / 20); i++)
    goalkeeperPoints.push({ x: Math.round(rng.next() * 17), y: Math.round(33 + rng.next() * 34) });
  // The shape of SofaScore's team heatmap (/event/{id}/heatmap/{teamId}).
  return { playerPoints, goalkeeperPoints };
}
