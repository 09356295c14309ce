import { ageGroupsPt, SIDE_NAMES } from './categories.ts';
import { lookupLabel } from './labels.ts';

/**
 * Stages of a competition as the feed appends them to a tournament's name ("Africa Cup of Nations, Group A",
 * "Trabzon 1. Amatör Ligi - Group 1", "Copa Libertadores, Knockout stage"), keyed by the English stage in
 * lower case with the group's letter or number taken out. The competition's own name is a proper name and
 * stays as the feed writes it; only the stage is read in pt-BR.
 */
export const STAGE_NAMES: Readonly<Record<string, string>> = {
  group: 'Grupo',
  // Rugby, volleyball and handball tournaments group their teams in pools.
  pool: 'Grupo',
  'group stage': 'Fase de grupos',
  'knockout stage': 'Mata-mata',
  knockout: 'Mata-mata',
  playoffs: 'Playoffs',
  'play-offs': 'Playoffs',
  qualification: 'Qualificatória',
  'qualification playoffs': 'Playoffs da qualificatória',
  'preliminary round': 'Fase preliminar',
  '1st round': 'Primeira fase',
  '2nd round': 'Segunda fase',
  '3rd round': 'Terceira fase',
  '4th round': 'Quarta fase',
  'regular season': 'Temporada regular',
  'round of 128': '64 avos de final',
  'round of 64': '32 avos de final',
  'round of 32': '16 avos de final',
  'round of 16': 'Oitavas de final',
  'round of 8': 'Quartas de final',
  'round of 4': 'Semifinais',
  'round of 2': 'Final',
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

/**
 * Competitions the feed names by what they are rather than by a proper name ("Club Friendly Games", a
 * tennis circuit "ITF Men"), keyed in lower case: read in pt-BR as SofaScore's Portuguese site reads them.
 */
export const COMPETITION_NAMES: Readonly<Record<string, string>> = {
  'club friendly games': 'Amistosos de Clubes',
  'international friendly games': 'Amistosos Internacionais',
  'international friendly games, women': 'Amistosos Internacionais, Feminino',
  'u23 friendly games': 'Amistosos Sub-23',
  'u21 friendly games': 'Amistosos Sub-21',
  'u20 friendly games': 'Amistosos Sub-20',
  'itf men': 'ITF Masculino',
  'itf women': 'ITF Feminino',
};

// A season's name is its competition's and its year: "Club Friendly Games 2025", "Premier League 25/26".
const WITH_YEAR = /^(.+?)(\s+\d{4}(?:\/\d{2,4})?|\s+\d{2}\/\d{2})$/;
// A season numbered rather than dated ("Season 2", as a young league numbers them).
const NUMBERED_SEASON = /^season\s+(\d{1,3})$/i;
// The side of a competition the feed appends to its name: "A-League Women", "A-League, Women".
const WITH_SIDE = /^(.+?)(,\s*|\s+)(women|men)$/i;

/**
 * The pt-BR name of a competition or of one of its seasons: a descriptive one read through
 * COMPETITION_NAMES ("Club Friendly Games 2025" → "Amistosos de Clubes 2025"); a proper name ("Brasileirão
 * Série A", "Premier League 25/26") comes back as it is, but for its age group ("U19 Division de Honor
 * Juvenil 25/26" → "Sub-19 Division de Honor Juvenil 25/26").
 */
export function competitionNamePt(name: string): string {
  return ageGroupsPt(competitionReadingOf(name));
}

/** `competitionNamePt` before age groups are read: the name itself when it is a proper name. */
function competitionReadingOf(name: string): string {
  const trimmed = name.trim();
  const numbered = NUMBERED_SEASON.exec(trimmed);
  if (numbered) return `Temporada ${numbered[1]}`;
  const season = WITH_YEAR.exec(trimmed);
  const competition = season ? season[1] : trimmed;
  const read = competitionReading(competition);
  if (read === competition) return name;
  return season ? `${read}${season[2]}` : read;
}

/** A competition without its season: from COMPETITION_NAMES, or with its side read ("Women" → Feminino). */
function competitionReading(competition: string): string {
  const whole = competition.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(COMPETITION_NAMES, whole)) return COMPETITION_NAMES[whole];
  const side = WITH_SIDE.exec(competition);
  return side ? `${side[1]}${side[2]}${SIDE_NAMES[side[3].toLowerCase()]}` : competition;
}

