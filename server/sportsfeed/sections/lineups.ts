import type { MatchScript, Side } from '../match.ts';
import { createRng } from '../prng.ts';
import type { EventState } from '../state.ts';
import type { Player, World } from '../world.ts';
import { started, playerView, playerRef } from './common.ts';

/** Lineups are confirmed this long before kick-off; before that they are predicted. */
export const LINEUPS_CONFIRMED_BEFORE_MS = 3_600_000;

/** A player's match rating at a time: form, nudged by goals, assists and cards already in. */
function ratingAt(script: MatchScript, p: Player, side: Side, state: EventState): number {
  const rng = createRng(script.fixture.id, 'rating', p.id);
  const day = rng.next() * 1.2 - 0.5;
  let r = 6.5 + (p.baseRating - 6.5 + day) * state.progress;
  for (const g of script.goals)
    if (g.t <= state.nowMs && g.playerId === p.id) r += g.cls === 'ownGoal' ? -0.6 : 0.9;
  for (const g of script.goals) if (g.t <= state.nowMs && g.assistId === p.id) r += 0.5;
  for (const c of script.cards)
    if (c.t <= state.nowMs && c.playerId === p.id) r -= c.cls === 'red' ? 1.2 : 0.3;
  const conceded = script.goals.filter((g) => g.t <= state.nowMs && g.side !== side).length;
  if (p.position === 'G' || p.position === 'D') r -= conceded * 0.15;
  return Math.round(Math.min(10, Math.max(3, r)) * 10) / 10;
}

function minutesPlayed(
  script: MatchScript,
  p: Player,
  side: Side,
  starter: boolean,
  state: EventState,
): number {
  const subOut = script.subs.find((s) => s.side === side && s.outId === p.id && s.t <= state.nowMs);
  const subIn = script.subs.find((s) => s.side === side && s.inId === p.id && s.t <= state.nowMs);
  const full = Math.round(state.elapsedPlayMs / 60_000);
  if (starter) return subOut ? subOut.minute : full;
  return subIn ? Math.max(1, full - subIn.minute) : 0;
}

export function lineups(script: MatchScript, state: EventState) {
  if (!script.lineups) return undefined;
  // A match called off before its kick-off never had its lineups confirmed.
  const calledOff = state.status.type === 'postponed' || state.status.type === 'canceled';
  const confirmed = !calledOff && state.nowMs >= script.fixture.startMs - LINEUPS_CONFIRMED_BEFORE_MS;
  const side = (s: Side) => {
    const l = script.lineups![s];
    const team = s === 0 ? script.fixture.home : script.fixture.away;
    const entry = (p: Player, starter: boolean) => {
      const played = started(state) ? minutesPlayed(script, p, s, starter, state) : 0;
      const statistics: Record<string, number> = {};
      if (played > 0) {
        statistics.minutesPlayed = played;
        if (played >= 10) statistics.rating = ratingAt(script, p, s, state);
      }
      return {
        player: playerView(p),
        teamId: team.id,
        shirtNumber: p.jerseyNumber,
        jerseyNumber: String(p.jerseyNumber),
        position: p.position,
        substitute: !starter,
        ...(started(state)
          ? { statistics }
          : { avgRating: Math.round(p.baseRating * 100) / 100, statistics: {} as Record<string, number> }),
      };
    };
    return {
      players: [...l.starters.map((p) => entry(p, true)), ...l.bench.map((p) => entry(p, false))],
      ...(l.formation ? { formation: l.formation } : {}),
      playerColor: { primary: team.colors.primary, number: team.colors.text, outline: team.colors.primary },
      goalkeeperColor: { primary: '#00ff9e', number: '#000000', outline: '#00ff9e' },
      missingPlayers: l.missing.map((m) => ({
        player: playerView(m.player),
        type: m.type,
        reason: m.reason,
        ...(m.type === 'doubtful' ? { description: 'Late fitness test' } : {}),
      })),
    };
  };
  return { confirmed, home: side(0), away: side(1) };
}

/** Sports the real feed rates players in; the others (basketball) give best players by statistic. */
const BY_STATISTIC: ReadonlySet<string> = new Set(['basketball']);

/** /best-players/summary: the three best rated of each side (and the player of the match once finished). */
export function bestPlayers(world: World, script: MatchScript, state: EventState) {
  if (BY_STATISTIC.has(script.sport.slug)) return undefined;
  const body = lineups(script, state);
  if (!body || !started(state) || state.elapsedPlayMs < 10 * 60_000) return undefined;
  const best = (side: 'home' | 'away') =>
    body[side].players
      .filter((p) => p.statistics.rating !== undefined)
      .sort((a, b) => b.statistics.rating - a.statistics.rating || a.player.id - b.player.id)
      .slice(0, 3)
      .map((p) => ({
        value: p.statistics.rating.toFixed(1),
        label: 'rating',
        player: playerRef(world.playerById(p.player.id)!),
      }));
  const home = best('home');
  const away = best('away');
  const top = [...home, ...away].sort((a, b) => Number(b.value) - Number(a.value))[0];
  return {
    bestHomeTeamPlayers: home,
    bestAwayTeamPlayers: away,
    ...(state.status.type === 'finished' && top ? { playerOfTheMatch: top } : {}),
  };
}

/** Share of a side's points its top scorer has (a typical leading scorer's in professional basketball). */
const TOP_SCORER_SHARE = 0.24;

/**
 * /best-players, as the real feed answers it for basketball: each side's top scorer, rebounder and passer,
 * from the side's points so far (the best rated score most), so the points agree with the score.
 */
export function bestPlayersByStatistic(world: World, script: MatchScript, state: EventState) {
  if (!BY_STATISTIC.has(script.sport.slug)) return undefined;
  const body = lineups(script, state);
  if (!body || !started(state)) return undefined;
  const side = (index: 0 | 1) => {
    const key = index === 0 ? 'home' : 'away';
    // The starters by form: live ratings come only after ten minutes, best players from the tip-off.
    const form = (id: number) => world.playerById(id)?.baseRating ?? 0;
    const ranked = body[key].players
      .filter((p) => !p.substitute)
      .sort((a, b) => form(b.player.id) - form(a.player.id) || a.player.id - b.player.id);
    if (ranked.length < 3) return [];
    const rng = createRng(script.fixture.id, 'best-by-stat', index);
    const points = Math.round(state.score[index].current * TOP_SCORER_SHARE);
    const rebounds = Math.round((4 + rng.next() * 9) * state.progress);
    const assists = Math.round((3 + rng.next() * 8) * state.progress);
    const entry = (p: (typeof ranked)[number], label: string, value: number) => ({
      value: String(value),
      label,
      player: playerRef(world.playerById(p.player.id)!),
    });
    return [
      entry(ranked[0], 'points', points),
      entry(ranked[1], 'rebounds', rebounds),
      entry(ranked[2], 'assists', assists),
    ];
  };
  const [home, away] = [side(0), side(1)];
  return home.length + away.length > 0 ? { bestHomeTeamPlayers: home, bestAwayTeamPlayers: away } : undefined;
}
