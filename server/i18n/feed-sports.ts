/**
 * pt-BR names of the feed's sports beyond the site's 17 (SPORT_NAMES, SPEC §9): shown wherever the feed's
 * slug reaches a screen (a team or tournament of another sport, an integrator's query).
 */
export const FEED_SPORT_NAMES: Readonly<Record<string, string>> = {
  'american-football': 'Futebol Americano',
  'aussie-rules': 'Futebol Australiano',
  rugby: 'Rúgbi',
  'rugby-union': 'Rúgbi Union',
  'rugby-league': 'Rúgbi League',
  motorsport: 'Automobilismo',
  mma: 'MMA',
  boxing: 'Boxe',
  snooker: 'Sinuca',
  padel: 'Padel',
  cycling: 'Ciclismo',
  golf: 'Golfe',
  'beach-volley': 'Vôlei de Praia',
  'beach-soccer': 'Futebol de Areia',
  'field-hockey': 'Hóquei sobre Grama',
  hockey: 'Hóquei sobre Grama',
  netball: 'Netbol',
  squash: 'Squash',
  kabaddi: 'Kabaddi',
  lacrosse: 'Lacrosse',
  curling: 'Curling',
  'winter-sports': 'Esportes de Inverno',
  athletics: 'Atletismo',
  'horse-racing': 'Turfe',
};