// "Name, Stage" or "Name - Stage"; a stage may end in a group's letter or number ("Group B", "Group 4").
const WITH_TAIL = /^(.+?)(,\s*|\s+-\s+)(.+)$/;
// "Second Division Group B": a group joined by a space alone, known by its word and its letter or number.
const WITH_GROUP = /^(.+?)(\s+)((?:group|pool)\s+(?:[A-Z]|\d{1,2}))$/i;
const WITH_MARK = /^(.+?)\s+([A-Z]|\d{1,2})$/;
// A tail with one of these words is a stage even when the table lacks it (then counted as a miss); any
// other tail ("Fortaleza, CE") is part of a proper name.
const STAGE_WORDS = /\b(group|pool|round|stage|final|playoffs?|play-offs|qualification|knockout|season)\b/i;

/**
 * The pt-BR name of a tournament (a competition, or one stage of it): "Africa Cup of Nations, Group A" →
 * "Africa Cup of Nations, Grupo A". The competition is read as `competitionNamePt` reads it (a proper name
 * stays as it is); a stage the table lacks is read through `lookupLabel`, so it is counted and never shown
 * raw.
 */
export function tournamentNamePt(name: string): string {
  return ageGroupsPt(tournamentReadingOf(name));
}

function tournamentReadingOf(name: string): string {
  const descriptive = competitionReadingOf(name);
  if (descriptive !== name) return descriptive;
  const match = WITH_TAIL.exec(name.trim()) ?? WITH_GROUP.exec(name.trim());
  if (!match) return name;
  const [, named, separator, tail] = match;
  const competition = competitionNamePt(named);
  const whole = tail.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(STAGE_NAMES, whole))
    return `${competition}${separator}${STAGE_NAMES[whole]}`;
  if (!STAGE_WORDS.test(tail)) return name;
  return `${competition}${separator}${stageReading(tail)}`;
}

/** A stage through the table, its group's letter or number kept: "Group A" → "Grupo A" (a miss is counted). */
function stageReading(stage: string): string {
  const marked = WITH_MARK.exec(stage);
  const label = lookupLabel('stage', STAGE_NAMES, (marked ? marked[1] : stage).toLowerCase());
  return marked ? `${label} ${marked[2]}` : label;
}

/**
 * The pt-BR name of a standings table: the tournament's name read as `tournamentNamePt` does, or a name that
 * is a stage alone, as the feed names the tables of a group stage ("Group A" → "Grupo A", "Regular Season"
 * → "Temporada regular"). Any other name is read as `competitionNamePt` reads it.
 */
export function tableNamePt(name: string): string {
  const trimmed = name.trim();
  if (WITH_TAIL.test(trimmed) || WITH_GROUP.test(trimmed)) return tournamentNamePt(name);
  const whole = trimmed.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(STAGE_NAMES, whole)) return STAGE_NAMES[whole];
  const marked = WITH_MARK.exec(trimmed);
  return marked && STAGE_WORDS.test(marked[1]) ? stageReading(trimmed) : competitionNamePt(name);
}

/** The words a match's round is read with (EventDetails and the BFF's roundNamePt). */
export const ROUND_LABELS = {
  round: (n: number) => `Rodada ${n}`,
  secondLeg: 'Jogo de volta',
} as const;

/** A single match is played in "a semifinal", where the competition's stage is "Semifinais". */
const MATCH_STAGE_NAMES: Readonly<Record<string, string>> = {
  ...STAGE_NAMES,
  semifinals: 'Semifinal',
  'semi-finals': 'Semifinal',
};

/** The feed's cupRoundType is the number of ties of a knock-out stage: 1 the final, 8 the round of 16. */
const CUP_ROUND_TYPES: Readonly<Record<number, string>> = {
  1: 'final',
  2: 'semifinals',
  4: 'quarterfinals',
  8: 'round of 16',
  16: 'round of 32',
  32: 'round of 64',
  64: 'round of 128',
};

/**
 * The pt-BR stage of a match from the feed's roundInfo ({ name: "Quarterfinals", cupRoundType: 4 }):
 * "Quartas de final", and "Quartas de final · Jogo de volta" for the second leg of a tie. A named league
 * round ("Round 32") reads "Rodada 32"; a stage the table lacks is counted and shown readable. Null when
 * the feed names no stage (a league's round is then its number alone).
 */
export function roundNamePt(
  info: { name?: string; cupRoundType?: number },
  secondLeg = false,
): string | null {
  const name = info.name?.trim();
  let stage: string | null = null;
  const numbered = name ? /^round (\d+)$/i.exec(name) : null;
  if (numbered) stage = ROUND_LABELS.round(Number(numbered[1]));
  else if (name) stage = lookupLabel('stage', MATCH_STAGE_NAMES, name.toLowerCase());
  else if (info.cupRoundType !== undefined && Object.hasOwn(CUP_ROUND_TYPES, info.cupRoundType))
    stage = MATCH_STAGE_NAMES[CUP_ROUND_TYPES[info.cupRoundType]];
  if (stage === null) return null;
  return secondLeg ? `${stage} · ${ROUND_LABELS.secondLeg}` : stage;
}
