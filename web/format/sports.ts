/** Portuguese names of the 17 sports of SPEC §9; badminton, bandy and floorball keep their own names. */
const SPORT_NAMES: Record<string, string> = {
  football: 'Futebol',
  tennis: 'Tênis',
  basketball: 'Basquete',
  'ice-hockey': 'Hóquei no Gelo',
  baseball: 'Beisebol',
  volleyball: 'Voleibol',
  handball: 'Handebol',
  futsal: 'Futsal',
  minifootball: 'Minifutebol',
  waterpolo: 'Polo Aquático',
  darts: 'Dardos',
  cricket: 'Críquete',
  badminton: 'Badminton',
  bandy: 'Bandy',
  floorball: 'Floorball',
  'table-tennis': 'Tênis de Mesa',
  esports: 'Esportes Eletrônicos',
};

export const KNOWN_SPORTS: readonly string[] = Object.keys(SPORT_NAMES);

/** Sport slug → Portuguese name; an unknown slug is shown as is. */
export function sportName(slug: string): string {
  return SPORT_NAMES[slug] ?? slug;
}
