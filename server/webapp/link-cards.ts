import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import type { Context, Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PAGE_HEAD } from '../i18n/screens/page-head.ts';
import { ifNoneMatchHits } from '../if-none-match.ts';
import { retryLater } from './retry-later.ts';
import { createLimiter } from '../limiter.ts';
import { formatDateTime } from '../../web/format/dates.ts';
import { eventIdOf } from '../../web/routes/event-detail/event-id.ts';
import { escapeMarkup } from '../escape-markup.ts';
import { formatScoreLine } from '../../web/format/score.ts';
import { CARD_SIZE, cardPaths } from '../../web/ssr/card-paths.ts';

/**
 * Link preview cards (Open Graph and Twitter images, 1200×630 PNG): one per event with its teams, score or
 * start, status and competition, and one for the site's other pages. Drawn as SVG and rendered by resvg
 * (a Rust renderer with prebuilt binaries) with a font shipped beside this file, so every machine draws
 * the same card and nothing is fetched from another host.
 */

const { width: CARD_WIDTH, height: CARD_HEIGHT } = CARD_SIZE;

/** The font every card is written in (fonts/README.md), by path: resvg loads no system font. */
const FONT_FILE = fileURLToPath(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url));
const FONT_FAMILY = 'DejaVu Sans';
/** DejaVu Sans Bold's mean advance per character, in ems, for fitting a name to its width. */
const CHAR_EM = 0.68;

const COLORS = { background: '#12332d', band: '#6bac9e', text: '#ffffff', muted: '#cfe7e1' } as const;

/** What an event's card shows, in the words of the page (pt-BR). */
export interface EventCardData {
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  /** ISO 8601 start. */
  startTime: string | null;
  /** The status type (EventStatusType): NOTSTARTED, INPROGRESS, FINISHED, POSTPONED… */
  statusType: string;
  /** The status as the page says it (2º tempo, Encerrado). */
  statusText: string | null;
  competition: string | null;
}

/** A text at the largest size (within bounds) that fits the width; cut with an ellipsis at the smallest. */
export function fitText(text: string, maxWidth: number, maxSize: number, minSize: number) {
  const chars = [...text.trim()];
  const size = Math.min(maxSize, Math.floor(maxWidth / (Math.max(chars.length, 1) * CHAR_EM)));
  if (size >= minSize) return { text: chars.join(''), size };
  const keep = Math.max(1, Math.floor(maxWidth / (minSize * CHAR_EM)) - 1);
  return { text: chars.slice(0, keep).join('').trimEnd() + '…', size: minSize };
}

/**
 * A team's name on one line when it fits at `oneLineMin` or larger, else on two lines split at the space
 * nearest its middle (each fitted, the second cut if it must be), as a card shows "Borussia" over
 * "Mönchengladbach" rather than "Borussia Mönchengl…".
 */
export function fitName(
  name: string,
  maxWidth: number,
  maxSize: number,
  oneLineMin: number,
  minSize: number,
) {
  const one = fitText(name, maxWidth, maxSize, oneLineMin);
  const words = name.trim().split(/\s+/);
  if (!one.text.endsWith('…') || words.length < 2) return { lines: [one.text], size: one.size };
  let best = 1;
  const half = name.length / 2;
  for (let i = 1; i < words.length; i += 1)
    if (
      Math.abs(words.slice(0, i).join(' ').length - half) <
      Math.abs(words.slice(0, best).join(' ').length - half)
    )
      best = i;
  const [first, second] = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
  const longer = first.length >= second.length ? first : second;
  const size = Math.max(minSize, Math.min(oneLineMin, fitText(longer, maxWidth, maxSize, minSize).size));
  return {
    lines: [fitText(first, maxWidth, size, size).text, fitText(second, maxWidth, size, size).text],
    size,
  };
}

function textElement(text: string, x: number, y: number, size: number, color: string, anchor = 'middle') {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${color}" text-anchor="${anchor}">${escapeMarkup(text)}</text>`;
}

