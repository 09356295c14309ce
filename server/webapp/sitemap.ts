import { escapeMarkup } from '../escape-markup.ts';
/** The sitemap lists the events of today and the next days: a week of fixtures, as crawlers revisit. */
export const SITEMAP_DAYS = 8;

/**
 * Screens of a signed-in user (the bankroll, its statements, the bets, the profile), which answer only with a
 * session, and the sign-in screen they send a visitor to: nothing for a crawler. Rules match by prefix, so
 * '/user' also closes /user/reset and /user/delete. The home page and the public screens stay open.
 */
const PRIVATE_PATHS = ['/user', '/balance', '/dashboard', '/account/', '/bets', '/login', '/logout'];

/** /robots.txt: the private screens closed, the sitemap named by its absolute address (as the format wants). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** /sitemap.xml of the given paths of this site (sitemaps.org 0.9). */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeMarkup(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
