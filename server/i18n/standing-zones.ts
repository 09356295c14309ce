/**
 * The zones of a league table: the feed's promotion text (lower case) → its pt-BR label. The zone's kind
 * (which colour it takes) is read from the same text in the BFF. Data only: the web bundle imports it.
 */
export const STANDING_ZONE_LABELS: Readonly<Record<string, string>> = {
  'copa libertadores': 'Libertadores',
  'conmebol libertadores': 'Libertadores',
  libertadores: 'Libertadores',
  'copa libertadores qualification': 'Pré-Libertadores',
  'copa libertadores qualifiers': 'Pré-Libertadores',
  'conmebol libertadores qualification': 'Pré-Libertadores',
  'libertadores qualification': 'Pré-Libertadores',
  'copa sudamericana': 'Sul-Americana',
  'conmebol sudamericana': 'Sul-Americana',
  sudamericana: 'Sul-Americana',
  relegation: 'Rebaixamento',
  'relegation playoffs': 'Repescagem contra o rebaixamento',
  promotion: 'Acesso',
  'promotion playoffs': 'Playoffs de acesso',
  playoffs: 'Playoffs',
  'champions league': 'Liga dos Campeões',
  'uefa champions league': 'Liga dos Campeões',
  'champions league qualification': 'Qualificação para a Liga dos Campeões',
  'uefa europa league': 'Liga Europa',
  'europa league': 'Liga Europa',
  'uefa conference league': 'Liga Conferência',
  'conference league qualification': 'Qualificação para a Liga Conferência',
  'play in': 'Play-in',
};

/** The zones' kinds, each with its legend colour in the web app. */
export const STANDING_ZONE_KINDS = [
  'libertadores',
  'preLibertadores',
  'sulAmericana',
  'relegation',
  'promotion',
  'continental',
  'playoffs',
  'other',
] as const;
