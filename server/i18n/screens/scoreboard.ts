// The web app's words for the event page's scoreboard header (see screens/frame.ts). Data only; it imports
// nothing.

/** The scoreboard header of the event page: score, shoot-out, aggregate, periods, minute, red cards. */
export const SCOREBOARD_LABELS = {
  score: 'Placar',
  /** Between the two sides' scores: 1 × 1. */
  scoreSeparator: '×',
  shootout: (home: number, away: number) => `(${home}–${away} nos pênaltis)`,
  aggregate: (home: number, away: number) => `Agregado: ${home} × ${away}`,
  /** Sports read by halves, once the second half is on: the score at the break ("Intervalo: 1 × 0"). */
  halfTime: (home: number, away: number) => `Intervalo: ${home} × ${away}`,
  /** Link from a second leg to its first. */
  firstLeg: 'Jogo de ida',
  crest: (team: string) => `Escudo de ${team}`,
  /** A player's picture where a team would have its crest (tennis, darts…). */
  playerPicture: (player: string) => `Imagem de ${player}`,
  redCards: (count: number) => (count === 1 ? '1 cartão vermelho' : `${count} cartões vermelhos`),
  minute: 'Minuto de jogo',
  /** A stopping game clock (basketball, hockey…), read down or up. */
  clockLeft: 'Tempo restante no período',
  clockPlayed: 'Tempo jogado no período',
  periods: 'Placar por período',
  team: 'Equipe',
  /** The period table's first column in one-against-one sports (tennis, darts…). */
  player: 'Jogador',
  /** A period's column by its ordinal, feminine for the sports whose periods are (baseball's entradas). */
  period: (n: number, feminine = false) => `${n}${feminine ? 'ª' : 'º'}`,
  tieBreak: (points: number) => `tie-break: ${points}`,
  /** The period table's column of what was scored after a drawn regular time (basketball, hockey…). */
  overtime: 'Prorr.',
  overtimeName: 'Prorrogação',
  /**
   * Tennis: the column of the current game's points (0, 15, 30, 40, Vant.). Brazilian scoreboards write no
   * "Game" over it: "game" alone reads as a game won, the column is the points played within it.
   */
  gamePoint: 'Pontos',
  /** The tennis game point "A". */
  advantage: 'Vant.',
  /**
   * Cricket: runs for wickets in overs ("245/6 (50 overs)"; `overs` is the text of `overs` below). "Over"
   * stays as the sport's own word, as the statistics' "Overs" and "Corridas por over" (statistics.ts): the
   * Confederação Brasileira de Cricket and the Brazilian press write "20 overs", and no Portuguese word is
   * in use ("série de seis arremessos" would be a definition, not a name). Singular from 1 to under 2, as
   * Portuguese counts: "1 over", "1,4 over", "0 overs", "19,4 overs".
   */
  innings: (runsAndWickets: string, overs: string | null) =>
    overs === null ? runsAndWickets : `${runsAndWickets} (${overs})`,
  /** "19,4 overs", "1 over": `written` is the count as shown (pt-BR comma), `count` the number itself. */
  overs: (written: string, count: number) => `${written} ${count >= 1 && count < 2 ? 'over' : 'overs'}`,
} as const;
