import type { APIRequestContext, APIResponse, ConsoleMessage, Request } from '@playwright/test';
import { newUser, signUp } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { jsonLdOf, richResultProblems } from './support/rich-results.ts';
import { saoPauloDate } from '../../server/i18n/sao-paulo.ts';
import { feedEvent, feedIncidentCount, mostTimeLeftFirst, waitForLiveEvents } from './support/sports-feed.ts';

/** A football match in play with the most of it left, so it stays live through the test. */
async function liveMatch(request: APIRequestContext): Promise<{ id: number; path: string; day: string }> {
  const [match] = mostTimeLeftFirst(await waitForLiveEvents(request, 'football', 1, 60_000));
  return { id: match.id, path: `/sports/event/${match.id}`, day: saoPauloDate(match.startTimestamp! * 1000) };
}

async function liveMatchPath(request: APIRequestContext): Promise<string> {
  return (await liveMatch(request)).path;
}

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

async function page(request: APIRequestContext, path: string): Promise<{ res: APIResponse; html: string }> {
  const res = await request.get(path, { headers: HTML });
  return { res, html: await res.text() };
}

/** The content of a `<meta>` of the head by its name or property. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  )?.[1];
}

/** The markup React rendered, without the head and the records: what a reader (or a crawler) sees. */
function rootOf(html: string): string {
  return /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
}

function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** A public page's head: title, description, canonical, Open Graph, Twitter card, valid structured data. */
function expectHead(html: string, url: string, jsonLdTypes: string[]) {
  expect(html).toMatch(/^<!doctype html>\s*<html lang="pt-BR">/);
  const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
  expect(title).toMatch(/ — Bancada$/);
  expect(meta(html, 'description')?.length ?? 0).toBeGreaterThan(20);
  expect(html).toContain(`<link rel="canonical" href="${url}" />`);
  expect(meta(html, 'og:title')).toBe(title);
  expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
  expect(meta(html, 'og:url')).toBe(url);
  expect(meta(html, 'og:locale')).toBe('pt_BR');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'twitter:title')).toBe(title);
  // A link preview's image at an absolute address of the site, the same for both.
  expect(meta(html, 'og:image')).toMatch(new RegExp(`^${new URL(url).origin}/`));
  expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
  expect(meta(html, 'og:image:alt')?.length ?? 0).toBeGreaterThan(5);
  const jsonLd = jsonLdOf(html);
  expect(jsonLd.map((data) => data['@type'])).toEqual(jsonLdTypes);
  for (const data of jsonLd)
    expect(richResultProblems(data), `${String(data['@type'])} of ${url}`).toEqual([]);
  return jsonLd;
}

/** Public caching with a validator, and a 304 for a copy that is still the page. */
async function expectPublicCaching(
  request: APIRequestContext,
  path: string,
  res: APIResponse,
  maxAge: number,
) {
  expect(res.headers()['cache-control']).toBe(
    `public, max-age=${maxAge}, stale-while-revalidate=${res.headers()['cache-control']?.split('=').at(-1)}`,
  );
  expect(res.headers()['vary']).toContain('cookie');
  const etag = res.headers()['etag'];
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await request.get(path, { headers: { ...HTML, 'if-none-match': etag } });
  // A live page may have changed in between; otherwise the copy is still good.
  expect([200, 304]).toContain(again.status());
}

