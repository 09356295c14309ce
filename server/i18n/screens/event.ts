// The web app's words for one screen (see screens/frame.ts). Data only; it imports nothing.

/** What an event's description names of each tab its page shows, in the tabs' order; other tabs go unnamed. */
const EVENT_CONTENTS = {
  odds: 'odds',
  lineups: 'escalações',
  statistics: 'estatísticas',
  standings: 'classificação',
} as const;

/** The event page (SPEC §2): header, details, tabs and their sections. */
export const EVENT_LABELS = {
  /**
   * The page's `<meta name="description">`: the score, then only what the page shows, by its tabs (`tabs`,
   * keys of web/routes/event-detail/tabs.ts, from web/ssr/event-description.ts): a tennis match has no
   * lineups nor table, a friendly no table. Here, not in PAGE_META (screens/frame.ts), which every page's
   * first load carries. "Flamengo × Palmeiras (Brasileirão Série A): placar, odds, escalações,
   * estatísticas e classificação." The server's <head> and the browser's page write it from the same tabs.
   */
  description: (teams: string, tournament: string | null, tabs: readonly string[]) => {
    const shown = Object.entries(EVENT_CONTENTS)
      .filter(([tab]) => tabs.includes(tab))
      .map(([, words]) => words);
    const [last, ...before] = ['placar', ...shown].reverse();
    const list = before.length ? `${before.reverse().join(', ')} e ${last}` : last;
    return `${teams}${tournament ? ` (${tournament})` : ''}: ${list}.`;
  },
  notFound: 'Evento não encontrado ou formato inválido',
  detailsTitle: 'Detalhes do evento',
  // SPEC §8's 'Erro ao buscar dados: ...', with what failed in place of the original's raw error.
  loadFailed: 'Erro ao buscar dados: evento indisponível',
  versus: 'vs',
  details: {
    tournament: 'Torneio',
    round: 'Rodada',
    stage: 'Fase',
    category: 'Categoria',
    country: 'País',
    venue: 'Estádio',
    city: 'Cidade',
    capacity: 'Capacidade',
    attendance: 'Público',
    referee: 'Árbitro',
  },
  tabsLabel: 'Informações do evento',
  tabs: {
    summary: 'Resumo',
    odds: 'Odds',
    votes: 'Votos',
    lineups: 'Escalações',
    statistics: 'Estatísticas',
    goals: 'Distribuição de Gols',
    standings: 'Classificação',
    h2h: 'Confronto',
  },
  votes: {
    winner: 'Quem vence?',
    bothTeamsToScore: 'Ambas marcam?',
    firstTeamToScore: 'Quem marca primeiro?',
    whoShouldHaveWon: 'Quem merecia vencer?',
    home: 'Casa',
    draw: 'Empate',
    away: 'Fora',
    yes: 'Sim',
    no: 'Não',
    noGoal: 'Sem gols',
  },
  lineups: {
    confirmed: 'Escalações confirmadas',
    unconfirmed: 'Escalações não confirmadas',
    jerseyNumber: 'Nº',
    player: 'Jogador',
    position: 'Posição',
    marketValue: 'Valor de mercado',
    rating: 'Nota',
    missing: 'Desfalques:',
    missingPlayer: (name: string, doubtful: boolean) => `${name} (${doubtful ? 'dúvida' : 'fora'})`,
  },
  statistics: {
    match: 'Estatísticas da partida',
    period: 'Período',
    season: 'Estatísticas da temporada',
  },
  goals: {
    matches: (count: number) => (count === 1 ? '(1 jogo)' : `(${count} jogos)`),
    period: (start: number, end: number, scored: number, conceded: number) =>
      `${start}–${end} min: ${scored} marcado${scored === 1 ? '' : 's'}, ${conceded} sofrido${conceded === 1 ? '' : 's'}`,
    chart: (team: string, summary: string) => `Distribuição de gols de ${team}: ${summary}`,
    scored: 'Marcados',
    conceded: 'Sofridos',
  },
  standings: {
    team: 'Time',
    points: 'P',
    played: 'J',
    wins: 'V',
    draws: 'E',
    losses: 'D',
    goalDifference: 'SG',
    /** What each letter stands for, read out instead of it. */
    full: {
      points: 'Pontos',
      played: 'Jogos',
      wins: 'Vitórias',
      draws: 'Empates',
      losses: 'Derrotas',
      goalDifference: 'Saldo de gols',
    },
  },
} as const;
