import { FOOTBALL } from './catalog/football.ts';
import { FRIENDLIES } from './catalog/friendlies.ts';
import { BADMINTON, DARTS, TABLE_TENNIS, TENNIS } from './catalog/individual-sports.ts';
import {
  BANDY,
  BASEBALL,
  BASKETBALL,
  CRICKET,
  ESPORTS,
  FLOORBALL,
  FUTSAL,
  HANDBALL,
  ICE_HOCKEY,
  MINIFOOTBALL,
  VOLLEYBALL,
  WATERPOLO,
} from './catalog/team-sports.ts';
import type { TournamentDef } from './catalog/tournament.ts';

/**
 * Fixed catalogue of the simulated world: categories (catalog/categories.ts), unique tournaments per sport
 * (catalog/football.ts, team-sports.ts, individual-sports.ts) with the real club names of the prominent
 * competitions, and the names the seed draws from (catalog/names.ts). Everything random about them (strengths,
 * squads, venues, kick-off times, results) comes from the seed in world.ts; these files only hold names and
 * calendars.
 */

export type { CategoryDef } from './catalog/categories.ts';
export type { TournamentDef, TournamentKind } from './catalog/tournament.ts';

/** Every unique tournament, in the order the world numbers them (ids and draws follow it, so it never changes). */
export const TOURNAMENTS: readonly TournamentDef[] = [
  ...FOOTBALL,
  ...BASKETBALL,
  ...TENNIS,
  ...ICE_HOCKEY,
  ...BASEBALL,
  ...VOLLEYBALL,
  ...HANDBALL,
  ...FUTSAL,
  ...MINIFOOTBALL,
  ...WATERPOLO,
  ...DARTS,
  ...CRICKET,
  ...BADMINTON,
  ...BANDY,
  ...FLOORBALL,
  ...TABLE_TENNIS,
  ...ESPORTS,
  ...FRIENDLIES,
];