test('public pages arrive as HTML: content, head, structured data, status, caching, sitemap', async ({
  request,
  baseURL,
}) => {
  // The blog and a post.
  const blog = await page(request, '/blog');
  expect(blog.res.status()).toBe(200);
  expectHead(blog.html, `${baseURL}/blog`, ['BreadcrumbList']);
  await expectPublicCaching(request, '/blog', blog.res, 60);
  const postPath = /href="(\/blog\/posts\/[^"]+)"/.exec(rootOf(blog.html))?.[1];
  expect(postPath, 'a post linked from the blog').toBeTruthy();

  const post = await page(request, postPath!);
  expect(post.res.status()).toBe(200);
  const [posting] = expectHead(post.html, `${baseURL}${postPath}`, ['BlogPosting', 'BreadcrumbList']);
  await expectPublicCaching(request, postPath!, post.res, 300);
  // Readable without scripts: the title and the body are in the markup.
  const postText = textOf(rootOf(post.html));
  expect(rootOf(post.html)).toMatch(/<h1>[^<]+<\/h1>/);
  expect(postText).toContain(posting.headline as string);
  expect(rootOf(post.html)).toContain('class="post-body"');
  expect(textOf(/class="post-body">([\s\S]*?)<\/div>/.exec(rootOf(post.html))![1]).length).toBeGreaterThan(
    200,
  );

  // Today's agenda and a sport's lists.
  const agenda = await page(request, '/sports/scheduled/today');
  expect(agenda.res.status()).toBe(200);
  expectHead(agenda.html, `${baseURL}/sports/scheduled/today`, ['BreadcrumbList']);
  expect(textOf(rootOf(agenda.html))).toContain('Futebol');
  await expectPublicCaching(request, '/sports/scheduled/today', agenda.res, 10);

  const { path: eventPath, day: eventDay } = await liveMatch(request);
  const live = await page(request, '/events/live/football');
  expect(live.res.status()).toBe(200);
  expectHead(live.html, `${baseURL}/events/live/football`, ['BreadcrumbList']);
  expect(rootOf(live.html)).toContain(`href="${eventPath}"`);
  // The list of the match's own São Paulo day: the simulated clock keeps the day the suite began on, so
  // after midnight in São Paulo a match in play is on yesterday's list, not today's.
  const ofItsDay = await page(request, `/events/today/football?data=${eventDay}`);
  expect(ofItsDay.res.status()).toBe(200);
  expect(rootOf(ofItsDay.html)).toContain(`href="${eventPath}"`);

  // An event in play: teams, score, status and start time in the markup; SportsEvent data.
  const event = await page(request, eventPath);
  expect(event.res.status()).toBe(200);
  const [sportsEvent] = expectHead(event.html, `${baseURL}${eventPath}`, ['SportsEvent', 'BreadcrumbList']);
  await expectPublicCaching(request, eventPath, event.res, 5);
  const [home, away] = (sportsEvent.competitor as Array<{ name: string }>).map((team) => team.name);
  const eventText = textOf(rootOf(event.html));
  expect(eventText).toContain(home);
  expect(eventText).toContain(away);
  expect(textOf(/class="scoreboard-score"[^>]*>([\s\S]*?)<\/p>/.exec(rootOf(event.html))?.[1] ?? '')).toMatch(
    /\d+\s*×\s*\d+/,
  );
  expect(eventText).toMatch(/Status \S+/);
  expect(eventText).toMatch(/Data e Hora \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  expect(sportsEvent.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  // Link previews: the event's own card (its teams and score, drawn by the server), the site's elsewhere.
  expect(meta(blog.html, 'og:image')).toBe(`${baseURL}/cards/bancada.png`);
  const eventId = eventPath.split('/').at(-1);
  expect(meta(event.html, 'og:image')).toBe(`${baseURL}/cards/event/${eventId}.png`);
  expect(meta(event.html, 'og:image:width')).toBe('1200');
  expect(meta(event.html, 'og:image:height')).toBe('630');
  expect(meta(event.html, 'og:image:alt')).toContain(home);
  for (const card of [`/cards/event/${eventId}.png`, '/cards/bancada.png']) {
    const res = await request.get(card);
    expect(res.status(), card).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(res.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
    const png = await res.body();
    expect(png.readUInt32BE(16), `${card} width`).toBe(1200);
    expect(png.readUInt32BE(20), `${card} height`).toBe(630);
  }
  expect((await request.get('/cards/event/999999999.png')).status()).toBe(404);

  // Missing pages: a real 404, not indexed, kept briefly.
  for (const [path, says] of [
    ['/blog/posts/nao-existe', 'Post não encontrado'],
    ['/sports/event/999999999', 'Evento não encontrado'],
    ['/sports/event/abc', 'Evento não encontrado'],
    ['/events/live/futebolx', 'Esporte não encontrado'],
    ['/nao/existe', 'Page not found'],
  ]) {
    const missing = await page(request, path);
    expect(missing.res.status(), path).toBe(404);
    expect(meta(missing.html, 'robots'), path).toBe('noindex');
    expect(textOf(rootOf(missing.html)), path).toContain(says);
  }

  // Private screens stay the browser's: the app shell, nothing rendered.
  const balance = await page(request, '/balance');
  expect(balance.res.status()).toBe(200);
  expect(balance.html).toContain('<div id="root"></div>');

  // robots.txt names the sitemap; the sitemap lists posts and events of today and the coming days.
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /balance');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const sitemapXml = await sitemap.text();
  expect(sitemapXml).toContain(`<loc>${baseURL}${postPath}</loc>`);
  expect(sitemapXml).toContain(`<loc>${baseURL}${eventPath}</loc>`);
});

test('hydration: no warnings, no second GraphQL request for the page, and the page works without scripts', async ({
  page: browserPage,
  browser,
  request,
}) => {
  const eventPath = await liveMatchPath(request);
  const blog = await page(request, '/blog');
  const postPath = /href="(\/blog\/posts\/[^"]+)"/.exec(rootOf(blog.html))![1];

  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  };
  browserPage.on('console', onConsole);
  browserPage.on('pageerror', (error) => problems.push(error.message));
  let graphqlRequests = 0;
  const stylesheets: string[] = [];
  const onRequest = (req: Request) => {
    const { pathname } = new URL(req.url());
    if (pathname === '/graphql') graphqlRequests += 1;
    if (pathname.endsWith('.css')) stylesheets.push(pathname);
  };
  browserPage.on('request', onRequest);

  // The tabs with share bars too: drawn lengths, where a style attribute would be refused by the CSP.
  for (const path of [postPath, eventPath, `${eventPath}?aba=votos`, `${eventPath}?aba=estatisticas`]) {
    graphqlRequests = 0;
    await browserPage.goto(path);
    await browserPage.waitForLoadState('networkidle');
    expect(graphqlRequests, `GraphQL requests of a first load of ${path}`).toBe(0);
    // Its styles came inline (allowed by hash: a refused one would be a console error below).
    expect(stylesheets, `stylesheets fetched by a first load of ${path}`).toEqual([]);
    expect(
      await browserPage
        .locator('.card')
        .first()
        .evaluate((card) => getComputedStyle(card).borderRadius),
    ).not.toBe('0px');
  }
  expect(problems, 'console warnings and errors while hydrating').toEqual([]);

  // Hydrated, the router is the browser's: a link loads the next page's query (a new document would not).
  graphqlRequests = 0;
  await browserPage.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(browserPage.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await browserPage.waitForLoadState('networkidle');
  expect(graphqlRequests).toBe(1);

  // Without JavaScript: the post reads whole, the event shows teams, score, status and start time.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: new URL(browserPage.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto(postPath);
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(plain.locator('.post-body p').first()).toBeVisible();
  await plain.goto(eventPath);
  await expect(plain.locator('.scoreboard-score')).toContainText(/\d+\s*×\s*\d+/);
  await expect(plain.getByText(/Data e Hora/).first()).toBeVisible();
  // A tab is a link: without the script it loads the page with that tab open.
  const second = plain.getByRole('tab').nth(1);
  const name = (await second.textContent()) ?? '';
  await second.click();
  await expect(plain).toHaveURL(/\?aba=/);
  await expect(plain.getByRole('tab', { selected: true })).toHaveText(name);
  await expect(plain.getByRole('tabpanel', { name })).toBeVisible();
  // A list's day field asks for its day with a button of its own; the status filters, which filter the rows
  // in the page with the script, are not shown without it.
  await plain.goto('/events/today/football');
  await expect(plain.getByRole('group', { name: 'Filtrar por status' })).toBeHidden();
  const dayField = plain.getByLabel('Dia', { exact: true });
  const firstDay = (await dayField.getAttribute('min')) ?? '';
  await dayField.fill(firstDay);
  await plain.getByRole('button', { name: 'Ver dia' }).click();
  await expect(plain).toHaveURL(new RegExp(`/events/today/football\\?data=${firstDay}$`));
  await expect(dayField).toHaveValue(firstDay);
  // On a phone the menu button needs the script: the site's links show without it.
  await plain.setViewportSize({ width: 390, height: 844 });
  const siteLinks = plain.getByRole('navigation', { name: 'Principal' });
  await expect(siteLinks.getByRole('link', { name: 'Entre' })).toBeVisible();
  await siteLinks.getByRole('link', { name: 'Blog' }).click();
  await expect(plain.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await noScript.close();
});

