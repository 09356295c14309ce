/**
 * What a Brazilian reader must never see on a page, as rules over its visible text: raw feed keys, the feed's
 * English labels, programming placeholders, and numbers, dates and money in another locale's format. Proper
 * names (teams, players, competitions, venues, people) are exempt and taken out of the text before it is read.
 */

/** A page's visible text: the whole of it, and the text of each element that has no child element. */
export interface VisibleText {
  full: string;
  leaves: string[];
}

export interface TextRules {
  /** English labels of the feed that must not be seen (each is looked for as a whole word or phrase). */
  english: Iterable<string>;
  /** Words that read the same in pt-BR (the catalogue's own words): never taken as English. */
  portuguese: Iterable<string>;
  /** Proper names shown as the feed gives them. */
  properNames: Iterable<string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters of Portuguese too, so that "Pausa" does not end a word in the middle of "Pausar". */
const wordAround = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'u');

/** Format and placeholder rules: name → pattern. */
const PATTERNS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'raw key (upper case with underscores)',
    /(?<![\p{L}\p{N}])[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9](?![\p{L}\p{N}])/u,
  ],
  ['raw key', /(?<![\p{L}\p{N}])(HOME|DRAW|AWAY|YES|NO_GOAL)(?![\p{L}\p{N}])/u],
  ['placeholder', /(?<![\p{L}\p{N}])(undefined|null|NaN|Infinity)(?![\p{L}\p{N}])|\[object Object\]/u],
  ['number in en-US format (1,234.56)', /\d{1,3}(,\d{3})+\.\d/],
  // pt-BR writes 2,50 and 1.234: a point followed by one or two digits is an English decimal.
  ['decimal with a point (2.50)', /(?<![\d.,])\d+\.\d{1,2}(?![\d.,])/],
  ['date in en-US format (12/25/2026)', /(?<!\d)(0?[1-9]|1[0-2])\/(1[3-9]|2\d|3[01])\/\d{2,4}(?!\d)/],
  ['date in ISO format (2026-12-25)', /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/],
  ['12-hour clock (7:30 PM)', /\d{1,2}:\d{2}\s?(AM|PM|am|pm)(?![\p{L}])/u],
  ['money outside pt-BR (US$, $1, 1.50 €)', /(?<!R)\$\s?\d|\d\.\d{2}\s?€|USD\s?\d/],
];

/** Labels this short ("No", "FT") are taken as English only as an element's whole text ("No" starts pt-BR phrases). */
const SHORT = 3;

/** A problem of a page's text: what is wrong (the same wherever it shows) and the text around it. */
export interface TextProblem {
  problem: string;
  context: string;
}

/** Each problem of the page's visible text. */
export function textProblems(text: VisibleText, rules: TextRules): TextProblem[] {
  const names = [...new Set(rules.properNames)].filter((n) => n.trim().length > 1);
  names.sort((a, b) => b.length - a.length);
  const portuguese = new Set([...rules.portuguese].map((w) => w.trim()));
  const strip = (s: string) => names.reduce((out, name) => out.split(name).join(' '), s);
  const full = strip(text.full);
  const leaves = text.leaves.map((leaf) => strip(leaf).trim()).filter(Boolean);
  const problems = new Map<string, string>();
  const around = (s: string, index: number) =>
    s
      .slice(Math.max(0, index - 30), index + 40)
      .replace(/\s+/g, ' ')
      .trim();

  for (const [rule, pattern] of PATTERNS) {
    const found = pattern.exec(full);
    if (found) problems.set(`${rule}: "${found[0]}"`, around(full, found.index));
  }
  for (const label of new Set(rules.english)) {
    const phrase = label.trim();
    if (!/\p{L}/u.test(phrase) || portuguese.has(phrase)) continue;
    if (phrase.length <= SHORT) {
      if (leaves.includes(phrase)) problems.set(`English label of the feed: "${phrase}"`, phrase);
      continue;
    }
    // The catalogue's own phrases that hold the label ("Home runs", a term baseball keeps) are taken out
    // first: there it is the pt-BR page's word, not the feed's.
    const pattern = wordAround(phrase);
    if (!pattern.test(full)) continue;
    const owned = [...portuguese].filter((words) => words !== phrase && pattern.test(words));
    const rest = owned.reduce((out, words) => out.split(words).join(' '), full);
    const found = pattern.exec(rest);
    if (found) problems.set(`English label of the feed: "${phrase}"`, around(rest, found.index));
  }
  return [...problems].map(([problem, context]) => ({ problem, context }));
}

/** Keys under which the feed nests a proper name's owner: a team, a player, a competition, a venue, a person. */
const PROPER_OWNER = /team|player|manager|referee|tournament|season|stadium|venue|coach|captain/i;
const NAME_KEYS = new Set(['name', 'shortName', 'fullName', 'nameCode', 'firstName', 'lastName']);

/** The proper names in a feed answer: the name fields of its teams, players, competitions, venues, people. */
export function properNamesIn(body: unknown, owner = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((item) => properNamesIn(item, owner));
  if (!body || typeof body !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && NAME_KEYS.has(key) && PROPER_OWNER.test(owner)) out.push(value);
    else if (value && typeof value === 'object')
      // An array's items belong to the array's owner ("players": [{ player: … }]), an object to its key.
      out.push(...properNamesIn(value, Array.isArray(value) ? key : key || owner));
  }
  return out;
}

/** The feed's labels in a feed answer: every string under `keys` (statistics' names, markets, statuses…). */
export function feedLabelsIn(body: unknown, keys: ReadonlySet<string>): string[] {
  if (Array.isArray(body)) return body.flatMap((item) => feedLabelsIn(item, keys));
  if (!body || typeof body !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && keys.has(key)) out.push(value);
    else if (value && typeof value === 'object') out.push(...feedLabelsIn(value, keys));
  }
  return out;
}
