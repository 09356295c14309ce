// What a page says of itself in its <head> (title, description, link previews) and structured data: the
// server-rendered public pages (web/ssr/head.ts), and the one source of their titles. Data only.

export const PAGE_HEAD = {
  siteName: 'Bancada',
  /** "Título · Bancada" in the browser's tab and in search results. */
  title: (page: string) => `${page} · Bancada`,
  home: 'Início',
  defaultDescription: 'Bancada: blog, agenda esportiva com odds e estatísticas e controle da sua banca.',
  blogDescription: 'Análises, guias e notícias de esportes e apostas no blog da Bancada.',
  agendaDescription:
    'Agenda esportiva de hoje: jogos de futebol, basquete, tênis e mais 14 esportes, com placar ao vivo, odds e estatísticas.',
  agendaOf: (day: string) => `Agenda esportiva de ${day}`,
  sportTitle: (sport: string, live: boolean) => (live ? `${sport} ao vivo` : `Jogos de ${sport} hoje`),
  sportDescription: (sport: string, live: boolean) =>
    live
      ? `Jogos de ${sport} ao vivo agora: placar, minuto a minuto, odds e estatísticas.`
      : `Todos os jogos de ${sport} do dia: horários, placares ao vivo, odds e estatísticas.`,
  /** "Flamengo x Palmeiras" */
  match: (home: string, away: string) => `${home} x ${away}`,
  /** "Flamengo 2 x 1 Palmeiras" */
  matchWithScore: (home: string, away: string, homeScore: number, awayScore: number) =>
    `${home} ${homeScore} x ${awayScore} ${away}`,
  eventDescription: (match: string, parts: string[]) => [match, ...parts].filter(Boolean).join(' · '),
  notFound: 'Página não encontrada',
  notFoundDescription: 'A página que você procurou não existe na Bancada.',
  /** Where an event without a known venue takes place, for structured data that requires a location. */
  venueUnknown: 'Local a definir',
} as const;
