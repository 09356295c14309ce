// The web app's words for the event page's statistics bars and match charts (see screens/frame.ts). Data
// only; it imports nothing.

/** Statistics by period, the momentum graph, win probability and the shot map of an event. */
export const MATCH_CHART_LABELS = {
  statistics: {
    /** A comparison row read aloud: the statistic, then each side's value by the team's name. */
    row: (label: string, home: string, homeTeam: string, away: string, awayTeam: string) =>
      `${label}: ${homeTeam} ${home}, ${awayTeam} ${away}`,
  },
  momentum: {
    title: 'Momento da partida',
    description: (homeTeam: string, awayTeam: string) =>
      `Pressão ofensiva minuto a minuto: acima da linha, ${homeTeam}; abaixo, ${awayTeam}.`,
    /** Each side's minutes as `minutes` says them ("1 minuto", "nenhum minuto"). */
    summary: (homeTeam: string, homeMinutes: string, awayTeam: string, awayMinutes: string) =>
      `${homeTeam} pressionou mais em ${homeMinutes}, ${awayTeam} em ${awayMinutes}.`,
    minutes: { none: 'nenhum minuto', one: '1 minuto', many: (count: string) => `${count} minutos` },
    minute: (minute: number) => `${minute}'`,
    halfTime: 'Intervalo',
  },
  winProbability: {
    title: 'Probabilidade de vitória',
    description: 'Chance de cada resultado ao longo da partida, em porcentagem.',
    draw: 'Empate',
    /** The latest point, read aloud and shown under the chart. */
    latest: (parts: string) => `Agora: ${parts}`,
    part: (name: string, percent: string) => `${name} ${percent}`,
    minute: (minute: number) => `${minute}'`,
  },
  shotmap: {
    title: 'Mapa de finalizações',
    description: 'Onde cada finalização aconteceu, com o gol atacado no alto; os gols são as marcas maiores.',
    /** Legend: which mark is which side. */
    homeMark: (team: string) => `● ${team}`,
    awayMark: (team: string) => `■ ${team}`,
    shot: (minute: string, player: string, team: string, outcome: string, details: string) =>
      `${minute} ${player} (${team}): ${outcome}${details ? ` — ${details}` : ''}`,
    xg: (value: string) => `xG ${value}`,
    list: 'Lista de finalizações',
    minute: (minute: number, added: number | null) => (added ? `${minute}+${added}'` : `${minute}'`),
  },
} as const;
