// One way to turn pt-BR text into URL and file names, shared by the API's blog seed, the simulated sports
// feed, the web app (CSV file names) and the browser suite (screenshot names); and one way to check a slug
// that arrives from outside (a sport in a GraphQL argument, a topic or a wager's filter).

/** "São Paulo" → "Sao Paulo": drops the combining marks left after canonical decomposition (NFD). */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** "Análise Tática" → "analise-tatica": lower-case ASCII words joined by single dashes, none at the ends. */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `text` has the shape `slugify` gives, within `maxLength` characters. */
export function isSlug(text: string, maxLength: number): boolean {
  return text.length <= maxLength && SLUG.test(text);
}

/** The longest sport slug taken ("football", "ice-hockey", "american-football": the feed's names). */
export const SPORT_SLUG_MAX_LENGTH = 40;

/** A sport's slug as the feed names sports; anything else is refused before it reaches a key or a URL. */
export function isSportSlug(text: string): boolean {
  return isSlug(text, SPORT_SLUG_MAX_LENGTH);
}
