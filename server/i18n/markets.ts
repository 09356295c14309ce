// pt-BR names of the feed's betting markets and of their choices, apart from pt-BR.ts because only the event
// page shows them. Data only; it imports nothing. The BFF looks them up with lookupLabel (kinds 'market' and
// 'choice'), so a market the feed starts to send without a name here is counted and shown readable, not raw.

/**
 * Markets by the feed's `marketName` (SofaScore's /event/{id}/odds/1/all and the simulator), every sport.
 * The line of a market (its `choiceGroup`, "2.5") is shown beside the name, not in it.
 */
export const MARKET_NAMES: Readonly<Record<string, string>> = {
  // Football and the other sports with draws (1 X 2 and what derives from it).
  'Full time': 'Resultado final',
  'Double chance': 'Dupla chance',
  '1st half': '1º tempo',
  '2nd half': '2º tempo',
  'Draw no bet': 'Empate anula a aposta',
  'Both teams to score': 'Ambas marcam',
  'First team to score': 'Primeiro a marcar',
  'Match goals': 'Total de gols',
  '1st half goals': 'Gols no 1º tempo',
  'Asian handicap': 'Handicap asiático',
  'Asian Handicap': 'Handicap asiático',
  'Cards in match': 'Total de cartões',
  'Corners 2-Way': 'Total de escanteios',
  'Correct score': 'Placar exato',
  'Half time/Full time': 'Intervalo/Final',
  'To qualify': 'Quem se classifica',
  // Sports without draws: who wins, handicaps and totals in their own unit.
  'Home/Away': 'Vencedor',
  Winner: 'Vencedor',
  'Match winner': 'Vencedor',
  Moneyline: 'Vencedor',
  'Point spread': 'Handicap de pontos',
  'Game total': 'Total de pontos',
  'Total points': 'Total de pontos',
  'Run line': 'Handicap de corridas',
  'Total runs': 'Total de corridas',
  'Puck line': 'Handicap de gols',
  'First set winner': 'Vencedor do 1º set',
  'Set handicap': 'Handicap de sets',
  'Total sets': 'Total de sets',
  'Game handicap': 'Handicap de games',
  'Total games won': 'Total de games',
  'Map handicap': 'Handicap de mapas',
  'Total maps': 'Total de mapas',
  'Total legs': 'Total de legs',
  'Total frames': 'Total de frames',
};

/**
 * Choices by the feed's `name`. "1" and "2" are the home and away side: the BFF shows the team's name
 * instead when it knows it, these words otherwise. A choice that is a team's name is shown as it is.
 */
export const CHOICE_NAMES: Readonly<Record<string, string>> = {
  '1': 'Casa',
  X: 'Empate',
  '2': 'Fora',
  '1X': 'Casa ou empate',
  X2: 'Empate ou fora',
  '12': 'Casa ou fora',
  Yes: 'Sim',
  No: 'Não',
  'No goal': 'Nenhum',
  Draw: 'Empate',
  Odd: 'Ímpar',
  Even: 'Par',
  Over: 'Mais',
  Under: 'Menos',
  /** Any outcome the market does not list (a correct score's "Other"). */
  Other: 'Outro',
};

/** Double chance by the teams' names, when the event's sides are known ("Flamengo ou empate"). */
export const DOUBLE_CHANCE_CHOICES: Readonly<Record<string, (home: string, away: string) => string>> = {
  '1X': (home) => `${home} ou empate`,
  X2: (_home, away) => `Empate ou ${away}`,
  '12': (home, away) => `${home} ou ${away}`,
};

/** Choices that read with the market's line ("Mais de 2,5"). */
export const LINE_CHOICES: Readonly<Record<string, (line: string) => string>> = {
  Over: (line) => `Mais de ${line}`,
  Under: (line) => `Menos de ${line}`,
};
