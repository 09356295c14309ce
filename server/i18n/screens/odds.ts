// The web app's words for the Odds tab of the event page (see screens/frame.ts). Data only; it imports nothing.

/** The Odds tab: market groups, movement of a price and the settled choice. */
export const ODDS_LABELS = {
  preMatch: 'Pré-jogo',
  closing: 'Odds de fechamento (pré-jogo)',
  live: 'Ao vivo',
  suspended: 'Suspenso',
  winning: 'Vencedora',
  line: (line: string) => `Linha ${line}`,
  up: (from: string) => `Subiu (abriu em ${from})`,
  down: (from: string) => `Caiu (abriu em ${from})`,
  winningOdds: 'Odds vencedoras',
  winningOddsSide: (team: string, expected: number, actual: number) =>
    `${team}: chance implícita ${expected}%, venceu ${actual}% das vezes com odds assim`,
} as const;
