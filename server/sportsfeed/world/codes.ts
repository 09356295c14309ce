import { stripAccents } from '../../slugify.ts';

// Three-letter codes of teams and players (SofaScore's nameCode), as scoreboards show them.

const NOISE = new Set([
  'FC',
  'EC',
  'AC',
  'SC',
  'CF',
  'IF',
  'BK',
  'IK',
  'AIS',
  'IBK',
  'FBC',
  'GIF',
  'SK',
  'AIK',
  '1',
]);

/** Three-letter code from the significant words of a name, made unique within its competition. */
export function nameCode(name: string, taken: Set<string>): string {
  const words = stripAccents(name)
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !NOISE.has(w.toUpperCase()) && !/^\d+$/.test(w));
  const main = (words[0] ?? name).toUpperCase();
  const candidates = [
    main.slice(0, 3),
    words.length > 1 ? (main[0] + words[1].slice(0, 2)).toUpperCase() : '',
    main[0] + main.slice(2, 4),
    main[0] + main.slice(-2),
  ];
  for (const code of candidates) if (code.length === 3 && !taken.has(code)) return code;
  for (let i = 0; ; i++) {
    const code = main.slice(0, 2) + String.fromCharCode(65 + (i % 26));
    if (!taken.has(code)) return code;
  }
}
