import type { Team } from './world.ts';

/**
 * A team's crest as the feed's image route serves it (SofaScore: /team/{id}/image): a simple shield in the
 * team's colours with its name code; a player of an individual sport (tennis, darts…) gets a round badge
 * with initials instead, as the real feed serves a portrait there, never a club's shield. Deterministic (the team alone decides it) and free of scripts, links and
 * external references, so any image consumer can show it.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Carlos Alcaraz" → "CA"; "J. Sinner" → "JS". */
function initials(name: string): string {
  const words = name.split(/[\s.-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0].toUpperCase()).join('');
}

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The team's text colour where it reads on its shield (WCAG's 4.5:1), else black or white, whichever reads
 * better: some clubs' colours pair red on green or blue on navy.
 */
export function legibleOn(background: string, preferred: string): string {
  if (contrast(preferred, background) >= 4.5) return preferred;
  return contrast('#000000', background) >= contrast('#ffffff', background) ? '#000000' : '#ffffff';
}

export function crestSvg(team: Team): string {
  const primary = colour(team.colors.primary, '#374151');
  const secondary = colour(team.colors.secondary, '#ffffff');
  const text = legibleOn(primary, colour(team.colors.text, '#ffffff'));
  if (team.individual) {
    return (
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
      `<circle cx="32" cy="32" r="29" fill="${primary}" stroke="${secondary}" stroke-width="4"/>` +
      `<text x="32" y="39" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="20" fill="${text}">${escapeXml(initials(team.name))}</text>` +
      '</svg>'
    );
  }
  const code = escapeXml((team.nameCode || team.shortName || team.name).slice(0, 3).toUpperCase());
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<path d="M32 3 L58 12 V30 C58 46 46 56 32 61 C18 56 6 46 6 30 V12 Z" fill="${primary}" stroke="${secondary}" stroke-width="4"/>` +
    `<path d="M6 30 H58" stroke="${secondary}" stroke-width="3"/>` +
    `<text x="32" y="44" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="14" fill="${text}">${code}</text>` +
    '</svg>'
  );
}
