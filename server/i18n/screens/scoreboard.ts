// The web app's words for the event page's scoreboard header (see screens/frame.ts). Data only; it imports
// nothing.

/** The scoreboard header of the event page: score, shoot-out, aggregate, periods, minute, red cards. */
export const SCOREBOARD_LABELS = {
  score: 'Placar',
  /** Between the two sides' scores: 1 × 1. */
  scoreSeparator: '×',
  shootout: (home: number, away: number) => `(${home}–${away} nos pênaltis)`,
  aggregate: (home: number, away: number) => `Agregado: ${home} × ${away}`,
  /** Link from a second leg to its first. */
  firstLeg: 'Jogo de ida',
  crest: (team: string) => `Escudo de ${team}`,
  redCards: (count: number) => (count === 1 ? '1 cartão vermelho' : `${count} cartões vermelhos`),
  minute: 'Minuto de jogo',
  /** A stopping game clock (basketball, hockey…), read down or up. */
  clockLeft: 'Tempo restante no período',
  clockPlayed: 'Tempo jogado no período',
  periods: 'Placar por período',
  team: 'Equipe',
  /** The period table's first column in one-against-one sports (tennis, darts…). */
  player: 'Jogador',
  period: (n: number) => `${n}º`,
  tieBreak: (points: number) => `tie-break: ${points}`,
  gamePoint: 'Game',
  /** The tennis game point "A". */
  advantage: 'Vant.',
  /** Cricket: runs for wickets in overs. */
  innings: (runsAndWickets: string, overs: string | null) =>
    overs === null ? runsAndWickets : `${runsAndWickets} (${overs} overs)`,
  overs: (overs: string) => `${overs} overs`,
} as const;
