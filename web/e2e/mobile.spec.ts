import type { Page } from '@playwright/test';
import { accountRow, createAccount, fillLogin, fillSignup, moveMoney, newUser } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { auditPhonePage } from './support/phone-audit.ts';
import { leagueMatchOfToday, mostTimeLeftFirst, waitForLiveEvents } from './support/sports-feed.ts';
import { slugify } from '../../server/slugify.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a phone: hamburger navigation and team name codes in event lists', async ({ page, screens }) => {
  await page.goto('/blog');
  const header = page.getByRole('banner');
  const open = header.getByRole('button', { name: 'Abrir menu' });
  const agenda = header.getByRole('link', { name: 'Agenda esportiva' });

  // The menu starts closed; the hamburger opens it and a tap outside closes it.
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(agenda).toBeHidden();
  await screens.check(page, 'celular blog');
  await open.click();
  const close = header.getByRole('button', { name: 'Fechar menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(agenda).toBeVisible();
  await expect(header.getByRole('link', { name: 'Entre' })).toBeVisible();
  await screens.check(page, 'celular menu aberto');
  await page.getByRole('contentinfo').click();
  await expect(agenda).toBeHidden();
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  // A followed link navigates and closes the menu.
  await open.click();
  await agenda.click();
  await expect(page).toHaveURL(/\/sports\/scheduled\/today$/);
  await expect(agenda).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda esportiva' })).toBeVisible();
  await screens.check(page, 'celular agenda');

  // Today's football: each row shows the teams' name codes instead of the full names; no Temporada.
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Futebol', exact: true }) })
    .getByRole('link', { name: /eventos? de Futebol hoje/ })
    .click();
  await expect(page).toHaveURL(/\/events\/today\/football$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventos de Futebol');
  const row = page.locator('tbody tr.event-row').first();
  await expect(row).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Temporada' })).toBeHidden();
  const home = row.locator('td').nth(2);
  const code = home.locator('.team-code');
  const full = home.locator('.team-full');
  await expect(code).toBeVisible();
  // The full name stays for screen readers only: clipped to a single pixel.
  expect((await full.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  const codeText = (await code.innerText()).trim();
  const fullText = (await full.textContent())?.trim() ?? '';
  expect(codeText).toMatch(/^[A-Z0-9]{2,4}$/);
  expect(codeText).not.toBe(fullText);
  await expect(row.locator('td').nth(4).locator('.team-code')).toBeVisible();
  await screens.check(page, 'celular eventos de futebol');

  // The same row on a wide screen shows the full name.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(code).toBeHidden();
  expect((await full.boundingBox())?.width ?? 0).toBeGreaterThan(10);
  await expect(header.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
});

test('a phone: a bet slip of 10 choices leaves the prices behind it in reach', async ({ page }) => {
  // The match with the most left to play: its live markets are all on offer (none closed near the end).
  const [match] = mostTimeLeftFirst(await waitForLiveEvents(page.request, 'football', 1, 30_000));
  // A visitor's slip of 10 choices (the API takes up to 20), as this browser keeps it (bet-slip.ts).
  const legs = Array.from({ length: 10 }, (_, index) => ({
    eventId: Buffer.from(`Event:${900_000 + index}`).toString('base64'),
    eventName: `Time ${index} × Rival ${index}`,
    marketId: 1,
    marketLabel: 'Resultado final',
    line: null,
    choice: '1',
    choiceLabel: `Time ${index}`,
    odds: '1.85',
  }));
  await page.addInitScript(
    (slip) => localStorage.setItem('bancada.bet-slip', slip),
    JSON.stringify({ user: null, visitor: legs }),
  );
  await page.goto(`/sports/event/${match.id}`);
  const slip = page.getByRole('region', { name: 'Cupom de apostas (10 seleções)' });
  await expect(slip).toBeVisible();
  await page.getByRole('tab', { name: 'Odds' }).click();
  const price = page.getByRole('button', { name: /^Registrar aposta em / }).first();
  await expect(price).toBeVisible();
  // A chance on goal suspends the live markets for a moment (their prices cannot be tapped): past it.
  await expect
    .poll(() => page.getByRole('button', { name: /^Registrar aposta em /, disabled: false }).count(), {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(10);
  // A price in the middle of the screen is the price a tap there reaches, not the slip over it.
  const reached = await price.evaluate((button) => {
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(reached).toBe(true);
  expect((await slip.boundingBox())?.height ?? Infinity).toBeLessThan(844 / 2);
  // Every choice stays reachable: the list scrolls inside the slip.
  const last = slip.getByRole('button', { name: 'Remover Time 9 × Rival 9 da aposta' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  // The narrowest, shortest phone: the list folded away, the slip keeps its count and actions in a strip.
  await page.setViewportSize({ width: 320, height: 640 });
  await slip.getByRole('button', { name: 'Ocultar seleções' }).click();
  await expect(slip.getByRole('list')).toBeHidden();
  expect((await slip.boundingBox())?.height ?? Infinity).toBeLessThan(640 / 3);
  await expect(slip.getByRole('button', { name: 'Registrar acumulada' })).toBeInViewport();
  // The keyboard through the prices from the top: each one it reaches is scrolled above the slip, never
  // left behind it (WCAG 2.4.11).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('tab', { name: 'Odds' }).focus();
  const hidden: string[] = [];
  let checked = 0;
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      const slipBox = document.querySelector('.bet-slip')!.getBoundingClientRect();
      if (!(element instanceof HTMLElement) || element.closest('.bet-slip')) return null;
      // A control, not the tab's panel (a Tab stop taller than the screen).
      if (!element.matches('button, a[href]')) return { name: '', covered: false };
      const box = element.getBoundingClientRect();
      return {
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
        covered: box.bottom > slipBox.top,
      };
    });
    if (!focused) break;
    if (focused.name) checked += 1;
    if (focused.covered) hidden.push(focused.name);
  }
  expect(hidden).toEqual([]);
  // The prices of the match's markets were met on the way (two controls a choice).
  expect(checked).toBeGreaterThanOrEqual(10);
  // In the slip now: its own controls are in view as they are, and moving among them leaves the page still.
  const scrolled = () => page.evaluate(() => window.scrollY);
  const before = await scrolled();
  await page.keyboard.press('Tab');
  await expect(page.locator('.bet-slip :focus')).toHaveCount(1);
  expect(await scrolled()).toBe(before);
});

test('the narrowest phone (320 px): lists, a match statistics and lineups fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  /** Where the page, or an element matching `selector` (its content or its box), is wider than the screen allows. */
  const overflow = (selector?: string) =>
    page.evaluate((css) => {
      const root = document.documentElement;
      const elements = [...(css ? document.querySelectorAll(css) : [])].map((element) => ({
        what: `${css} "${(element.textContent ?? '').slice(0, 30)}"`,
        by: Math.max(
          element.scrollWidth - element.clientWidth,
          element.getBoundingClientRect().right - root.clientWidth,
        ),
      }));
      return [{ what: 'page', by: root.scrollWidth - root.clientWidth }, ...elements].filter((e) => e.by > 0);
    }, selector);

  // Today's lists never widen the page (the day's rows change with the date: a wide one scrolls in its box).
  for (const sport of ['football', 'basketball']) {
    await page.goto(`/events/today/${sport}`);
    await expect(page.locator('tbody tr.event-row').first()).toBeVisible();
    expect(await overflow(), sport).toEqual([]);
  }

  // A league match's statistics: the longest names ("Interceptações") wrap beside the values, the season's
  // table fits.
  const league = await leagueMatchOfToday(page.request);
  await page.goto(`/sports/event/${league.id}`);
  await page.getByRole('tab', { name: 'Estatísticas' }).click();
  await expect(page.locator('.stat-line').first()).toBeVisible();
  await expect(page.locator('table.statistics')).toBeVisible();
  expect(await overflow('.stat-line, table.statistics')).toEqual([]);

  // Its lineups: a row of five on the pitch shortens the names, the substitutes' table fits its column.
  await page.getByRole('tab', { name: 'Escalações' }).click();
  await expect(page.locator('.pitch').first()).toBeVisible();
  expect(await overflow('.pitch, table.lineup-table')).toEqual([]);
  // At 768 px the two teams stand side by side and the tables gain the market value: a table wider than
  // its column scrolls in its own box, never the page.
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(page.locator('.lineup-table').first()).toBeVisible();
  expect(await overflow()).toEqual([]);
});

test('twice the text size on a phone (320 px): the pages keep to the screen, the menu and × in reach', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The browser's own default font size, as a user sets it (32 px for 16: 200%, WCAG 1.4.4).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
  await page.setViewportSize({ width: 320, height: 640 });
  const league = await leagueMatchOfToday(page.request);
  const wider: Record<string, number> = {};
  for (const path of ['/blog', '/sports/scheduled/today', `/sports/event/${league.id}`, '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) wider[path] = overflow;
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeInViewport({ ratio: 1 });
    // The skip link shows only with the focus, however tall the text makes it.
    expect(
      (await page.getByRole('link', { name: 'Pular para o conteúdo' }).boundingBox())?.y ?? 0,
    ).toBeLessThan(-40);
  }
  expect(wider).toEqual({});
  // A dialog's × stays inside it on a short screen.
  await page.goto('/signup');
  await fillSignup(page, newUser('texto-grande'));
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Banca' })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 400 });
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Conta' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const close = await dialog.getByRole('button', { name: 'Fechar janela' }).boundingBox();
  expect(close!.x + close!.width).toBeLessThanOrEqual(box!.x + box!.width);
});

/** Every route of the app at 390×844, public and signed-in, each loaded once (issue 17). */
test('every route on a phone: fits the width, targets to tap, WCAG 2.2 AA, a title each', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const failures: Record<string, unknown> = {};
  const screens: Record<string, string> = {};
  /** Audits what the page shows now, under `label` (a path, or a path and the tab open). */
  const record = async (target: Page, label: string) => {
    const audit = await auditPhonePage(target);
    // Kept in test-results/e2e/artifacts, to see what was measured.
    const file = `${String(Object.keys(screens).length).padStart(2, '0')}-${slugify(label)}.png`;
    screens[label] = file;
    await target.screenshot({ path: test.info().outputPath(file), fullPage: true });
    const title = await target.title();
    const description = await target.locator('meta[name=description]').getAttribute('content');
    const problems = {
      ...(audit.overflowPx > 0 ? { overflowPx: audit.overflowPx } : {}),
      ...(audit.smallTargets.length ? { smallTargets: audit.smallTargets } : {}),
      ...(audit.smallPrimary.length ? { smallPrimary: audit.smallPrimary } : {}),
      ...(audit.smallChartText.length ? { smallChartText: audit.smallChartText } : {}),
      ...(audit.axe.length ? { axe: audit.axe } : {}),
      ...(/^.+ — Bancada$/.test(title) ? {} : { title }),
      ...(description ? {} : { description }),
    };
    if (Object.keys(problems).length) failures[label] = problems;
  };
  const visit = async (target: Page, path: string, ready: (page: Page) => Promise<void>) => {
    await target.goto(path);
    await ready(target);
    await record(target, path);
  };
  /** How many lines the text of each element matching `selector` takes on screen (its own text, not its children's). */
  const linesOf = (target: Page, selector: string) =>
    target.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const bottoms = new Set<number>();
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) bottoms.add(Math.round(rect.bottom));
        }
        return bottoms.size;
      }),
    );
  const h1 = (name?: string | RegExp) => (target: Page) =>
    expect(target.getByRole('heading', { level: 1, ...(name ? { name } : {}) })).toBeVisible();
  /** A page saying something was not found offers a way back. */
  const notFound = (message: string | RegExp) => async (target: Page) => {
    await expect(target.getByText(message).first()).toBeVisible();
    await expect
      .soft(
        target
          .getByRole('main')
          .getByRole('link', { name: /Voltar|Ir para/ })
          .first(),
        'a way back',
      )
      .toBeVisible();
  };

  // Public pages.
  // A league match, in play when one is: its teams have a season behind them, so the goal distribution
  // has bars (a friendly's teams have none, and the tab says the information is not available).
  const league = await leagueMatchOfToday(page.request);
  await visit(page, '/blog', h1('Blog'));
  const postPath = await page.locator('.post-card a').first().getAttribute('href');
  await visit(page, postPath!, h1());
  await visit(page, '/blog/posts/este-post-nao-existe-9f3a', notFound('Post não encontrado'));
  // A post with tables, which scroll in their own box.
  await visit(page, '/blog/posts/como-usar-o-controle-de-banca-em-varias-casas', h1());
  await visit(page, '/sports/scheduled/today', h1('Agenda esportiva'));
  await visit(page, '/events/today/football', h1('Eventos de Futebol'));
  // Basketball's scores are the widest a list's row holds (109 × 104).
  await visit(page, '/events/today/basketball', h1('Eventos de Basquete'));
  await visit(page, '/events/live/football', async (target) => {
    await h1()(target);
    await expect(target.locator('tbody .versus').first()).toBeVisible();
    // "2 × 3" is one piece: never a score over three lines.
    for (const lines of await linesOf(target, 'tbody .versus')) expect.soft(lines, 'score lines').toBe(1);
  });
  const eventPath = `/sports/event/${league.id}`;
  await visit(page, eventPath, async (target) => {
    await h1()(target);
    await expect(target.getByRole('tabpanel')).toBeVisible();
    // A compact scoreboard: the score on one line, the details folded, the tabs on the first screen.
    expect.soft(await linesOf(target, '.scoreboard-score'), 'score lines').toEqual([1]);
    await expect.soft(target.locator('details.event-details')).not.toHaveAttribute('open');
    const tabs = await target.getByRole('tablist').first().boundingBox();
    expect.soft(tabs!.y + tabs!.height, 'tabs above the fold').toBeLessThanOrEqual(844);
  });
  // The goal distribution's bars, each with its count written on it.
  await page.getByRole('tab', { name: 'Distribuição de Gols' }).click();
  await expect(page.locator('.goal-count').first()).toBeVisible();
  await record(page, `${eventPath} Distribuição de Gols`);
  await visit(page, '/sports/event/987654321', notFound('Evento não encontrado'));
  await visit(page, '/sports/event/nao-e-um-evento', notFound('Evento não encontrado'));
  await visit(page, '/login', h1('Entrar'));
  await visit(page, '/signup', h1('Cadastro'));
  await visit(page, '/forgot-password', h1());
  await visit(page, '/reset-password?email=a%40exemplo.com.br&token=abc', h1('Redefinir senha'));
  await visit(page, '/esta/pagina/nao/existe', notFound('Page not found'));

  // Signed-in pages, in a context of their own (the demo user's seeded history).
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const signedIn = await context.newPage();
  // A new user whose account holds seven digits of reais, the widest amounts a card shows.
  const user = newUser('celular');
  await signedIn.goto('/signup');
  await fillSignup(signedIn, user);
  await signedIn.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(signedIn).toHaveURL(/\/$/);
  await createAccount(signedIn, 'Conta Milionária');
  await moveMoney(signedIn, 'Investir', 'Conta Milionária', '123456789');
  await expect(accountRow(signedIn, 'Conta Milionária')).toContainText('1.234.567,89');
  await visit(signedIn, '/dashboard', async (target) => {
    await h1()(target);
    await expect(accountRow(target, 'Conta Milionária')).toContainText('1.234.567,89');
  });
  // The deposit dialog over the dashboard.
  await signedIn.getByRole('button', { name: 'Investir em Conta Milionária', exact: true }).click();
  const deposit = signedIn.getByRole('dialog', { name: 'Depositar' });
  await expect(deposit.getByLabel('Valor')).toBeVisible();
  await record(signedIn, '/dashboard Depositar');
  await deposit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(deposit).toBeHidden();
  const statementPath = await signedIn
    .getByRole('link', { name: 'Extrato de Conta Milionária' })
    .getAttribute('href');
  await visit(signedIn, statementPath!, h1('Conta Milionária'));
  await visit(signedIn, '/bets', h1('Minhas apostas'));
  await visit(signedIn, '/user', h1());
  await visit(signedIn, '/user/reset', h1());
  await visit(signedIn, '/user/delete', h1());
  await visit(signedIn, '/logout', h1());
  // Then README's demo user, whose months of history draw the statement's chart.
  await signedIn.getByRole('button', { name: 'Sim, sair' }).click();
  await fillLogin(signedIn, 'demo@bancada.com.br', 'bancada123');
  await expect(signedIn).toHaveURL(/\/$/);
  await signedIn.getByRole('link', { name: 'Extrato de Bet365 Principal' }).click();
  await expect(signedIn.getByRole('img', { name: /^Saldo total (de|em) / })).toBeVisible();
  await record(signedIn, 'extrato de Bet365 Principal (demo)');
  await context.close();

  expect(failures).toEqual({});
});
