// One way to turn pt-BR text into URL and file names, shared by the API's blog seed, the simulated sports
// feed, the web app (CSV file names) and the browser suite (screenshot names).

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
