// pt-BR names of the feed's statistics, apart from pt-BR.ts because only the event page shows them: the
// rest of the web app does not download them. Data only; it imports only pt-BR.ts's period nouns. The BFF
// looks names up with lookupLabel (server/i18n/labels.ts), so a name no table knows is counted and shown
// in a readable form.

import { numberedPeriod, PERIOD_NOUNS } from './pt-BR.ts';

/**
 * Names of an event's match statistics (the feed's /statistics: periods, groups and items, named in
 * English). Keyed by the feed's English name, which every feed sends (the `key` is missing in some).
 *
 * Terms kept from English on purpose, because they are what Brazilian sports media (ge.globo, ESPN Brasil,
 * the sports' confederations) write and no Portuguese word is in use; anything else is in Portuguese:
 * - tennis: "Aces", "Winners", "Tie-breaks", "Games", "Break points" (ge.globo: "salvou três break points";
 *   "ponto de quebra" exists but is rarely written);
 * - baseball: "Home runs" (Brazilian baseball coverage writes "home run"); a strikeout, by contrast, is written
 *   out as "eliminação por strike", which reads better than the bare English word in a table;
 * - cricket: "Wickets", "Overs" (the CBCricket writes "wicket" and "over"; the scoreboard says "overs"
 *   too, screens/scoreboard.ts), while runs, fours, sixes and boundaries have Portuguese names.
 * Translated, though the coverage also uses the English word: ice hockey's power play ("vantagem
 * numérica", the Portuguese term NHL coverage uses beside "power play") and faceoff ("disputa de disco",
 * clear to a reader who does not follow the NHL, where "faceoff" is not); darts' 180 ("pontuação máxima")
 * and checkout ("fechamento": finishing the leg on a double); snooker's century and break ("série").
 */