function frame(body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT_FAMILY}" font-weight="bold">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.background}"/>`,
    `<rect width="${CARD_WIDTH}" height="12" fill="${COLORS.band}"/>`,
    textElement(PAGE_HEAD.siteName, 60, 90, 44, COLORS.band, 'start'),
    body,
    '</svg>',
  ].join('');
}

/** The card of an event: competition, the two teams face to face, the score (or the start), the status. */
export function eventCardSvg(event: EventCardData): string {
  const score = formatScoreLine(event.homeScore, event.awayScore);
  const start = event.startTime ? formatDateTime(event.startTime) : null;
  const center = score ?? start?.slice(11) ?? '×';
  const status =
    event.statusType === 'NOTSTARTED' && start ? PAGE_HEAD.eventCardStart(start) : (event.statusText ?? '');
  const competition = event.competition ? fitText(event.competition, 1080, 40, 26) : null;
  const home = fitName(event.home, 400, 60, 40, 30);
  const away = fitName(event.away, 400, 60, 40, 30);
  // A name on two lines is centred on the line of the score.
  const team = (name: typeof home, x: number) =>
    name.lines
      .map((line, i) =>
        textElement(
          line,
          x,
          350 + (i - (name.lines.length - 1) / 2) * name.size * 1.15,
          name.size,
          COLORS.text,
        ),
      )
      .join('');
  const middle = fitText(center, 300, score ? 110 : 96, 48);
  const statusLine = fitText(status, 1080, 38, 24);
  return frame(
    [
      competition ? textElement(competition.text, 600, 190, competition.size, COLORS.muted) : '',
      team(home, 230),
      textElement(middle.text, 600, 365, middle.size, COLORS.text),
      team(away, 970),
      textElement(statusLine.text, 600, 520, statusLine.size, COLORS.band),
    ].join(''),
  );
}

/** The card of the pages without one of their own: the site's name and what it offers. */
export function siteCardSvg(): string {
  const tagline = fitText(PAGE_HEAD.siteCardTagline, 1000, 40, 28);
  return frame(
    [
      textElement(PAGE_HEAD.siteName, 600, 330, 140, COLORS.text),
      textElement(tagline.text, 600, 430, tagline.size, COLORS.muted),
    ].join(''),
  );
}

/** A PNG of a card, rendered off the event loop (resvg runs on libuv's thread pool). */
export async function renderCard(svg: string): Promise<Uint8Array> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false, fontFiles: [FONT_FILE], defaultFontFamily: FONT_FAMILY },
  });
  return new Uint8Array(image.asPng());
}

/**
 * How long a card may be kept: a live score a minute (a preview is fetched once, when the link is shared),
 * a match yet to start a few minutes, a finished one an hour.
 */
export function cardCacheControl(statusType: string): string {
  if (statusType === 'INPROGRESS') return 'public, max-age=60, stale-while-revalidate=300';
  if (statusType === 'FINISHED') return 'public, max-age=3600, stale-while-revalidate=86400';
  return 'public, max-age=300, stale-while-revalidate=3600';
}

const SITE_CARD_CACHING = 'public, max-age=86400, stale-while-revalidate=604800';
/** Rendered cards kept in memory, by their SVG: a card is drawn once until what it shows changes. */
const CACHED_CARDS = 200;

export interface LinkCardOptions {
  /** The event's card data; null for an unknown event. Throws when the data cannot be had. */
  eventCard(c: Context, id: number): Promise<EventCardData | null>;
  /** Requests per minute per address (limits.cardRequestsPerMinute; 0: no limit). */
  perMinute: number;
  clientIp(c: Context): string;
}

/**
 * GET /cards/bancada.png and /cards/event/:id.png. Bounded: a fixed size, names fitted to their place,
 * rendered cards kept by content (so a card is drawn once until its score or status changes, and requests
 * meanwhile share the drawing), and a per-address limit (server/limits.ts).
 */
export function mountLinkCards(app: Hono, options: LinkCardOptions): void {
  const rendered = new LRUCache<string, Promise<Uint8Array>>({ max: CACHED_CARDS });
  const limiter: RateLimiterAbstract | undefined =
    options.perMinute > 0
      ? createLimiter({ points: options.perMinute, windowSeconds: 60, keyPrefix: 'bancada:rl:card' })
      : undefined;

  async function png(svg: string): Promise<{ body: Uint8Array; etag: string }> {
    const key = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
    let body = rendered.get(key);
    if (!body) {
      body = renderCard(svg);
      rendered.set(key, body);
      body.catch(() => rendered.delete(key));
    }
    return { body: await body, etag: `"${key}"` };
  }

  function answer(c: Context, card: { body: Uint8Array; etag: string }, cacheControl: string): Response {
    const headers = {
      'content-type': 'image/png',
      'cache-control': cacheControl,
      etag: card.etag,
      'content-length': String(card.body.byteLength),
    };
    if (ifNoneMatchHits(c.req.header('if-none-match'), card.etag))
      return new Response(null, { status: 304, headers });
    return new Response(c.req.method === 'HEAD' ? null : (card.body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers,
    });
  }

  /** A 429 with Retry-After once the address spent its minute's cards; undefined while it may go on. */
  async function limited(c: Context): Promise<Response | undefined> {
    if (!limiter) return undefined;
    try {
      await limiter.consume(options.clientIp(c));
      return undefined;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      return new Response(null, {
        status: 429,
        headers: { 'retry-after': String(retryAfter), 'cache-control': 'no-store' },
      });
    }
  }

  app.on(['GET', 'HEAD'], cardPaths.site, async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    return answer(c, await png(siteCardSvg()), SITE_CARD_CACHING);
  });

  app.on(['GET', 'HEAD'], '/cards/event/:file', async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    // The event's id as its page's address writes it (one form per event: no 007.png beside 7.png).
    const id = eventIdOf(/^(\d+)\.png$/.exec(c.req.param('file'))?.[1]);
    if (!id) return c.body(null, 404, { 'cache-control': 'public, max-age=3600' });
    let event: EventCardData | null;
    try {
      event = await options.eventCard(c, Number(id));
    } catch (error) {
      // The visitor's GraphQL budget ran out, or the feed or the BFF is unavailable: try again later.
      const later = retryLater(error);
      return c.body(null, later.status, later.headers);
    }
    if (!event) return c.body(null, 404, { 'cache-control': 'public, max-age=60' });
    return answer(c, await png(eventCardSvg(event)), cardCacheControl(event.statusType));
  });
}
