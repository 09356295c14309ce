// The agenda's and the sport lists' words for choosing a day and a sport, and for what changes in a row
// (see screens/frame.ts). Data only; it imports nothing.

export const AGENDA_LABELS = {
  /** The date picker: a day near today by name, any other as "qui., 26/11" (the browser's Intl). */
  today: 'Hoje',
  tomorrow: 'Amanhã',
  yesterday: 'Ontem',
  dayPicker: 'Escolher o dia',
  dayInput: 'Dia',
  /** The day field's button on a page without scripts (with them, choosing a day is enough). */
  showDay: 'Ver dia',
  previousDay: 'Dia anterior',
  nextDay: 'Próximo dia',
  sportSwitcher: 'Esportes',
  dayCaption: (day: string) => `Eventos por esporte: ${day}`,
  totalOf: (count: number, sport: string, day: string) =>
    `${count} evento${count === 1 ? '' : 's'} de ${sport}: ${day}`,
  /** Heading of a competition's rows in a list: "Brasil, Brasileirão Série A" for screen readers. */
  competition: (category: string | null, name: string) => (category ? `${category}, ${name}` : name),
  redCards: (count: number) => (count === 1 ? '1 cartão vermelho' : `${count} cartões vermelhos`),
  minute: 'Minuto de jogo',
  goal: (team: string) => `Gol de ${team}!`,
} as const;
