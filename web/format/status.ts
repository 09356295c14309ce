/** The event status types the feed uses; anything else is shown as it comes (DESIGN §5). */
export type EventStatusType = 'notstarted' | 'inprogress' | 'finished' | 'canceled' | 'postponed';

/** Labels of the client-side status filter (SPEC §2), in the order shown. */
export const STATUS_FILTERS: ReadonlyArray<{ value: 'all' | EventStatusType; label: string }> = [
  { value: 'all', label: 'Todos' },
  { value: 'notstarted', label: 'Agendado' },
  { value: 'inprogress', label: 'Em Andamento' },
  { value: 'finished', label: 'Finalizado' },
  { value: 'canceled', label: 'Cancelado' },
  { value: 'postponed', label: 'Adiado' },
];

const DESCRIPTIONS: Record<string, string> = {
  'not started': 'Não iniciado',
  halftime: 'Intervalo',
  ended: 'Encerrado',
  finished: 'Encerrado',
  postponed: 'Adiado',
  canceled: 'Cancelado',
  cancelled: 'Cancelado',
  interrupted: 'Interrompido',
  abandoned: 'Abandonado',
  suspended: 'Suspenso',
  delayed: 'Atrasado',
  live: 'Ao vivo',
  pause: 'Pausa',
  break: 'Intervalo',
  overtime: 'Prorrogação',
  penalties: 'Pênaltis',
  aet: 'Após prorrogação',
  ap: 'Após pênaltis',
  'awaiting extra time': 'Aguardando prorrogação',
  'extra time halftime': 'Intervalo da prorrogação',
  'awaiting penalties': 'Aguardando pênaltis',
  'after extra time': 'Após prorrogação',
  'after penalties': 'Após pênaltis',
  walkover: 'W.O.',
  retired: 'Desistência',
  'coverage canceled': 'Cobertura cancelada',
};

/** Ordinal periods ("1st half", "2nd overtime", "3rd quarter"): gender follows the Portuguese noun. */
const PERIODS: Record<string, { noun: string; feminine: boolean }> = {
  half: { noun: 'tempo', feminine: false },
  overtime: { noun: 'prorrogação', feminine: true },
  quarter: { noun: 'quarto', feminine: false },
  period: { noun: 'período', feminine: false },
  set: { noun: 'set', feminine: false },
  inning: { noun: 'entrada', feminine: true },
  map: { noun: 'mapa', feminine: false },
  game: { noun: 'game', feminine: false },
  extra: { noun: 'prorrogação', feminine: true },
};

/** pt-BR status description: '1st half' → '1º tempo', 'Ended' → 'Encerrado'; unknown ones as they come. */
export function describeStatus(description: string | null | undefined): string {
  if (!description) return 'N/A';
  const key = description.trim().toLowerCase();
  const known = DESCRIPTIONS[key];
  if (known) return known;
  const ordinal = /^(\d+)(?:st|nd|rd|th)\s+(\w+)$/.exec(key);
  const period = ordinal ? PERIODS[ordinal[2]!] : undefined;
  if (ordinal && period) return `${ordinal[1]}${period.feminine ? 'ª' : 'º'} ${period.noun}`;
  return description;
}
