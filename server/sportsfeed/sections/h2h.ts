import type { MatchScript } from '../match.ts';
import { finishedBy, type MatchSummary } from '../season.ts';
import { seasonOf } from '../schedule.ts';
import type { World } from '../world.ts';

/**
 * SofaScore's /event/{customId}/h2h: the two sides' past meetings in this competition (this season before
 * kick-off and the whole previous one), counted from this event's home side. Managers keep their clubs in
 * the simulated world, so their duel is the teams' one; sports without managers have none. Daily
 * competitions keep no seasons of fixtures: no record (404), as the real feed for uncovered events.
 */
export function headToHead(world: World, script: MatchScript) {
  const { season, home, away, startMs } = script.fixture;
  if (season.tournament.def.kind === 'daily') return undefined;
  const previous = seasonOf(season.tournament, season.startYear - 1);
  const meetings = [...finishedBy(world, previous, startMs), ...finishedBy(world, season, startMs)].filter(
    (m) =>
      (m.fixture.home.id === home.id && m.fixture.away.id === away.id) ||
      (m.fixture.home.id === away.id && m.fixture.away.id === home.id),
  );
  const wonBy = (teamId: number) => (m: MatchSummary) => {
    const side = m.fixture.home.id === teamId ? 0 : 1;
    return m.goals[side] > m.goals[1 - side];
  };
  const homeWins = meetings.filter(wonBy(home.id)).length;
  const awayWins = meetings.filter(wonBy(away.id)).length;
  const teamDuel = { homeWins, awayWins, draws: meetings.length - homeWins - awayWins };
  const withManagers = Boolean(home.manager && away.manager);
  return { teamDuel, managerDuel: withManagers ? teamDuel : null };
}
