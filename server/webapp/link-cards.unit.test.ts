import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  cardCacheControl,
  eventCardSvg,
  fitName,
  fitText,
  mountLinkCards,
  renderCard,
  type EventCardData,
} from './link-cards.ts';

const LIVE: EventCardData = {
  home: 'Atlético Mineiro',
  away: 'Grêmio <b>&',
  homeScore: 2,
  awayScore: 1,
  startTime: '2026-11-26T19:00:00.000Z',
  statusType: 'INPROGRESS',
  statusText: '2º tempo',
  competition: 'Brasileirão Série A',
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function app(options: { perMinute?: number; event?: (id: number) => Promise<EventCardData | null> } = {}) {
  const hono = new Hono();
  let calls = 0;
  mountLinkCards(hono, {
    perMinute: options.perMinute ?? 0,
    clientIp: (c) => c.req.header('x-test-ip') ?? 'a',
    eventCard: (_c, id) => {
      calls += 1;
      return (options.event ?? (async (eventId) => (eventId === 7 ? LIVE : null)))(id);
    },
  });
  return { hono, calls: () => calls };
}

describe('link preview cards', () => {
  it('fit a name to its width, or cut it with an ellipsis at the smallest size', () => {
    expect(fitText('Elche', 400, 60, 30)).toEqual({ text: 'Elche', size: 60 });
    const long = fitText('Borussia Mönchengladbach Futebol Clube', 400, 60, 30);
    expect(long.size).toBe(30);
    expect(long.text).toMatch(/^Borussia Mönchen.*…$/);
    expect(long.text.length * 30 * 0.68).toBeLessThanOrEqual(400 + 30);
  });

  it('put a long name on two lines split near its middle, a short one on one line', () => {
    expect(fitName('Elche', 400, 60, 40, 30)).toEqual({ lines: ['Elche'], size: 60 });
    const long = fitName('Borussia Mönchengladbach', 400, 60, 40, 30);
    expect(long.lines).toEqual(['Borussia', 'Mönchengladbach']);
    expect(long.size).toBeGreaterThanOrEqual(30);
    expect(long.size).toBeLessThanOrEqual(40);
    // One word too long for a line is cut, never wrapped mid-word.
    const word = fitName('Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch', 400, 60, 40, 30);
    expect(word.lines).toHaveLength(1);
    expect(word.lines[0]).toMatch(/…$/);
    const svg = eventCardSvg({ ...LIVE, away: 'Borussia Mönchengladbach' });
    expect(svg).toContain('>Borussia</text>');
    expect(svg).toContain('>Mönchengladbach</text>');
  });

  it("draw an event's teams, score, status and competition, text escaped", () => {
    const svg = eventCardSvg(LIVE);
    for (const text of [
      'Atlético',
      'Mineiro',
      'Grêmio &lt;b&gt;&amp;',
      '2 × 1',
      '2º tempo',
      'Brasileirão Série A',
    ])
      expect(svg).toContain(`>${text}</text>`);
    expect(svg).not.toContain('<b>');
    // Before the start: the time in the middle and the start in São Paulo time beneath.
    const soon = eventCardSvg({ ...LIVE, homeScore: null, awayScore: null, statusType: 'NOTSTARTED' });
    expect(soon).toContain('>16:00</text>');
    expect(soon).toContain('>Início: 26/11/2026 16:00 (horário de Brasília)</text>');
  });

  it('render a 1200×630 PNG', async () => {
    const png = await renderCard(eventCardSvg(LIVE));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.byteLength).toBeGreaterThan(5_000);
    expect(png.byteLength).toBeLessThan(200_000);
  });

  it('are kept by caches as long as what they show holds', () => {
    expect(cardCacheControl('INPROGRESS')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(cardCacheControl('FINISHED')).toMatch(/^public, max-age=3600,/);
    expect(cardCacheControl('NOTSTARTED')).toMatch(/^public, max-age=300,/);
  });

  it('are served with their type, size, caching and validator; unknown events are 404', async () => {
    const { hono } = app();
    const res = await hono.request('/cards/event/7.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe(cardCacheControl('INPROGRESS'));
    const png = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(png.byteLength);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const etag = res.headers.get('etag')!;
    expect((await hono.request('/cards/event/7.png', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    // If-None-Match as caches send it: a list, or the weak form of the tag (RFC 9110 §13.1.2).
    for (const tags of [`"other", ${etag}`, `W/${etag}`]) {
      expect((await hono.request('/cards/event/7.png', { headers: { 'if-none-match': tags } })).status).toBe(
        304,
      );
    }

    const site = await hono.request('/cards/bancada.png');
    expect(site.status).toBe(200);
    expect(pngSize(new Uint8Array(await site.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(site.headers.get('cache-control')).toMatch(/^public, max-age=86400/);

    expect((await hono.request('/cards/event/8.png')).status).toBe(404);
    expect((await hono.request('/cards/event/abc.png')).status).toBe(404);
    // One address per card: the id as the event page writes it.
    expect((await hono.request('/cards/event/007.png')).status).toBe(404);
    expect((await hono.request('/cards/event/12345678901.png')).status).toBe(404);
  });

  it('say 503 (not stored) when the event cannot be read', async () => {
    const { hono } = app({ event: () => Promise.reject(new Error('feed down')) });
    const res = await hono.request('/cards/event/7.png');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('say 429 with GraphQL’s wait when the visitor’s GraphQL budget ran out', async () => {
    // As the server build's GraphQLRequestError: read by its fields, since that copy of the class is not ours.
    const spent = Object.assign(new Error('limite'), { status: 429, retryAfterSeconds: 12 });
    const { hono } = app({ event: () => Promise.reject(spent) });
    const res = await hono.request('/cards/event/7.png');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('12');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answer the same card while what it shows holds, and a new one when the score changes', async () => {
    let score = 1;
    const { hono, calls } = app({ event: async () => ({ ...LIVE, awayScore: score }) });
    const answers = await Promise.all([1, 2, 3].map(async () => hono.request('/cards/event/7.png')));
    expect(new Set(answers.map((res) => res.headers.get('etag'))).size).toBe(1);
    // The event is read on every request: the card follows the score.
    expect(calls()).toBe(3);
    score = 2;
    const changed = await hono.request('/cards/event/7.png');
    expect(changed.headers.get('etag')).not.toBe(answers[0].headers.get('etag'));
  });

  it('limit each address per minute', async () => {
    const { hono } = app({ perMinute: 2 });
    for (let i = 0; i < 2; i += 1) expect((await hono.request('/cards/bancada.png')).status).toBe(200);
    const refused = await hono.request('/cards/bancada.png');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Another address has its own budget; the refused one is refused for events too.
    expect((await hono.request('/cards/bancada.png', { headers: { 'x-test-ip': 'b' } })).status).toBe(200);
    expect((await hono.request('/cards/event/7.png')).status).toBe(429);
  });
});
