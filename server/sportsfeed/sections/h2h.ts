import type { MatchScript } from '../match.ts';
import { finishedBy, type MatchSummary } from '../season.ts';
import { seasonOf } from '../schedule.ts';
import { createRng } from '../prng.ts';
import type { Person, World } from '../world.ts';

/**
 * SofaScore's /event/{customId}/h2h: the two sides' past meetings in this competition (this season before
 * kick-off and the whole previous one), counted from this event's home side. The managers' duel counts the
 * meetings since both were in charge: each took over this season or the one before (seeded by the manager),
 * so it is the teams' record or its part of this season; sports without managers have none. Daily
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
  const teamDuel = duel(meetings, home.id, away.id);
  if (!home.manager || !away.manager) return { teamDuel, managerDuel: null };
  const bothSince = Math.min(seasonsInCharge(world, home.manager), seasonsInCharge(world, away.manager));
  const managerMeetings =
    bothSince > 1 ? meetings : meetings.filter((m) => m.fixture.season.startYear === season.startYear);
  return { teamDuel, managerDuel: duel(managerMeetings, home.id, away.id) };
}

/** Seasons a manager has been in charge, this one included: 1 (took over this season) or 2. */
function seasonsInCharge(world: World, manager: Person): number {
  return createRng(world.seed, 'tenure', manager.id).int(1, 2);
}

function duel(meetings: MatchSummary[], homeId: number, awayId: number) {
  const wonBy = (teamId: number) => (m: MatchSummary) => {
    const side = m.fixture.home.id === teamId ? 0 : 1;
    return m.goals[side] > m.goals[1 - side];
  };
  const homeWins = meetings.filter(wonBy(homeId)).length;
  const awayWins = meetings.filter(wonBy(awayId)).length;
  return { homeWins, awayWins, draws: meetings.length - homeWins - awayWins };
}
