import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  agendaHead,
  blogHead,
  eventHead,
  headHtml,
  postHead,
  postImage,
  sportHead,
} from '../../web/ssr/head.ts';
import { readPayload, scriptJson } from '../../web/ssr/payload.ts';
import { jsonLdOf, richResultProblems } from '../../web/e2e/support/rich-results.ts';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import {
  cacheControlOf,
  canonicalPagePath,
  etagOf,
  htmlAnswer,
  inlineCss,
  NEVER_STORED,
  pageCsp,
  pageDocument,
  pageEtag,
  pageStyles,
  templateStyles,
} from './ssr.ts';
import { EARLY_CLICKS_SCRIPT } from '../../web/ssr/early-clicks.ts';
import { describedTabs } from '../../web/ssr/event-description.ts';
import { TAB_ORDER } from '../../web/routes/event-detail/tabs.ts';
import { PAGE_META } from '../i18n/screens/frame.ts';

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta
      name="description"
      content="Descrição do modelo"
    />
    <title>Bancada</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Ative o JavaScript para usar a Bancada.</noscript>
  </body>
</html>`;

const ORIGIN = 'https://bancada.example';

const post = {
  slug: 'um-post',
  title: 'Um post </script><script>alert(1)</script>',
  excerpt: null,
  content: '# Título\n\nUm texto [com link](https://x.example) e **negrito**. '.repeat(10),
  publishedAt: '2026-11-20T12:00:00.000Z',
  category: { name: 'Guias' },
};

describe('server-rendered documents', () => {
  afterEach(() => vi.useRealTimers());
  it('put the head, styles, markup and records into the built index.html', () => {
    const head = headHtml(postHead(ORIGIN, post), { indexable: true });
    const html = pageDocument(
      TEMPLATE,
      {
        kind: 'page',
        page: 'post',
        status: 200,
        head,
        body: '<h1>x</h1>',
        payload: '{"loaded":[]}',
        renderedAt: 1700000000000,
        failed: false,
      },
      {
        styles: ['assets/index-1.css', 'assets/blog-3.css'],
        css: 'body{color:red}',
      },
    );
    expect(html).not.toContain('Descrição do modelo');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<div id="root"><h1>x</h1></div>');
    // The payload with the instant it was rendered at, first.
    expect(html).toContain(
      '<script type="application/json" id="bancada-dados">{"renderedAt":1700000000000,"loaded":[]}</script>',
    );
    // The entry script alone, at low priority: it loads the app and the page's chunks after the first paint.
    expect(html.match(/\.js"/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    // The styles are inline; their links are disabled (never fetched), so Vite's loader does not fetch them.
    expect(html.match(/<style>body\{color:red\}<\/style>/g)).toHaveLength(1);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-1.css" disabled>',
      '<link rel="stylesheet" href="/assets/blog-3.css" disabled>',
    ]);
    // One inline script, the one that keeps taps made before hydration, before the styles.
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.indexOf(`<script>${EARLY_CLICKS_SCRIPT}</script>`)).toBeLessThan(html.indexOf('<style>'));
    // A post's text cannot close an element or run a script.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Um post &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Bancada</title>',
    );
    for (const data of jsonLdOf(html)) expect(richResultProblems(data)).toEqual([]);
  });

  it('carry their styles and their one inline script, allowed by hash in an otherwise unchanged policy', () => {
    expect(templateStyles(TEMPLATE)).toEqual(['assets/index-1.css']);
    const css = inlineCss(['a{color:red}', '.x::after{content:"</style><script>"}']);
    expect(css).not.toContain('</style');
    expect(css).toBe('a{color:red}\n.x::after{content:"<\\/style><script>"}');
    const hash = createHash('sha256').update(css).digest('base64');
    const policy = pageCsp(css);
    expect(policy).toContain(`style-src 'self' 'sha256-${hash}';`);
    const scriptHash = createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${scriptHash}';`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('carry records that no text can break out of, and read them back', () => {
    const records = { 'client:root': { __id: 'client:root', text: '</script><!-- \u2028' } };
    const json = scriptJson({ records, renderedAt: 1, loaded: [] });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<!--');
    const page = (textContent: string | null) =>
      ({
        getElementById: (id: string) => (id === 'bancada-dados' ? { textContent } : null),
      }) as unknown as Document;
    expect(readPayload(page(json))?.records).toEqual(records);
    expect(readPayload(page(null))).toBeNull();
    expect(readPayload(page('{'))).toBeNull();
  });

  it('describe an event for rich results, with or without a known venue', () => {
    const event = {
      eventId: 7,
      startTime: '2026-11-26T22:00:00.000Z',
      status: { type: 'INPROGRESS', descriptionPt: '2º tempo' },
      homeTeam: { name: 'Flamengo' },
      awayTeam: { name: 'Palmeiras' },
      homeScore: { display: 2 },
      awayScore: { display: 1 },
      tournament: { namePt: 'Brasileirão Série A' },
      sport: { slug: 'football', name: 'Futebol' },
      venue: { name: 'Maracanã', cityPt: 'Rio de Janeiro', country: { namePt: 'Brasil' } },
    } as const;
    const head = eventHead(ORIGIN, event, TAB_ORDER);
    // The browser's page sets the same title and description (PAGE_META).
    expect(head.title).toBe('Flamengo × Palmeiras — Bancada');
    expect(head.description).toBe(
      'Flamengo × Palmeiras (Brasileirão Série A): placar, odds, escalações, estatísticas e classificação.',
    );
    for (const data of head.jsonLd) expect(richResultProblems(data as never)).toEqual([]);
    const unknownVenue = eventHead(ORIGIN, { ...event, venue: null }, TAB_ORDER);
    for (const data of unknownVenue.jsonLd) expect(richResultProblems(data as never)).toEqual([]);
    // A venue the feed does not know is left out, never stated as a placeholder place.
    const locationOf = (e: Parameters<typeof eventHead>[1]) =>
      (eventHead(ORIGIN, e, TAB_ORDER).jsonLd[0] as { location?: { name: string; address: unknown } })
        .location;
    expect(locationOf(event)).toEqual({
      '@type': 'Place',
      name: 'Maracanã',
      address: { '@type': 'PostalAddress', addressLocality: 'Rio de Janeiro', addressCountry: 'Brasil' },
    });
    expect(locationOf({ ...event, venue: null })).toBeUndefined();
    const toCome = {
      ...event,
      venue: null,
      status: { type: 'NOTSTARTED' as const, descriptionPt: 'Não iniciado' },
    };
    expect(locationOf(toCome)).toBeUndefined();
    expect(JSON.stringify(eventHead(ORIGIN, toCome, TAB_ORDER).jsonLd)).not.toMatch(/Local a definir/);
    // A known venue without its city or country: its name is what is known of where it is.
    expect(locationOf({ ...event, venue: { name: 'Maracanã', cityPt: null, country: null } })).toEqual({
      '@type': 'Place',
      name: 'Maracanã',
      address: 'Maracanã',
    });
    expect(richResultProblems({ ...head.jsonLd[0], location: { '@type': 'Place', name: 'X' } })).toEqual([
      'SportsEvent.location (a Place with name and address)',
    ]);
    expect(richResultProblems({ ...head.jsonLd[0], startDate: '26/11/2026' })).toEqual([
      'SportsEvent.startDate',
    ]);
    // Its link preview is its own card.
    expect(head.image).toEqual({
      url: `${ORIGIN}/cards/event/7.png`,
      alt: 'Flamengo × Palmeiras, Brasileirão Série A',
      width: 1200,
      height: 630,
    });
  });

  it('describe an event by what its page shows: no lineups nor table in tennis, no table in a friendly', () => {
    const event = {
      eventId: 8,
      startTime: null,
      status: { type: 'NOTSTARTED', descriptionPt: 'Não iniciado' },
      homeTeam: { name: 'Sinner J.' },
      awayTeam: { name: 'Alcaraz C.' },
      tournament: { namePt: 'Roland Garros' },
      sport: { slug: 'tennis', name: 'Tênis' },
      venue: null,
    } as const;
    const loaded = {
      odds: [{}],
      lineups: { home: {}, away: {} },
      statistics: [{ groups: [{}] }],
      standings: [{}],
    };
    const tennis = eventHead(ORIGIN, event, describedTabs(loaded, 'tennis'));
    expect(tennis.description).toBe('Sinner J. × Alcaraz C. (Roland Garros): placar, odds e estatísticas.');
    // Its sides are people, not teams.
    expect(tennis.jsonLd[0]).toMatchObject({
      homeTeam: { '@type': 'Person', name: 'Sinner J.' },
      competitor: [{ '@type': 'Person' }, { '@type': 'Person' }],
    });
    const friendly = { ...event, tournament: { namePt: 'Amistosos de Clubes' } };
    expect(
      eventHead(ORIGIN, friendly, describedTabs({ ...loaded, standings: [] }, 'football')).description,
    ).toBe('Sinner J. × Alcaraz C. (Amistosos de Clubes): placar, odds, escalações e estatísticas.');
    expect(eventHead(ORIGIN, { ...event, tournament: null }, []).description).toBe(
      'Sinner J. × Alcaraz C.: placar.',
    );
    expect(eventHead(ORIGIN, event, ['odds']).description).toBe(
      'Sinner J. × Alcaraz C. (Roland Garros): placar e odds.',
    );
  });

  it('name the day a list shows: its canonical address and the agenda’s description', () => {
    // 10:00 in São Paulo on 2026-11-29.
    vi.useFakeTimers({ now: Date.parse('2026-11-29T13:00:00Z'), toFake: ['Date'] });
    const today = agendaHead(ORIGIN);
    expect(today.canonical).toBe(`${ORIGIN}/sports/scheduled/today`);
    expect(today.description).toBe(PAGE_META.schedule);
    const tomorrow = agendaHead(ORIGIN, '?data=2026-11-30');
    expect(tomorrow.canonical).toBe(`${ORIGIN}/sports/scheduled/today?data=2026-11-30`);
    expect(tomorrow.description).toBe(PAGE_META.scheduleOn('30/11/2026'));
    // A day the agenda does not reach shows today's page, and says so.
    expect(agendaHead(ORIGIN, '?data=2099-01-01').canonical).toBe(`${ORIGIN}/sports/scheduled/today`);
    const football = sportHead(ORIGIN, 'football', false, '?data=2026-11-30');
    expect(football.canonical).toBe(`${ORIGIN}/events/today/football?data=2026-11-30`);
    expect(football.description).toBe(
      'Eventos de Futebol de 30/11/2026: placares, horários e odds na Bancada.',
    );
    expect(sportHead(ORIGIN, 'football', false).description).toBe(
      'Eventos de Futebol: placares, horários e odds na Bancada.',
    );
    // The last crumb is the page itself, as its canonical address; the one before, that day's agenda.
    const crumbItems = (head: { jsonLd: object[] }) =>
      (head.jsonLd[0] as { itemListElement: Array<{ item: string }> }).itemListElement.map(
        (crumb) => crumb.item,
      );
    expect(crumbItems(football)).toEqual([
      `${ORIGIN}/sports/scheduled/today?data=2026-11-30`,
      football.canonical,
    ]);
    expect(crumbItems(tomorrow)).toEqual([tomorrow.canonical]);
    // The live list has no day.
    expect(sportHead(ORIGIN, 'football', true, '?data=2026-11-30').canonical).toBe(
      `${ORIGIN}/events/live/football`,
    );
    // A match a few days out is reached from its sport's list of that day (in São Paulo).
    const later = {
      eventId: 9,
      startTime: '2026-12-03T01:30:00.000Z',
      status: { type: 'NOTSTARTED', descriptionPt: 'Não iniciado' },
      homeTeam: { name: 'Flamengo' },
      awayTeam: { name: 'Palmeiras' },
      tournament: null,
      sport: { slug: 'football', name: 'Futebol' },
      venue: null,
    } as const;
    const crumbs = eventHead(ORIGIN, later, []).jsonLd[1] as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement[1].item).toBe(`${ORIGIN}/events/today/football?data=2026-12-02`);
  });

  it("preview a post with its own image, any other page with the site's card", () => {
    const html = headHtml(blogHead(ORIGIN), { indexable: true });
    for (const tag of [
      `<meta property="og:image" content="${ORIGIN}/cards/bancada.png" />`,
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:image" content="${ORIGIN}/cards/bancada.png" />`,
    ])
      expect(html).toContain(tag);
    expect(postHead(ORIGIN, post).image.url).toBe(`${ORIGIN}/cards/bancada.png`);
    const illustrated = { ...post, content: 'Texto.\n\n![Gols por tempo](/imagens/gols.png "Gráfico")\n' };
    expect(postHead(ORIGIN, illustrated).image).toEqual({
      url: `${ORIGIN}/imagens/gols.png`,
      alt: 'Gols por tempo',
    });
    const postHtml = headHtml(postHead(ORIGIN, illustrated), { indexable: true });
    expect(postHtml).toContain(`<meta property="og:image" content="${ORIGIN}/imagens/gols.png" />`);
    expect(postHtml).not.toContain('og:image:width');
    expect(postImage(ORIGIN, '![x](https://cdn.example/a.jpg)', 'T')?.url).toBe('https://cdn.example/a.jpg');
    expect(postImage(ORIGIN, '![](javascript:alert(1))', 'T')).toBeNull();
    expect(postImage(ORIGIN, 'sem imagem', 'T')).toBeNull();
  });

  it('are cached by page, never when signed in or failed', () => {
    expect(cacheControlOf('event', false, 200)).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(cacheControlOf('post', false, 200)).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(cacheControlOf('post', true, 200)).toBe(NEVER_STORED);
    expect(cacheControlOf('event', false, 503)).toBe(NEVER_STORED);
    expect(cacheControlOf('post', false, 429)).toBe(NEVER_STORED);
    expect(etagOf('a')).toBe(etagOf('a'));
    expect(etagOf('a')).not.toBe(etagOf('b'));
  });

  it('keep a 404 no longer than the not-found page nor the page it was to be', () => {
    const notFound = cacheControlOf('not-found', false, 404);
    expect(notFound).toBe('public, max-age=60, stale-while-revalidate=300');
    // A post published later is not missing for an hour…
    for (const page of ['post', 'blog'] as const)
      expect(cacheControlOf(page, false, 404), page).toBe(notFound);
    // …and an event missing for a moment (the feed answered late) no longer than an event's page is kept.
    expect(cacheControlOf('event', false, 404)).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(cacheControlOf('sport', false, 404)).toBe('public, max-age=10, stale-while-revalidate=30');
    expect(cacheControlOf('post', true, 404)).toBe(NEVER_STORED);
  });

  it('are tagged by what they show, not by when they were rendered, and the tag is kept over a 304', async () => {
    const assets = { styles: ['assets/index-1.css'], css: 'body{color:red}' };
    const rendered = (renderedAt: number, body = '<h1>Blog</h1>') =>
      ({
        kind: 'page',
        page: 'blog',
        status: 200,
        head: headHtml(blogHead(ORIGIN), { indexable: true }),
        body,
        payload: scriptJson({ records: {}, loaded: ['0-0-0'] }),
        renderedAt,
        failed: false,
      }) as const;
    const first = rendered(1_700_000_000_000);
    const second = rendered(1_700_000_004_321);
    // Two renders differ in their bytes (the render time hydration reads) and not in their tag.
    expect(pageDocument(TEMPLATE, first, assets)).not.toBe(pageDocument(TEMPLATE, second, assets));
    expect(pageEtag(TEMPLATE, first, assets)).toBe(pageEtag(TEMPLATE, second, assets));
    expect(pageEtag(TEMPLATE, first, assets)).toMatch(/^W\/"[\w-]{27}"$/);
    // What the page shows changes it, and so do its styles (a new build).
    expect(pageEtag(TEMPLATE, rendered(1, '<h1>Blog!</h1>'), assets)).not.toBe(
      pageEtag(TEMPLATE, first, assets),
    );
    expect(pageEtag(TEMPLATE, first, { ...assets, css: 'body{color:blue}' })).not.toBe(
      pageEtag(TEMPLATE, first, assets),
    );
    // Each page still carries its own render time.
    const timeOf = (html: string) =>
      readPayload({
        getElementById: () => ({ textContent: /id="bancada-dados">([^<]*)</.exec(html)?.[1] ?? null }),
      } as unknown as Document)?.renderedAt;
    expect(timeOf(pageDocument(TEMPLATE, first, assets))).toBe(1_700_000_000_000);
    expect(timeOf(pageDocument(TEMPLATE, second, assets))).toBe(1_700_000_004_321);

    // The second render answers a client that kept the first: 304, however If-None-Match names the tag.
    const tagOfFirst = pageEtag(TEMPLATE, first, assets);
    const app = new Hono();
    app.get('/blog', (c) =>
      htmlAnswer(
        c,
        pageDocument(TEMPLATE, second, assets),
        200,
        'public',
        {},
        pageEtag(TEMPLATE, second, assets),
      ),
    );
    app.get('/missing', (c) => htmlAnswer(c, '<p>404</p>', 404, 'public'));
    const ask = (path: string, ifNoneMatch?: string) =>
      app.request(path, { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
    const full = await ask('/blog');
    expect(full.status).toBe(200);
    expect(full.headers.get('etag')).toBe(tagOfFirst);
    for (const tags of [tagOfFirst, `W/"x", ${tagOfFirst}`, tagOfFirst.slice(2), '*']) {
      const notModified = await ask('/blog', tags);
      expect(notModified.status, tags).toBe(304);
      expect(notModified.headers.get('etag')).toBe(tagOfFirst);
      expect(await notModified.text()).toBe('');
    }
    expect((await ask('/blog', 'W/"x"')).status).toBe(200);
    // Only a page that is there is "not modified".
    expect((await ask('/missing', '*')).status).toBe(404);
  });

  it('are gzipped for a client that takes gzip, never for one that rules it out', async () => {
    const app = new Hono();
    app.get('/blog', (c) => htmlAnswer(c, '<h1>Blog</h1>', 200, 'public'));
    for (const [encoding, gzipped] of [
      ['gzip, deflate, br', true],
      ['br, *', true],
      ['gzip;q=0, br', false],
      ['br', false],
    ] as const) {
      const res = await app.request('/blog', { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding'), encoding).toBe(gzipped ? 'gzip' : null);
      const body = Buffer.from(await res.arrayBuffer());
      expect((gzipped ? gunzipSync(body) : body).toString(), encoding).toBe('<h1>Blog</h1>');
    }
  });

  it('inline the styles of a page module and of its static imports', () => {
    const manifest = {
      'routes/x/Page.tsx': { file: 'assets/Page-1.js', imports: ['_shared.js'], css: ['assets/Page-1.css'] },
      '_shared.js': { file: 'assets/shared-2.js', css: ['assets/tables-3.css'] },
    };
    expect(pageStyles(manifest, 'routes/x/Page.tsx')).toEqual(['assets/Page-1.css', 'assets/tables-3.css']);
    expect(pageStyles(manifest, null)).toEqual([]);
  });
});

describe("a public page's one address", () => {
  it('is lower case, without empty or trailing segments; the root and what is already so stay', () => {
    expect(canonicalPagePath('/BLOG')).toBe('/blog');
    expect(canonicalPagePath('/blog/')).toBe('/blog');
    expect(canonicalPagePath('/blog//posts///um-post//')).toBe('/blog/posts/um-post');
    expect(canonicalPagePath('/Events/Today/football')).toBe('/events/today/football');
    expect(canonicalPagePath('/')).toBe('/');
    expect(canonicalPagePath('/sports/event/207840000')).toBe('/sports/event/207840000');
    // Never another host's address: two slashes at the start are one.
    expect(canonicalPagePath('//evil.example/blog')).toBe('/evil.example/blog');
  });
});
