/** What a best player's value measures, as the feed labels it → pt-BR. Data only: the web bundle imports it. */
export const BEST_PLAYER_MEASURES: Readonly<Record<string, string>> = {
  rating: 'Nota',
  points: 'Pontos',
  rebounds: 'Rebotes',
  assists: 'Assistências',
  goals: 'Gols',
  saves: 'Defesas',
  steals: 'Roubos de bola',
  // A basketball block is also a "toco"; "bloqueio" reads right in basketball and volleyball alike.
  blocks: 'Bloqueios',
};
