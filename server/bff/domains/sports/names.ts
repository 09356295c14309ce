/** pt-BR names of the sports the site covers (SPEC §9), in the order the sports list shows them. */
export const SPORT_NAMES_PT: ReadonlyArray<readonly [slug: string, name: string]> = [
  ['football', 'Futebol'],
  ['tennis', 'Tênis'],
  ['basketball', 'Basquete'],
  ['ice-hockey', 'Hóquei no Gelo'],
  ['baseball', 'Beisebol'],
  ['volleyball', 'Voleibol'],
  ['handball', 'Handebol'],
  ['futsal', 'Futsal'],
  ['minifootball', 'Minifutebol'],
  ['waterpolo', 'Polo Aquático'],
  ['darts', 'Dardos'],
  ['cricket', 'Críquete'],
  // SPEC gives no Portuguese names for these three; Brazilian usage keeps the original words.
  ['badminton', 'Badminton'],
  ['bandy', 'Bandy'],
  ['floorball', 'Floorball'],
  ['table-tennis', 'Tênis de Mesa'],
  ['esports', 'Esportes Eletrônicos'],
];

const SPORT_NAME_BY_SLUG = new Map(SPORT_NAMES_PT);

/** The pt-BR name of a sport; an unknown slug is shown as is. */
export function sportNamePt(slug: string): string {
  return SPORT_NAME_BY_SLUG.get(slug) ?? slug;
}

const FIXED_STATUS_PT: Record<string, string> = {
  'not started': 'Não iniciado',
  halftime: 'Intervalo',
  'half time': 'Intervalo',
  ended: 'Encerrado',
  finished: 'Encerrado',
  postponed: 'Adiado',
  canceled: 'Cancelado',
  cancelled: 'Cancelado',
  overtime: 'Prorrogação',
  'extra time': 'Prorrogação',
  penalties: 'Pênaltis',
  'awaiting extra time': 'Aguardando prorrogação',
  'extra time halftime': 'Intervalo da prorrogação',
  'awaiting penalties': 'Aguardando pênaltis',
  aet: 'Após prorrogação',
  ap: 'Após pênaltis',
  'after extra time': 'Após prorrogação',
  'after penalties': 'Após pênaltis',
  'after overtime': 'Após prorrogação',
  interrupted: 'Interrompido',
  abandoned: 'Abandonado',
  suspended: 'Suspenso',
  delayed: 'Atrasado',
  'start delayed': 'Início atrasado',
  pause: 'Pausa',
  break: 'Pausa',
  live: 'Ao vivo',
  'in progress': 'Em andamento',
  'will continue': 'Será retomado',
  walkover: 'W.O.',
  retired: 'Desistência',
  removed: 'Removido',
  'coverage canceled': 'Cobertura cancelada',
};

/** Period words of "1st half", "3rd quarter", "2nd set"…: pt-BR noun and whether the ordinal is feminine. */
const PERIOD_PT: Record<string, readonly [noun: string, feminine: boolean]> = {
  half: ['tempo', false],
  quarter: ['quarto', false],
  set: ['set', false],
  period: ['período', false],
  overtime: ['prorrogação', true],
  inning: ['entrada', true],
  map: ['mapa', false],
  game: ['game', false],
  round: ['rodada', true],
  leg: ['perna', true],
  break: ['intervalo', false],
};

const ORDINAL = /^(\d+)(?:st|nd|rd|th)\s+(\w+)$/;

/**
 * pt-BR reading of an upstream status description ("1st half" → "1º tempo", "Halftime" → "Intervalo").
 * Descriptions nobody translated come back as they are, so a new status never shows an empty cell.
 */
export function statusDescriptionPt(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  const key = description.trim().toLowerCase();
  const fixed = FIXED_STATUS_PT[key];
  if (fixed) return fixed;
  const match = ORDINAL.exec(key);
  if (match) {
    const period = PERIOD_PT[match[2]];
    if (period) return `${match[1]}${period[1] ? 'ª' : 'º'} ${period[0]}`;
  }
  return description;
}

const POSITION_PT: Record<string, string> = {
  G: 'Goleiro',
  D: 'Defensor',
  M: 'Meio-campista',
  F: 'Atacante',
};

/** pt-BR label of a position code (G, D, M, F); other codes are shown as they are. */
export function positionLabelPt(code: string): string {
  return POSITION_PT[code.toUpperCase()] ?? code;
}
