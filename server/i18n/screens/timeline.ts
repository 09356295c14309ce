// The web app's words for the incidents timeline of the event page's Resumo tab (see screens/frame.ts). Data
// only; it imports nothing.

export const TIMELINE_LABELS = {
  title: 'Lances da partida',
  assist: (name: string) => `Assistência: ${name}`,
  playerIn: 'Entra',
  playerOut: 'Sai',
  addedTime: (minutes: number) => `+${minutes} min de acréscimo`,
  home: 'Mandante',
  away: 'Visitante',
} as const;
