import { POSITION_NAMES } from './pt-BR.ts';

/**
 * Player positions in pt-BR, per sport, as the feed codes them (upper case). Football's are SPEC §9's
 * (POSITION_NAMES); the sports whose feed uses the same letters for other roles (basketball's G/F/C, ice
 * hockey's G/D/F) have their own table. A sport without a table reads football's. Data only (the web bundle
 * imports it), from the catalogue's own data.
 */
const FOOTBALL = POSITION_NAMES;
const GOAL_DEFENCE_ATTACK = { G: 'Goleiro', D: 'Defensor', F: 'Atacante' } as const;

export const POSITIONS_BY_SPORT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  football: FOOTBALL,
  futsal: { ...FOOTBALL, M: 'Ala' },
  minifootball: FOOTBALL,
  bandy: FOOTBALL,
  basketball: {
    G: 'Armador',
    F: 'Ala',
    C: 'Pivô',
    'G-F': 'Armador/Ala',
    'F-G': 'Ala/Armador',
    'F-C': 'Ala/Pivô',
    'C-F': 'Pivô/Ala',
    PG: 'Armador',
    SG: 'Ala-armador',
    SF: 'Ala',
    PF: 'Ala-pivô',
  },
  'ice-hockey': GOAL_DEFENCE_ATTACK,
  floorball: GOAL_DEFENCE_ATTACK,
  waterpolo: GOAL_DEFENCE_ATTACK,
  handball: { G: 'Goleiro', B: 'Armador', W: 'Ponta', P: 'Pivô' },
  volleyball: { S: 'Levantador', O: 'Oposto', OH: 'Ponteiro', MB: 'Central', L: 'Líbero' },
  baseball: {
    P: 'Arremessador',
    C: 'Receptor',
    IF: 'Jogador de campo interno',
    OF: 'Jogador de campo externo',
  },
  cricket: { BAT: 'Batedor', BOWL: 'Arremessador', AR: 'Polivalente', WK: 'Guardião do wicket' },
};