export const MATCH_STATISTICS = {
  groups: {
    'Match overview': 'Visão geral',
    Shots: 'Finalizações',
    Attack: 'Ataque',
    Passes: 'Passes',
    Duels: 'Duelos',
    Defending: 'Defesa',
    Goalkeeping: 'Goleiro',
    Scoring: 'Pontuação',
    Service: 'Saque',
    Return: 'Devolução',
    Points: 'Pontos',
    Other: 'Outros',
    Games: 'Games',
    Lead: 'Liderança',
    Miscellaneous: 'Diversos',
    Penalties: 'Penalidades',
    Faceoffs: 'Disputas de disco',
    Attacking: 'Ataque',
    Batting: 'Rebatidas',
    Bowling: 'Arremessos',
    Serve: 'Saque',
    Fouls: 'Faltas',
    Rebounds: 'Rebotes',
  },
  items: {
    'Ball possession': 'Posse de bola',
    'Expected goals': 'Gols esperados (xG)',
    'Big chances': 'Grandes chances',
    'Big chances scored': 'Grandes chances convertidas',
    'Big chances missed': 'Grandes chances perdidas',
    'Total shots': 'Finalizações',
    'Shots on target': 'Finalizações no gol',
    'Shots off target': 'Finalizações para fora',
    'Blocked shots': 'Finalizações bloqueadas',
    'Hit woodwork': 'Bolas na trave',
    'Shots inside box': 'Finalizações de dentro da área',
    'Shots outside box': 'Finalizações de fora da área',
    'Goalkeeper saves': 'Defesas do goleiro',
    'Corner kicks': 'Escanteios',
    Fouls: 'Faltas',
    'Free kicks': 'Tiros livres',
    'Yellow cards': 'Cartões amarelos',
    'Red cards': 'Cartões vermelhos',
    Offsides: 'Impedimentos',
    Passes: 'Passes',
    'Accurate passes': 'Passes certos',
    'Long balls': 'Lançamentos',
    Crosses: 'Cruzamentos',
    'Throw-ins': 'Laterais',
    'Goal kicks': 'Tiros de meta',
    'Final third entries': 'Entradas no terço final',
    'Final third phase': 'Posse no terço final',
    'Touches in penalty area': 'Toques na área adversária',
    'Fouled in final third': 'Faltas sofridas no terço final',
    Tackles: 'Desarmes',
    'Total tackles': 'Desarmes',
    'Tackles won': 'Desarmes certos',
    Interceptions: 'Interceptações',
    Recoveries: 'Bolas recuperadas',
    Clearances: 'Cortes',
    'Errors lead to a shot': 'Erros que resultaram em finalização',
    'Errors lead to a goal': 'Erros que resultaram em gol',
    Duels: 'Duelos ganhos',
    Dispossessed: 'Perdas de posse',
    'Ground duels': 'Duelos no chão',
    'Aerial duels': 'Duelos aéreos',
    Dribbles: 'Dribles',
    'Total saves': 'Defesas',
    'Big saves': 'Defesas difíceis',
    'High claims': 'Saídas pelo alto',
    Punches: 'Socos',
    'Free throws': 'Lances livres',
    '2 pointers': 'Arremessos de 2 pontos',
    '3 pointers': 'Arremessos de 3 pontos',
    Rebounds: 'Rebotes',
    Assists: 'Assistências',
    Turnovers: 'Perdas de bola',
    Steals: 'Roubos de bola',
    Blocks: 'Tocos',
    Aces: 'Aces',
    'Double faults': 'Duplas faltas',
    'Break points saved': 'Break points salvos',
    'Total points won': 'Pontos ganhos',
    Timeouts: 'Pedidos de tempo',
    // Football, beyond the sample's
    'Expected goals on target': 'Gols esperados no gol (xGOT)',
    'Expected assists': 'Assistências esperadas (xA)',
    'Goals prevented': 'Gols evitados',
    'Through balls': 'Passes em profundidade',
    'Own half': 'Passes no campo de defesa',
    'Opposition half': 'Passes no campo de ataque',
    'Key passes': 'Passes decisivos',
    'Accurate crosses': 'Cruzamentos certos',
    'Accurate long balls': 'Lançamentos certos',
    'Was fouled': 'Faltas sofridas',
    'Penalty kicks': 'Pênaltis',
    'Counter attacks': 'Contra-ataques',
    'Shots blocked': 'Finalizações bloqueadas',
    // Basketball
    'Field goals': 'Arremessos de quadra',
    'Defensive rebounds': 'Rebotes defensivos',
    'Offensive rebounds': 'Rebotes ofensivos',
    'Max points in a row': 'Máximo de pontos seguidos',
    'Time spent in lead': 'Tempo na liderança',
    'Lead changes': 'Trocas de liderança',
    'Biggest lead': 'Maior vantagem',
    'Points in the paint': 'Pontos no garrafão',
    'Second chance points': 'Pontos de segunda chance',
    'Fast break points': 'Pontos de contra-ataque',
    'Bench points': 'Pontos do banco',
    // Tennis, volleyball, table tennis, badminton
    'First serve': 'Primeiro saque',
    'Second serve': 'Segundo saque',
    'First serve points': 'Pontos no primeiro saque',
    'Second serve points': 'Pontos no segundo saque',
    'First serve return points': 'Pontos na devolução do primeiro saque',
    'Second serve return points': 'Pontos na devolução do segundo saque',
    'Break points converted': 'Break points convertidos',
    'Service points won': 'Pontos ganhos no saque',
    'Receiver points won': 'Pontos ganhos na devolução',
    'Service games won': 'Games de saque vencidos',
    'Service games played': 'Games de saque disputados',
    'Return games played': 'Games de devolução disputados',
    'Max games in a row': 'Máximo de games seguidos',
    'Games won': 'Games vencidos',
    'Total won': 'Total vencido',
    Tiebreaks: 'Tie-breaks',
    Winners: 'Winners',
    'Unforced errors': 'Erros não forçados',
    'Points won': 'Pontos ganhos',
    'Service errors': 'Erros de saque',
    'Service points': 'Pontos no saque',
    'Receiver points': 'Pontos na recepção',
    'Attack points': 'Pontos de ataque',
    'Block points': 'Pontos de bloqueio',
    'Opponent errors': 'Erros do adversário',
    // Ice hockey, handball, water polo, floorball
    Goals: 'Gols',
    'Shots on goal': 'Chutes a gol',
    Saves: 'Defesas',
    'Penalty minutes': 'Minutos de penalidade',
    'Power plays': 'Vantagens numéricas',
    'Power play goals': 'Gols em vantagem numérica',
    'Shorthanded goals': 'Gols em inferioridade',
    'Faceoffs won': 'Disputas de disco vencidas',
    Hits: 'Cargas',
    Giveaways: 'Perdas de disco',
    Takeaways: 'Roubos de disco',
    '7m goals': 'Gols de 7 metros',
    Suspensions: 'Exclusões',
    'Technical faults': 'Faltas técnicas',
    'Fast break goals': 'Gols de contra-ataque',
    'Shot efficiency': 'Aproveitamento nas finalizações',
    // Cricket
    Runs: 'Corridas',
    Wickets: 'Wickets',
    Extras: 'Extras',
    Overs: 'Overs',
    'Run rate': 'Corridas por over',
    Fours: 'Quatros',
    Sixes: 'Seis',
    Boundaries: 'Quatros e seis',
    // Baseball
    'Home runs': 'Home runs',
    Strikeouts: 'Eliminações por strike',
    Walks: 'Bases por bolas',
    Errors: 'Erros',
    // Esports
    Kills: 'Abates',
    Deaths: 'Mortes',
    'Towers destroyed': 'Torres destruídas',
    Barons: 'Barões',
    Dragons: 'Dragões',
    Gold: 'Ouro',
    'Rounds won': 'Rodadas vencidas',
    // Darts, snooker
    '180s': 'Pontuações máximas (180)',
    'Average (3 darts)': 'Média (3 dardos)',
    'Checkout percentage': 'Aproveitamento nos fechamentos',
    'Highest checkout': 'Maior fechamento',
    Centuries: 'Séries de 100 ou mais',
    'Highest break': 'Maior série',
  },
  /** Whole-match and extra periods; numbered ones ("1ST", "2Q") are named with the sport's noun below. */
  periods: {
    ALL: 'Jogo',
    OT: 'Prorrogação',
    ET: 'Prorrogação',
    EXTRA: 'Prorrogação',
  },
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/**
 * A team's season statistics (SPEC §3, §9; the feed's flat record of numeric keys): the summary above the
 * groups, the four groups of SPEC §9 in display order with their keys in order, and the group of keys no
 * table knows.
 */
export const TEAM_STATISTICS = {
  summary: {
    matches: 'Jogos',
    awardedMatches: 'Jogos decididos por W.O.',
    avgRating: 'Nota média',
  },
  groups: [
    {
      title: 'Gols & Finalização',
      labels: {
        goalsScored: 'Gols marcados',
        assists: 'Assistências',
        shots: 'Finalizações',
        shotsOnTarget: 'Finalizações no gol',
        shotsOffTarget: 'Finalizações para fora',
        blockedScoringAttempt: 'Finalizações bloqueadas',
        shotsFromInsideTheBox: 'Finalizações de dentro da área',
        shotsFromOutsideTheBox: 'Finalizações de fora da área',
        goalsFromInsideTheBox: 'Gols de dentro da área',
        goalsFromOutsideTheBox: 'Gols de fora da área',
        headedGoals: 'Gols de cabeça',
        leftFootGoals: 'Gols de pé esquerdo',
        rightFootGoals: 'Gols de pé direito',
        penaltyGoals: 'Gols de pênalti',
        penaltiesTaken: 'Pênaltis cobrados',
        freeKickGoals: 'Gols de falta',
        freeKickShots: 'Finalizações de falta',
        bigChances: 'Grandes chances',
        bigChancesCreated: 'Grandes chances criadas',
        bigChancesMissed: 'Grandes chances perdidas',
        hitWoodwork: 'Bolas na trave',
        fastBreaks: 'Contra-ataques',
        fastBreakShots: 'Finalizações em contra-ataque',
        fastBreakGoals: 'Gols de contra-ataque',
      },
    },
    {
      title: 'Posse & Passes',
      labels: {
        averageBallPossession: 'Posse de bola (média)',
        totalPasses: 'Passes',
        accuratePasses: 'Passes certos',
        accuratePassesPercentage: 'Passes certos (%)',
        totalOwnHalfPasses: 'Passes no campo de defesa',
        accurateOwnHalfPasses: 'Passes certos no campo de defesa',
        accurateOwnHalfPassesPercentage: 'Passes certos no campo de defesa (%)',
        totalOppositionHalfPasses: 'Passes no campo de ataque',
        accurateOppositionHalfPasses: 'Passes certos no campo de ataque',
        accurateOppositionHalfPassesPercentage: 'Passes certos no campo de ataque (%)',
        totalLongBalls: 'Lançamentos',
        accurateLongBalls: 'Lançamentos certos',
        accurateLongBallsPercentage: 'Lançamentos certos (%)',
        totalCrosses: 'Cruzamentos',
        accurateCrosses: 'Cruzamentos certos',
        accurateCrossesPercentage: 'Cruzamentos certos (%)',
        corners: 'Escanteios',
        throwIns: 'Laterais',
        goalKicks: 'Tiros de meta',
        possessionLost: 'Posses de bola perdidas',
        totalPassesAgainst: 'Passes do adversário',
        accuratePassesAgainst: 'Passes certos do adversário',
        ownHalfPassesTotalAgainst: 'Passes do adversário no campo de defesa',
        accurateOwnHalfPassesAgainst: 'Passes certos do adversário no campo de defesa',
        oppositionHalfPassesTotalAgainst: 'Passes do adversário no campo de ataque',
        accurateOppositionHalfPassesAgainst: 'Passes certos do adversário no campo de ataque',
        totalFinalThirdPassesAgainst: 'Passes do adversário no terço final',
        accurateFinalThirdPassesAgainst: 'Passes certos do adversário no terço final',
        keyPassesAgainst: 'Passes decisivos do adversário',
        longBallsTotalAgainst: 'Lançamentos do adversário',
        longBallsSuccessfulAgainst: 'Lançamentos certos do adversário',
        crossesTotalAgainst: 'Cruzamentos do adversário',
        crossesSuccessfulAgainst: 'Cruzamentos certos do adversário',
        cornersAgainst: 'Escanteios do adversário',
      },
    },
    {
      title: 'Defesa',
      labels: {
        goalsConceded: 'Gols sofridos',
        cleanSheets: 'Jogos sem sofrer gols',
        tackles: 'Desarmes',
        interceptions: 'Interceptações',
        clearances: 'Cortes',
        clearancesOffLine: 'Cortes em cima da linha',
        lastManTackles: 'Desarmes como último defensor',
        ballRecovery: 'Bolas recuperadas',
        saves: 'Defesas do goleiro',
        ownGoals: 'Gols contra',
        errorsLeadingToGoal: 'Erros que resultaram em gol',
        errorsLeadingToShot: 'Erros que resultaram em finalização',
        penaltiesCommited: 'Pênaltis cometidos',
        penaltyGoalsConceded: 'Gols de pênalti sofridos',
        shotsAgainst: 'Finalizações sofridas',
        shotsOnTargetAgainst: 'Finalizações no gol sofridas',
        shotsOffTargetAgainst: 'Finalizações para fora sofridas',
        shotsBlockedAgainst: 'Finalizações do adversário bloqueadas',
        // The feed's other name for the opponent's shots this team blocked (the same figure as the line
        // above in its answers), not this team's shots the opponent blocked (blockedScoringAttempt).
        blockedScoringAttemptAgainst: 'Bloqueios de finalizações do adversário',
        shotsFromInsideTheBoxAgainst: 'Finalizações sofridas de dentro da área',
        shotsFromOutsideTheBoxAgainst: 'Finalizações sofridas de fora da área',
        bigChancesAgainst: 'Grandes chances do adversário',
        bigChancesCreatedAgainst: 'Grandes chances criadas pelo adversário',
        bigChancesMissedAgainst: 'Grandes chances perdidas pelo adversário',
        hitWoodworkAgainst: 'Bolas na trave do adversário',
        errorsLeadingToGoalAgainst: 'Erros do adversário que resultaram em gol',
        errorsLeadingToShotAgainst: 'Erros do adversário que resultaram em finalização',
        tacklesAgainst: 'Desarmes do adversário',
        interceptionsAgainst: 'Interceptações do adversário',
        clearancesAgainst: 'Cortes do adversário',
      },
    },
    {
      title: 'Disputa & Faltas',
      labels: {
        totalDuels: 'Duelos',
        duelsWon: 'Duelos ganhos',
        duelsWonPercentage: 'Duelos ganhos (%)',
        totalGroundDuels: 'Duelos no chão',
        groundDuelsWon: 'Duelos no chão ganhos',
        groundDuelsWonPercentage: 'Duelos no chão ganhos (%)',
        totalAerialDuels: 'Duelos aéreos',
        aerialDuelsWon: 'Duelos aéreos ganhos',
        aerialDuelsWonPercentage: 'Duelos aéreos ganhos (%)',
        dribbleAttempts: 'Dribles tentados',
        successfulDribbles: 'Dribles certos',
        dribbleAttemptsTotalAgainst: 'Dribles tentados pelo adversário',
        dribbleAttemptsWonAgainst: 'Dribles certos do adversário',
        fouls: 'Faltas',
        freeKicks: 'Tiros livres',
        offsides: 'Impedimentos',
        offsidesAgainst: 'Impedimentos do adversário',
        yellowCards: 'Cartões amarelos',
        yellowRedCards: 'Cartões vermelhos (2º amarelo)',
        redCards: 'Cartões vermelhos',
        yellowCardsAgainst: 'Cartões amarelos do adversário',
        redCardsAgainst: 'Cartões vermelhos do adversário',
      },
    },
  ],
  other: 'Outros',
} as const satisfies {
  summary: Readonly<Record<string, string>>;
  groups: ReadonlyArray<{ title: string; labels: Readonly<Record<string, string>> }>;
  other: string;
};

/**
 * What a numbered statistics period ("1ST", "2ND", "3RD", "1Q"…) is in each sport, as a key of PERIOD_NOUNS
 * (pt-BR.ts), the table the timeline's "Fim da 2ª entrada" and the status's "1º tempo" read: halves in
 * football, quarters in basketball, sets in tennis; `default` for a sport not listed. A sport the timeline
 * names too (PERIOD_KIND_OF_SPORT, incidents.ts) has the same period here: a test keeps them equal.
 *
 * Badminton's are sets: the BWF's laws say "game", but Brazilian coverage (ge.globo, the Olympic
 * broadcasts) writes "1º set", and "game" is tennis's game within a set to a Brazilian reader. Darts' are
 * sets, as the timeline's "Fim do 1º set".
 */
export const STATISTICS_PERIOD_NOUNS: Readonly<Record<string, string>> = {
  default: 'period',
  football: 'half',
  futsal: 'half',
  minifootball: 'half',
  handball: 'half',
  rugby: 'half',
  'aussie-rules': 'quarter',
  'american-football': 'quarter',
  basketball: 'quarter',
  waterpolo: 'quarter',
  'ice-hockey': 'period',
  floorball: 'period',
  bandy: 'half',
  tennis: 'set',
  volleyball: 'set',
  'beach-volley': 'set',
  'table-tennis': 'set',
  badminton: 'set',
  darts: 'set',
  esports: 'map',
  baseball: 'inning',
  cricket: 'inning',
};

/**
 * "1º tempo", "2º quarto", "3º set", "1ª entrada": a numbered period of the feed's statistics, `kind` a key
 * of PERIOD_NOUNS, whose noun and gender it takes ("período" for a kind it lacks).
 */
export const statisticsPeriodName = (ordinal: number, kind: string): string => {
  const [noun, feminine] = Object.hasOwn(PERIOD_NOUNS, kind) ? PERIOD_NOUNS[kind] : PERIOD_NOUNS.period;
  return numberedPeriod(ordinal, noun, feminine);
};

/** The feed's shot map codes (/event/{id}/shotmap): outcome, situation and body part of each shot. */
export const SHOT_LABELS = {
  shotTypes: {
    goal: 'Gol',
    save: 'Defendida',
    miss: 'Para fora',
    block: 'Bloqueada',
    post: 'Na trave',
  },
  situations: {
    regular: 'Jogada',
    assisted: 'Com assistência',
    corner: 'Escanteio',
    'set-piece': 'Bola parada',
    'free-kick': 'Cobrança de falta',
    penalty: 'Pênalti',
    'fast-break': 'Contra-ataque',
    'throw-in-set-piece': 'Lateral',
    shootout: 'Disputa de pênaltis',
  },
  bodyParts: {
    'left-foot': 'Pé esquerdo',
    'right-foot': 'Pé direito',
    head: 'Cabeça',
    other: 'Outra parte do corpo',
  },
} as const satisfies Record<string, Readonly<Record<string, string>>>;
