// The event page's words for its people and tables: lineups, best players, the Confronto tab, the details
// block and the standings legend. Data only; it imports nothing.

export const ROSTER_LABELS = {
  lineups: {
    pitch: (team: string, formation: string) => `Escalação de ${team} em campo, ${formation}`,
    starters: 'Titulares',
    substitutes: 'Reservas',
    /** Names a team's table of players (its scrolling box), apart from the other team's. */
    tableOf: (list: string, team: string) => `${list} de ${team}`,
    missing: 'Desfalques',
    captain: 'Capitão',
    captainMark: 'C',
    /** Heads the rating column, or titles a rating, when it is the season average rather than the match's. */
    seasonAverage: 'Média na temporada',
    seasonAverageOf: (rating: string) => `Média na temporada: ${rating}`,
    /** Under a pitch whose ratings are all season averages (before kick-off). */
    seasonAverageNote: 'Notas: média de cada jogador na temporada',
  },
  bestPlayers: {
    title: 'Melhores jogadores',
    playerOfTheMatch: 'Craque da partida',
  },
  h2h: {
    form: 'Forma recente',
    formHint: 'Últimos cinco jogos, do mais antigo ao mais recente',
    position: (place: number) => `${place}º na tabela`,
    points: (points: string) => `${points} pts`,
    avgRating: 'Nota média',
    duel: 'Confronto direto',
    managerDuel: 'Confronto entre os técnicos',
    wins: (team: string) => `Vitórias ${team}`,
    draws: 'Empates',
    managers: 'Técnicos',
  },
  /** The pre-game form's results (the MatchResult enum): the badge's letter and its meaning. */
  formLetters: { WIN: 'V', DRAW: 'E', LOSS: 'D' } as Readonly<Record<string, string>>,
  formResults: { WIN: 'Vitória', DRAW: 'Empate', LOSS: 'Derrota' } as Readonly<Record<string, string>>,
  details: {
    venue: 'Local',
    managers: 'Técnicos',
    capacity: (seats: string) => `capacidade ${seats}`,
    attendance: (people: string) => `público ${people}`,
  },
  standings: {
    zones: 'Zonas da tabela',
    form: (team: string) => `Forma recente de ${team}`,
    /** The difference column where the score is not goals (points, sets, runs): "SG" would say goals. */
    scoreDifference: 'Saldo',
  },
  h2hTab: 'Confronto',
} as const;
