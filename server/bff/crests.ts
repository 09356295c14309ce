import type { Context, Hono } from 'hono';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import { createLimiter } from '../limiter.ts';

/**
 * Team crests from the site's own address, /images/team/:id: the browser never calls a third-party host
 * (the Content-Security-Policy allows images from 'self' only). The BFF fetches the sports feed's image
 * route (SofaScore: /team/{id}/image) with a size bound and a deadline, keeps what it got in a bounded
 * cache for a day, and limits each address like every public route (server/limits.ts).
 */

/** Image types a crest may be; anything else from the feed is refused rather than passed to a browser. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);

/** A day: crests change with a rebrand, not within a season. */
const CREST_TTL_MS = 86_400_000;
/** A failure is remembered briefly, so a missing crest does not send every page view to the feed. */
const MISS_TTL_MS = 60_000;
const CACHED_CRESTS = 2000;
const FETCH_TIMEOUT_MS = 5000;

/**
 * An SVG opened on its own is a document of this origin: this policy lets it draw and nothing else (no
 * script, no fetch, no link), and sandboxes it.
 */
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

interface Crest {
  status: 200 | 404 | 502;
  body?: Uint8Array;
  contentType?: string;
  expiresAt: number;
}

export interface CrestRouteOptions {
  sportsApiUrl: string;
  /** Largest image read from the feed, bytes (limits.crestBytes). */
  maxBytes: number;
  /** Requests per minute per address (limits.crestRequestsPerMinute; 0: no limit). */
  perMinute: number;
  clientIp(c: Context): string | undefined;
  redis?: Redis;
  clock?: Clock;
  fetch?: typeof fetch;
}

/** Reads a body up to `maxBytes`; null when it is larger (the rest is never read). */
async function readBounded(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export function mountCrestRoute(app: Hono, options: CrestRouteOptions): void {
  const now = () => (options.clock ?? Date).now();
  const doFetch = options.fetch ?? fetch;
  // Insertion order is age: the oldest entry goes first when the cache is full.
  const cache = new Map<number, Promise<Crest>>();
  const limiter: RateLimiterAbstract | undefined =
    options.perMinute > 0
      ? createLimiter({
          points: options.perMinute,
          windowSeconds: 60,
          keyPrefix: 'bancada:rl:crest',
          redis: options.redis,
        })
      : undefined;

  async function load(id: number): Promise<Crest> {
    const base = options.sportsApiUrl.replace(/\/$/, '');
    try {
      const response = await doFetch(`${base}/team/${id}/image`, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        redirect: 'error',
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return { status: 404, expiresAt: now() + MISS_TTL_MS };
      }
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (!response.ok || !IMAGE_TYPES.has(contentType)) {
        await response.body?.cancel();
        return { status: 502, expiresAt: now() + MISS_TTL_MS };
      }
      const body = await readBounded(response, options.maxBytes);
      if (!body) return { status: 502, expiresAt: now() + MISS_TTL_MS };
      return { status: 200, body, contentType, expiresAt: now() + CREST_TTL_MS };
    } catch {
      return { status: 502, expiresAt: now() + MISS_TTL_MS };
    }
  }

  /** One fetch per crest at a time: requests meanwhile share it; an expired entry is fetched again. */
  async function crestOf(id: number): Promise<Crest> {
    const cached = cache.get(id);
    if (cached) {
      const crest = await cached;
      if (crest.expiresAt > now()) return crest;
      if (cache.get(id) === cached) cache.delete(id);
    }
    const pending = cache.get(id) ?? load(id);
    if (!cache.has(id)) {
      cache.set(id, pending);
      if (cache.size > CACHED_CRESTS) cache.delete(cache.keys().next().value as number);
    }
    return pending;
  }

  app.on(['GET', 'HEAD'], '/images/team/:id', async (c) => {
    if (limiter) {
      try {
        await limiter.consume(options.clientIp(c) ?? 'unknown');
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        return c.body(null, 429, { 'retry-after': String(retryAfter), 'cache-control': 'no-store' });
      }
    }
    const raw = c.req.param('id');
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    if (id <= 0) return c.body(null, 404, { 'cache-control': 'public, max-age=3600' });
    const crest = await crestOf(id);
    if (crest.status !== 200) {
      return c.body(null, crest.status, { 'cache-control': 'public, max-age=60' });
    }
    const headers = {
      'content-type': crest.contentType!,
      'content-length': String(crest.body!.byteLength),
      'cache-control': 'public, max-age=86400',
      'content-security-policy': IMAGE_POLICY,
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(crest.body as Uint8Array<ArrayBuffer>, 200, headers);
  });
}
