import { lookupLabel } from './labels.ts';

/**
 * Stages of a competition as the feed appends them to a tournament's name ("Africa Cup of Nations, Group A",
 * "Trabzon 1. Amatör Ligi - Group 1", "Copa Libertadores, Knockout stage"), keyed by the English stage in
 * lower case with the group's letter or number taken out. The competition's own name is a proper name and
 * stays as the feed writes it; only the stage is read in pt-BR.
 */
export const STAGE_NAMES: Readonly<Record<string, string>> = {
  group: 'Grupo',
  'group stage': 'Fase de grupos',
  'knockout stage': 'Mata-mata',
  knockout: 'Mata-mata',
  playoffs: 'Playoffs',
  'play-offs': 'Playoffs',
  qualification: 'Qualificatória',
  'qualification playoffs': 'Playoffs da qualificatória',
  'preliminary round': 'Fase preliminar',
  'regular season': 'Temporada regular',
  'round of 32': '16 avos de final',
  'round of 16': 'Oitavas de final',
  quarterfinals: 'Quartas de final',
  'quarter-finals': 'Quartas de final',
  semifinals: 'Semifinais',
  'semi-finals': 'Semifinais',
  final: 'Final',
  'championship round': 'Fase final',
  'relegation round': 'Fase de rebaixamento',
  apertura: 'Apertura',
  clausura: 'Clausura',
};

// "Name, Stage" or "Name - Stage"; a stage may end in a group's letter or number ("Group B", "Group 4").
const WITH_TAIL = /^(.+?)(,\s*|\s+-\s+)(.+)$/;
const WITH_MARK = /^(.+?)\s+([A-Z]|\d{1,2})$/;
// A tail with one of these words is a stage even when the table lacks it (then counted as a miss); any
// other tail ("Fortaleza, CE") is part of a proper name.
const STAGE_WORDS = /\b(group|round|stage|final|playoffs?|play-offs|qualification|knockout|season)\b/i;

/**
 * The pt-BR name of a tournament (a competition, or one stage of it): "Africa Cup of Nations, Group A" →
 * "Africa Cup of Nations, Grupo A". A name without a stage is a proper name and comes back as it is; a
 * stage the table lacks is read through `lookupLabel`, so it is counted and never shown raw.
 */
export function tournamentNamePt(name: string): string {
  const match = WITH_TAIL.exec(name.trim());
  if (!match) return name;
  const [, competition, separator, tail] = match;
  const whole = tail.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(STAGE_NAMES, whole))
    return `${competition}${separator}${STAGE_NAMES[whole]}`;
  if (!STAGE_WORDS.test(tail)) return name;
  const marked = WITH_MARK.exec(tail);
  const stage = lookupLabel('stage', STAGE_NAMES, (marked ? marked[1] : tail).toLowerCase());
  return `${competition}${separator}${stage}${marked ? ` ${marked[2]}` : ''}`;
}
