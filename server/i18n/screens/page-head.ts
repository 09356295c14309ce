// What a server-rendered page says of itself beyond its title and description (which are PAGE_META's, in
// screens/frame.ts, as the browser sets them): link previews and structured data. Data only.

export const PAGE_HEAD = {
  siteName: 'Bancada',
  /** The title of the page a visitor gets instead of a server-rendered one while GraphQL refuses them. */
  refusedTitle: 'Muitas requisições',
  /** The card of pages without an image of their own (link previews). */
  siteCardTagline: 'Blog, agenda esportiva com odds e estatísticas e controle da sua banca',
  siteCardAlt: 'Bancada: blog, agenda esportiva e controle de banca',
  /** An event's card: "Flamengo × Palmeiras, Brasileirão Série A". */
  eventCardAlt: (match: string, competition: string | null) =>
    competition ? `${match}, ${competition}` : match,
  /** Under a match yet to start: its start in São Paulo time. */
  eventCardStart: (dateTime: string) => `Início: ${dateTime} (horário de Brasília)`,
} as const;
