import type { MatchScript, Moment } from '../match.ts';
import { eventStateAt, type EventState } from '../state.ts';
import type { World } from '../world.ts';
import { started, playerRef } from './common.ts';

// The incidents list (goals, cards, substitutions, periods), newest first, up to the instant asked.

export function incidents(world: World, script: MatchScript, state: EventState) {
  if (!started(state)) return undefined;
  const now = state.nowMs;
  const list: Array<Record<string, unknown> & { t: number; order: number }> = [];
  const player = (id: number | undefined) => {
    const p = id === undefined ? undefined : world.playerById(id);
    return p ? playerRef(p) : undefined;
  };
  // Where and when an incident of the script happened, in the feed's keys and order.
  const placed = (
    e: Pick<Moment, 'side' | 'minute' | 'addedTime'>,
    incidentClass: string,
    idOffset: number,
  ) => ({
    // Within 32 bits, as the real feed's ids are (GraphQL's Int): unique within the match, which is what counts.
    id: ((script.fixture.id % 10_000_000) * 100 + idOffset + list.length) % 2_000_000_000,
    isHome: e.side === 0,
    incidentClass,
    time: e.minute,
    ...(e.addedTime ? { addedTime: e.addedTime } : {}),
  });
  const running: [number, number] = [0, 0];
  for (const g of script.goals) {
    if (g.t > now) break;
    running[g.side]++;
    list.push({
      t: g.t,
      order: 2,
      ...(player(g.playerId) ? { player: player(g.playerId) } : {}),
      ...(g.assistId ? { assist1: player(g.assistId) } : {}),
      ...placed(g, g.cls, 0),
      homeScore: running[0],
      awayScore: running[1],
      incidentType: 'goal',
    });
  }
  for (const c of script.cards) {
    if (c.t > now) continue;
    list.push({
      t: c.t,
      order: 1,
      player: player(c.playerId),
      playerName: world.playerById(c.playerId)?.name,
      reason: 'Foul',
      ...placed(c, c.cls, 50),
      incidentType: 'card',
    });
  }
  for (const s of script.subs) {
    if (s.t > now) continue;
    list.push({
      t: s.t,
      order: 1,
      playerIn: player(s.inId),
      playerOut: player(s.outId),
      // A substitution carries no added time in the feed.
      ...placed({ side: s.side, minute: s.minute }, 'regular', 80),
      incidentType: 'substitution',
    });
  }
  const periods = script.phases.filter((p) => p.kind === 'period');
  periods.forEach((p, i) => {
    if (p.endMs > now) return;
    const at = eventStateAt(script, p.endMs);
    const last = i === periods.length - 1;
    const minutes = script.injuryMinutes[i];
    if (minutes) {
      list.push({
        t: p.endMs - minutes * 60_000,
        order: 0,
        length: minutes,
        time: (i + 1) * 45,
        addedTime: 0,
        incidentType: 'injuryTime',
      });
    }
    list.push({
      t: p.endMs,
      order: 3,
      text: last ? 'FT' : script.sport.breakStatus(i).code === 31 ? 'HT' : `${i + 1}`,
      homeScore: at.score[0].current,
      awayScore: at.score[1].current,
      isLive: false,
      time: script.sport.clockMinutes ? (i + 1) * script.sport.clockMinutes : i + 1,
      addedTime: 999,
      incidentType: 'period',
    });
  });
  if (script.shootout) {
    const goals: [number, number] = [0, 0];
    script.shootout.kicks.forEach((kick, i) => {
      if (kick.t > now) return;
      if (kick.scored) goals[kick.side]++;
      list.push({
        t: kick.t,
        order: 2,
        ...(player(kick.playerId) ? { player: player(kick.playerId) } : {}),
        id: ((script.fixture.id % 10_000_000) * 100 + 90 + i) % 2_000_000_000,
        isHome: kick.side === 0,
        incidentClass: kick.scored ? 'scored' : 'missed',
        sequence: i + 1,
        homeScore: goals[0],
        awayScore: goals[1],
        incidentType: 'penaltyShootout',
      });
    });
  }
  list.sort((a, b) => b.t - a.t || b.order - a.order);
  return { incidents: list.map(({ t: _t, order: _o, ...rest }) => rest) };
}
