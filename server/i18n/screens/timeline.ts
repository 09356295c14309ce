// The web app's words for the incidents timeline of the event page's Resumo tab (see screens/frame.ts). Data
// only; it imports nothing.

export const TIMELINE_LABELS = {
  title: 'Lances da partida',
  assist: (name: string) => `Assistência: ${name}`,
  /** A card shown to a team's coach rather than a player. */
  manager: (name: string) => `${name} (técnico)`,
  playerIn: 'Entra',
  playerOut: 'Sai',
  /** After the player going off, in a substitution forced by an injury. */
  injured: '(lesionado)',
  addedTime: (minutes: number) => `+${minutes} min de acréscimo`,
  home: 'Mandante',
  away: 'Visitante',
} as const;
