/** A missing player's entry in the feed's lineups: its type and reason code → pt-BR. Data only. */
export const MISSING_PLAYER_TYPES: Readonly<Record<string, string>> = {
  missing: 'Desfalque',
  doubtful: 'Dúvida',
  suspended: 'Suspenso',
};

/**
 * The feed's reason codes whose meaning is known (1 is most of any list: injuries). SofaScore documents none;
 * a code not here (the real feed also sends 11, 13…) is left unsaid rather than guessed, and a number has no
 * readable form to fall back to.
 */
export const MISSING_PLAYER_REASONS: Readonly<Record<string, string>> = {
  '1': 'Lesão',
  '3': 'Suspensão',
};
