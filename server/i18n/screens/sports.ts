// The web app's words for one screen (see screens/frame.ts). Data only; it imports nothing.

/** The sports of the day and the events of a sport (SPEC §2). */
export const SPORTS_LABELS = {
  loadFailed: 'Erro ao buscar eventos',
  noSports: 'Nenhum esporte encontrado.',
  todayCaption: 'Eventos de hoje por esporte',
  sport: 'Esporte',
  live: 'Ao Vivo',
  liveOf: (count: number, sport: string) => `${count} evento${count === 1 ? '' : 's'} de ${sport} ao vivo`,
  todayOf: (count: number, sport: string) => `${count} evento${count === 1 ? '' : 's'} de ${sport} hoje`,
  eventsOf: 'Eventos de',
  liveSuffix: ' ao vivo',
  statusFilter: 'Filtrar por status',
  homeTeam: 'Time da Casa',
  awayTeam: 'Time Visitante',
  noEvents: 'Nenhum evento encontrado.',
  /** What the status filter now shows, said when it changes (web/format/count.ts writes the number). */
  eventsShown: { none: 'Nenhum evento', one: '1 evento', many: (count: string) => `${count} eventos` },
  notFound: 'Esporte não encontrado',
  notFoundHint: 'Nenhum esporte tem este endereço. Escolha um dos esportes acima.',
} as const;
