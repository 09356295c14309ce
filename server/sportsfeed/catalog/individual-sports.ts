import { ATP, INTERNATIONAL, ITF, WTA } from './categories.ts';
import { grid, h, type TournamentDef } from './tournament.ts';

/** Sports played one against one (singles), one list per sport; their players are generated. */

export const TENNIS: readonly TournamentDef[] = [
  {
    utId: 2363,
    name: 'ATP',
    sport: 'tennis',
    category: ATP,
    kind: 'daily',
    teams: { generated: 32, style: 'person' },
    seasonStart: [1, 1],
    kickoffs: [h(6), h(7, 30), h(9), h(10, 30), h(12), h(13, 30), h(15), h(16, 30)],
  },
  {
    utId: 2594,
    name: 'WTA',
    sport: 'tennis',
    category: WTA,
    kind: 'daily',
    teams: { generated: 32, style: 'person', gender: 'F' },
    seasonStart: [1, 1],
    kickoffs: [h(5), h(6, 30), h(8), h(9, 30), h(11), h(12, 30), h(14), h(15, 30)],
  },
  {
    // Hourly: tennis is always live somewhere on the ITF circuit.
    utId: 785,
    name: 'ITF Men',
    sport: 'tennis',
    category: ITF,
    kind: 'daily',
    teams: { generated: 48, style: 'person' },
    seasonStart: [1, 1],
    kickoffs: grid(60, 20),
  },
];

export const DARTS: readonly TournamentDef[] = [
  {
    utId: 16920,
    name: 'PDC Tour',
    sport: 'darts',
    category: INTERNATIONAL,
    kind: 'daily',
    teams: { generated: 24, style: 'person' },
    seasonStart: [1, 1],
    kickoffs: [h(14), h(15), h(16), h(17), h(18)],
  },
];

export const BADMINTON: readonly TournamentDef[] = [
  {
    utId: 16930,
    name: 'BWF World Tour',
    sport: 'badminton',
    category: INTERNATIONAL,
    kind: 'daily',
    teams: { generated: 24, style: 'person' },
    seasonStart: [1, 1],
    kickoffs: [h(1), h(2), h(3), h(4), h(5), h(6)],
  },
];

export const TABLE_TENNIS: readonly TournamentDef[] = [
  {
    utId: 16940,
    name: 'WTT Feeder',
    sport: 'table-tennis',
    category: INTERNATIONAL,
    kind: 'daily',
    teams: { generated: 24, style: 'person' },
    seasonStart: [1, 1],
    kickoffs: grid(120, 30),
  },
];
