import { reportLabelMiss } from './labels.ts';
import { LINE_CHOICES } from './markets.ts';

/**
 * What a team's run counts (the feed's team streaks, "Wins" 5, "No losses" 4/5), keyed in lower case, as
 * SofaScore's pt-BR pages name them. Runs over or under a line are read by OVER_UNDER below.
 */
export const STREAK_NAMES: Readonly<Record<string, string>> = {
  wins: 'Vitórias',
  losses: 'Derrotas',
  draws: 'Empates',
  'no wins': 'Sem vencer',
  'no losses': 'Sem perder',
  'no draws': 'Sem empatar',
  'without clean sheet': 'Sofrendo gols',
  'clean sheets': 'Sem sofrer gols',
  'no goals conceded': 'Sem sofrer gols',
  'no goals scored': 'Sem marcar gols',
  'first to score': 'Primeiro a marcar',
  'first to concede': 'Primeiro a sofrer gol',
  'first half winner': 'Vencendo no intervalo',
  'first half loser': 'Perdendo no intervalo',
  'both teams scoring': 'Ambas marcam',
  // Head-to-head: how many times the two teams have met.
  'matches played': 'Jogos disputados',
};

/** "More than 2.5 goals", "Less than 4.5 cards" → "Mais de 2,5 gols", "Menos de 4,5 cartões". */
const OVER_UNDER = /^(more|less) than (\d{1,3}(?:\.\d{1,2})?) (goals|cards|corners)$/;
const OVER_UNDER_NOUNS: Readonly<Record<string, string>> = {
  goals: 'gols',
  cards: 'cartões',
  corners: 'escanteios',
};

/** A run's name in pt-BR, or null (the miss reported, so it is added here) for one this table lacks. */
export function streakNamePt(name: string): string | null {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (Object.hasOwn(STREAK_NAMES, key)) return STREAK_NAMES[key];
  const overUnder = OVER_UNDER.exec(key);
  if (overUnder) {
    const [, side, line, noun] = overUnder;
    // Worded as the odds' Over and Under choices are ("Mais de 2,5").
    const choice = LINE_CHOICES[side === 'more' ? 'Over' : 'Under'];
    return `${choice(line.replace('.', ','))} ${OVER_UNDER_NOUNS[noun]}`;
  }
  if (key) reportLabelMiss('streak', name);
  return null;
}
