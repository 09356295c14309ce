/**
 * The zones of a league table: the feed's promotion text (lower case, "play-offs" and "play off" written
 * "playoffs", see zone-labels.ts) → its pt-BR label. The zone's kind (which colour it takes) is read from
 * the same text in the BFF. Data only: the web bundle imports it.
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
  'copa sudamericana qualification': 'Pré-Sul-Americana',
  'copa sudamericana playoffs': 'Playoffs da Sul-Americana',
  relegation: 'Rebaixamento',
  'relegation playoffs': 'Repescagem contra o rebaixamento',
  'relegation round': 'Fase contra o rebaixamento',
  'relegation group': 'Grupo contra o rebaixamento',
  promotion: 'Acesso',
  'promotion playoffs': 'Playoffs de acesso',
  'promotion round': 'Fase de acesso',
  'promotion group': 'Grupo de acesso',
  'championship round': 'Fase pelo título',
  'championship group': 'Grupo pelo título',
  'championship playoffs': 'Playoffs pelo título',
  playoffs: 'Playoffs',
  'qualification playoffs': 'Playoffs de qualificação',
  qualification: 'Qualificação',
  'qualification round': 'Fase de qualificação',
  qualified: 'Classificado',
  'next round': 'Próxima fase',
  'next stage': 'Próxima fase',
  'knockout stage': 'Mata-mata',
  'knockout round playoffs': 'Playoffs do mata-mata',
  'knockout phase playoffs': 'Playoffs do mata-mata',
  'final four': 'Final Four',
  'final stage': 'Fase final',
  'champions league': 'Liga dos Campeões',
  'uefa champions league': 'Liga dos Campeões',
  'champions league qualification': 'Qualificação para a Liga dos Campeões',
  'uefa champions league qualification': 'Qualificação para a Liga dos Campeões',
  'champions league playoffs': 'Playoffs da Liga dos Campeões',
  'uefa europa league': 'Liga Europa',
  'europa league': 'Liga Europa',
  'europa league qualification': 'Qualificação para a Liga Europa',
  'uefa europa league qualification': 'Qualificação para a Liga Europa',
  'europa league playoffs': 'Playoffs da Liga Europa',
  'uefa conference league': 'Liga Conferência',
  'conference league': 'Liga Conferência',
  'europa conference league': 'Liga Conferência',
  'uefa europa conference league': 'Liga Conferência',
  'conference league qualification': 'Qualificação para a Liga Conferência',
  'uefa conference league qualification': 'Qualificação para a Liga Conferência',
  'europa conference league qualification': 'Qualificação para a Liga Conferência',
  'uefa europa conference league qualification': 'Qualificação para a Liga Conferência',
  'afc champions league': 'Liga dos Campeões da AFC',
  'afc champions league elite': 'Liga dos Campeões da AFC',
  'afc champions league two': 'Liga dos Campeões da AFC 2',
  'caf champions league': 'Liga dos Campeões da CAF',
  'caf confederation cup': 'Copa das Confederações da CAF',
  'concacaf champions cup': 'Copa dos Campeões da Concacaf',
  'concacaf champions league': 'Liga dos Campeões da Concacaf',
  'club world cup': 'Copa do Mundo de Clubes',
  'fifa club world cup': 'Copa do Mundo de Clubes',
  'world cup': 'Copa do Mundo',
  'play in': 'Play-in',
};

/**
 * Zone texts of a common shape whose competition varies, read with the competition's pt-BR name (from the
 * table above) or its own name: "AFC Cup qualification" → "Qualificação: AFC Cup".
 */
export const STANDING_ZONE_SHAPES = {
  qualification: (competition: string) => `Qualificação: ${competition}`,
  qualificationPlayoffs: (competition: string) => `Playoffs de qualificação: ${competition}`,
  playoffs: (competition: string) => `Playoffs: ${competition}`,
  /** "Round of 256" and other rounds of N teams the stage names lack: N/2 ties. */
  roundOf: (teams: number) => `${teams / 2} avos de final`,
} as const;

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

/**
 * What a zone no table or shape reads is called, by its kind: a neutral pt-BR name rather than the feed's
 * English (the miss is counted, so the text is seen and added above).
 */
export const STANDING_ZONE_FALLBACKS: Readonly<Record<(typeof STANDING_ZONE_KINDS)[number], string>> = {
  libertadores: 'Libertadores',
  preLibertadores: 'Pré-Libertadores',
  sulAmericana: 'Sul-Americana',
  relegation: 'Zona de rebaixamento',
  promotion: 'Zona de classificação',
  continental: 'Copa continental',
  playoffs: 'Playoffs',
  other: 'Outra zona',
};
