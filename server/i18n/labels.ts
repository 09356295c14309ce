import { FEED_SPORT_NAMES } from './feed-sports.ts';
import {
  INNING_PARTS,
  numberedPeriod,
  PERIOD_NOUNS,
  SPORT_NAMES,
  STATUS_BY_CODE,
  STATUS_BY_TYPE,
  STATUS_DESCRIPTIONS,
  STATUS_UNKNOWN,
} from './pt-BR.ts';

/**
 * Lookups of the feed's codes in the catalogue, shared by the BFF and the web app. A code the catalogue
 * does not know never reaches a person raw: `lookupLabel` turns it into a readable form ("NO_GOAL" → "No
 * goal", "expectedGoals" → "Expected goals") and reports the miss, which the BFF counts in its logs and
 * metrics (`bancada_label_misses_total{kind}`), so a new feed key is seen and added here.
 */

const own = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(table, key);

/** Which table a missed key was looked up in: the BFF logs and counts misses by kind. */
export type LabelKind =
  | 'sport'
  | 'status'
  | 'position'
  | 'market'
  | 'choice'
  | 'statistic'
  | 'statisticGroup'
  | 'incident'
  | 'period'
  | 'country'
  | 'category'
  | 'city'
  | (string & {});

type MissReporter = (kind: LabelKind, key: string) => void;
let reportMiss: MissReporter = () => {};

/** The BFF sets this once at start (log and metric); the web app leaves the silent default. */
export function onLabelMiss(reporter: MissReporter): void {
  reportMiss = reporter;
}

/** Reports a key no table knew, for lookups with rules of their own (countries, categories, statuses). */
export function reportLabelMiss(kind: LabelKind, key: string): void {
  reportMiss(kind, key);
}

/** "NO_GOAL", "expectedGoals", "aussie-rules", "shots on target" → "No goal", "Expected goals", … */
export function readableKey(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/**
 * The pt-BR label of `key` in `table`; a key the table lacks is reported as a miss of `kind` and shown in
 * its readable form. Tables are plain records of the catalogue; keys are compared exactly, so a table
 * keyed by lower case is looked up with a lower-case key.
 */
export function lookupLabel(kind: LabelKind, table: Readonly<Record<string, string>>, key: string): string {
  if (own(table, key)) return table[key];
  reportMiss(kind, key);
  return readableKey(key);
}
/**
 * The pt-BR name of a sport: the site's 17 (SPEC §9), then the feed's other sports; a slug neither knows
 * is shown as is (SPEC §9) and reported as a miss.
 */
export function sportName(slug: string): string {
  if (own(SPORT_NAMES, slug)) return SPORT_NAMES[slug];
  if (own(FEED_SPORT_NAMES, slug)) return FEED_SPORT_NAMES[slug];
  reportMiss('sport', slug);
  return slug;
}

// "2nd half", "1st innings, home team" (cricket names the batting side after the innings).
const ORDINAL = /^(\d+)(?:st|nd|rd|th)\s+(\w+)(?:,\s*(home|away) team)?$/;
const BATTING_SIDE = { home: 'mandante', away: 'visitante' } as const;

// Baseball's half innings: "Top 9th", "Bottom 1st", "Middle 3rd", "End 7th" (the number read as the inning's).
const INNING_PART = /^(top|bottom|middle|end)(?: of(?: the)?)? (\d+)(?:st|nd|rd|th)(?: inning)?$/;

/** The description read in pt-BR by its words, or null when nothing reads it. */
function describedPt(description: string): string | null {
  const key = description.trim().toLowerCase().replace(/\s+/g, ' ');
  if (own(STATUS_DESCRIPTIONS, key)) return STATUS_DESCRIPTIONS[key];
  const match = ORDINAL.exec(key);
  if (match && own(PERIOD_NOUNS, match[2])) {
    const [noun, feminine] = PERIOD_NOUNS[match[2]];
    const period = numberedPeriod(match[1], noun, feminine);
    const side = match[3] as keyof typeof BATTING_SIDE | undefined;
    return side ? `${period} (${BATTING_SIDE[side]})` : period;
  }
  const part = INNING_PART.exec(key);
  if (part) {
    const [noun, feminine] = PERIOD_NOUNS.inning;
    return `${INNING_PARTS[part[1]]} da ${numberedPeriod(part[2], noun, feminine)}`;
  }
  return null;
}

/** What the feed says of a status: its English description, its code and its phase (type). */
export interface StatusShape {
  description?: string | null;
  code?: number | null;
  type?: string | null;
}

/**
 * pt-BR reading of an upstream status ("1st half" → "1º tempo", "Bottom 9th" → "Parte baixa da 9ª
 * entrada"). Never the feed's English: a description nobody translated is reported as a miss of kind
 * 'status' (so it is seen and added) and the status is read by its code (110 → "Após prorrogação"), else by
 * its type (inprogress → "Em andamento"), else neutrally.
 */
export function statusDescription(status: StatusShape): string {
  const { description, code, type } = status;
  if (description?.trim()) {
    const read = describedPt(description);
    if (read !== null) return read;
    reportMiss('status', description);
  }
  if (code != null && own(STATUS_BY_CODE, String(code))) return STATUS_BY_CODE[code];
  const phase = type?.toLowerCase();
  if (phase && own(STATUS_BY_TYPE, phase)) return STATUS_BY_TYPE[phase];
  return STATUS_UNKNOWN;
}