test('a signed-in page is rendered for the user and never stored by a shared cache', async ({
  page: browserPage,
}) => {
  const user = newUser('ssr');
  await signUp(browserPage, user);
  const res = await browserPage.request.get('/blog', { headers: HTML });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(res.headers()['vary']).toContain('cookie');
  expect(textOf(/<header[\s\S]*?<\/header>/.exec(await res.text())?.[0] ?? '')).toContain(user.name);
  // The same address without the session is the visitor's page, which may be cached.
  const visitor = await browserPage.request.get('/blog', { headers: { ...HTML, cookie: '' } });
  expect(visitor.headers()['cache-control']).toMatch(/^public, /);
});

/** The layout shifts of the page so far (the Layout Instability API), as Lighthouse sums them. */
async function layoutShift(target: import('@playwright/test').Page): Promise<number> {
  return target.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >;
          resolve(
            shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test('the event page moves nothing while it hydrates, on a phone and on a wide screen', async ({
  page: browserPage,
  request,
}) => {
  // A live match, with its lineups open: the summary's timeline grows at the top with each incident the
  // match pushes meanwhile (at speed 60, one every few seconds), which is a shift of its own, not hydration's.
  const match = await liveMatch(request);
  const eventPath = `${match.path}?aba=escalacoes`;
  // What the match itself redraws: its phase (a half ending redraws the header) and its incidents (a goal,
  // a card, a substitution each change the header or the lineups as they arrive).
  const state = async () =>
    `${(await feedEvent(request, match.id)).status.code}/${await feedIncidentCount(request, match.id)}`;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await browserPage.setViewportSize(viewport);
    // A match that changes meanwhile (at speed 60 a minute of play a second) moves the page by itself, a
    // shift of the match's own and not hydration's: that load is measured again, four times at most.
    let shift = Infinity;
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await state();
      await browserPage.goto(eventPath);
      await browserPage.waitForLoadState('networkidle');
      await expect(browserPage.getByRole('tab', { name: 'Escalações', selected: true })).toBeVisible();
      await expect(browserPage.getByRole('tabpanel')).toBeVisible();
      shift = await layoutShift(browserPage);
      if ((await state()) === before) break;
    }
    expect(shift, `layout shift at ${viewport.width} px`).toBeLessThanOrEqual(0.02);
    // Folded on a phone; shown on a wide screen (and marked open there once hydrated).
    const details = browserPage.locator('details.event-details');
    const wide = viewport.width >= 768;
    await expect(details.getByText('Data e Hora')).toBeVisible({ visible: wide });
    if (wide) await expect(details).toHaveAttribute('open');
    else await expect(details).not.toHaveAttribute('open');
  }
});

test('a tap made before the script has started is not lost: ☰ opens once the page is hydrated', async ({
  page: browserPage,
}) => {
  await browserPage.setViewportSize({ width: 390, height: 844 });
  // The app's chunk is held back, so the page stays as the server sent it until the tap has been made.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await browserPage.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await browserPage.goto('/blog', { waitUntil: 'commit' });
  const header = browserPage.getByRole('banner');
  const open = header.getByRole('button', { name: 'Abrir menu' });
  await open.click();
  // Nothing listens yet: the menu is still closed.
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(header.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Agenda esportiva' })).toBeVisible();
});
