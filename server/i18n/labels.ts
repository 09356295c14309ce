import { PERIOD_NOUNS, POSITION_NAMES, SPORT_NAMES, STATUS_DESCRIPTIONS } from './pt-BR.ts';

/**
 * Lookups of the feed's codes in the catalogue, shared by the BFF and the web app. A code the catalogue does
 * not know comes back as the upstream wrote it (SPEC §9: "an unknown slug is shown as is"), never as a key
 * of ours and never empty.
 */

const own = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(table, key);

/** The pt-BR name of a sport; an unknown slug is shown as is. */
export function sportName(slug: string): string {
  return own(SPORT_NAMES, slug) ? SPORT_NAMES[slug] : slug;
}

/** pt-BR label of a position code (G, D, M, F, any case); other codes are shown as they are. */
export function positionName(code: string): string {
  const upper = code.toUpperCase();
  return own(POSITION_NAMES, upper) ? POSITION_NAMES[upper] : code;
}

const ORDINAL = /^(\d+)(?:st|nd|rd|th)\s+(\w+)$/;

/**
 * pt-BR reading of an upstream status description ("1st half" → "1º tempo", "Halftime" → "Intervalo").
 * Descriptions nobody translated come back as they are, so a new status never shows an empty cell.
 */
export function statusDescription(description: string): string {
  const key = description.trim().toLowerCase();
  if (own(STATUS_DESCRIPTIONS, key)) return STATUS_DESCRIPTIONS[key];
  const match = ORDINAL.exec(key);
  if (match && own(PERIOD_NOUNS, match[2])) {
    const [noun, feminine] = PERIOD_NOUNS[match[2]];
    return `${match[1]}${feminine ? 'ª' : 'º'} ${noun}`;
  }
  return description;
}
