/** The 17 sports of SPEC §9, in the order the sports list shows them. */
export const SPORT_NAMES = {
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
  // SPEC gives no Portuguese names for these three; Brazilian usage keeps the original words.
  badminton: 'Badminton',
  bandy: 'Bandy',
  floorball: 'Floorball',
  'table-tennis': 'Tênis de Mesa',
  esports: 'Esportes Eletrônicos',
} as const;

export type SportSlug = keyof typeof SPORT_NAMES;
