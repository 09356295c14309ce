/**
 * Screenshots for the README (docs/screens/), from the real server and the seeded simulator: the event page
 * (a football match in play, basketball, tennis and a match decided on penalties), each at 1366 px (desktop)
 * and 390 px (a phone); and the demo user's bankroll on a phone (dashboard, statement, the deposit dialog).
 *
 *   npm run docs:screens      # builds web/dist when stale; needs Debian's chromium-headless-shell or chromium, or CHROMIUM_PATH
 *
 * Each scene runs its own server with the simulated clock stopped (SPORTS_SIM_SPEED=0) at an instant read off
 * the seeded match scripts, so the pictures come out the same on every run. Not part of `npm test`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { createFeed } from '../server/sportsfeed/feed.ts';
import type { MatchScript } from '../server/sportsfeed/match.ts';
import { dayFromDate } from '../server/sportsfeed/schedule.ts';
import { CHROMIUM_PATH } from '../web/e2e/support/browser.ts';
import { buildWebIfStale, ROOT, startServer } from '../web/e2e/support/server.ts';

const SEED = 'bancada';
/** A Sunday of the Brazilian season: football, NBA and tennis all play. */
const DATE = '2026-11-22';
const OUT = path.join(ROOT, 'docs', 'screens');
const MINUTE = 60_000;
/** README's demo user, seeded on first start, and one of the accounts it is given. */
const DEMO = { email: 'demo@bancada.com.br', password: 'bancada123', account: 'Bet365 Principal' };

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/** A browser context as a Brazilian visitor's, at one of VIEWPORTS, without motion. */
function visitorContext(
  browser: Browser,
  baseURL: string,
  { viewport, isMobile }: (typeof VIEWPORTS)[number],
) {
  return browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch: isMobile,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
}

interface Scene {
  name: string;
  eventId: number;
  at: number;
}

const feed = createFeed(SEED);

/** The day's matches of a sport played as scheduled, then those of the following days. */
function* matches(slug: string, days = 30): Generator<MatchScript> {
  const first = dayFromDate(DATE)!;
  for (let day = first; day < first + days; day++)
    for (const script of feed.scripts(slug, day))
      // A cup's later stage is published only once the stage before it ends: not a scene's match.
      if (script.fate === 'normal' && script.fixture.knownFromMs === undefined) yield script;
}

const periods = (script: MatchScript) => script.phases.filter((p) => p.kind === 'period');
const goalsBefore = (script: MatchScript, at: number) => script.goals.filter((g) => g.t <= at).length;
const brazilian = (script: MatchScript) => script.fixture.tournament.def.name.includes('Brasileirão');

/** A Brazilian league match midway through its second half, with goals on the board. */
function footballLive(): Scene {
  let fallback: Scene | undefined;
  for (const script of matches('football')) {
    const second = periods(script)[1];
    if (!second || script.shootout) continue;
    const at = second.startMs + 25 * MINUTE;
    if (goalsBefore(script, at) < 2) continue;
    const scene = { name: 'futebol-ao-vivo', eventId: script.fixture.id, at };
    if (brazilian(script)) return scene;
    fallback ??= scene;
  }
  if (!fallback) throw new Error('no football match in play with goals in the month from ' + DATE);
  return fallback;
}

/**
 * A match of the named competition midway through a period (basketball's third quarter, tennis's second set),
 * else the first of the sport that gets there.
 */
function inPlay(slug: string, name: string, periodIndex: number, competition: string): Scene {
  let fallback: Scene | undefined;
  for (const script of matches(slug)) {
    const period = periods(script)[periodIndex];
    if (!period) continue;
    const scene = { name, eventId: script.fixture.id, at: Math.round((period.startMs + period.endMs) / 2) };
    if (script.fixture.tournament.def.name === competition) return scene;
    fallback ??= scene;
  }
  if (!fallback)
    throw new Error(`no ${slug} match reaches period ${periodIndex + 1} in the month from ${DATE}`);
  return fallback;
}

/** A cup match decided on penalties, just after the shoot-out. */
function shootout(): Scene {
  for (const script of matches('football', 120))
    if (script.shootout)
      return { name: 'disputa-de-penaltis', eventId: script.fixture.id, at: script.endMs + 5 * MINUTE };
  throw new Error(`no football match went to penalties in the four months from ${DATE}`);
}

async function shoot(browser: Browser, baseURL: string, scene: Scene): Promise<string[]> {
  const files: string[] = [];
  for (const viewport of VIEWPORTS) {
    const { name } = viewport;
    const context = await visitorContext(browser, baseURL, viewport);
    const page = await context.newPage();
    await page.goto(`/sports/event/${scene.eventId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('tabpanel').waitFor();
    await page.waitForLoadState('networkidle');
    // Crests are images: the picture waits until each has loaded.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    const file = path.join(OUT, `${scene.name}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    files.push(path.relative(ROOT, file));
    await context.close();
  }
  return files;
}

/** The demo user's bankroll at 390 px: the dashboard, an account's statement and the deposit dialog. */
async function shootBankroll(browser: Browser, baseURL: string): Promise<string[]> {
  const context = await visitorContext(browser, baseURL, VIEWPORTS[1]);
  const page = await context.newPage();
  const files: string[] = [];
  const save = async (name: string, fullPage = true) => {
    await page.waitForLoadState('networkidle');
    const file = path.join(OUT, `${name}-390.png`);
    await page.screenshot({ path: file, fullPage, animations: 'disabled' });
    files.push(path.relative(ROOT, file));
  };
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: `Extrato de ${DEMO.account}` }).waitFor();
  await save('banca');
  await page.getByRole('link', { name: `Extrato de ${DEMO.account}` }).click();
  await page.getByRole('img', { name: /^Saldo total de/ }).waitFor();
  // A few months of lines: the first screen (the chart and the latest lines) says what the page is.
  await save('extrato', false);
  await page.goto('/');
  await page.getByRole('button', { name: `Investir ${DEMO.account}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Depositar' });
  await dialog.getByLabel('Valor').fill('25000');
  // The dialog is fixed over the page: the picture is the screen as the phone shows it.
  await save('deposito', false);
  await context.close();
  return files;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  buildWebIfStale();
  const scenes = [
    footballLive(),
    inPlay('basketball', 'basquete-ao-vivo', 2, 'NBB'),
    inPlay('tennis', 'tenis-ao-vivo', 1, 'ATP'),
    shootout(),
  ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const scene of scenes) {
      const server = await startServer({
        SPORTS_SEED: SEED,
        SPORTS_SIM_SPEED: '0',
        SPORTS_SIM_START: new Date(scene.at).toISOString(),
      });
      try {
        const files = await shoot(browser, server.baseURL, scene);
        console.log(`${scene.name} (event ${scene.eventId}): ${files.join(', ')}`);
      } finally {
        await server.stop();
      }
    }
    const server = await startServer({ SPORTS_SEED: SEED, SPORTS_SIM_SPEED: '0' });
    try {
      console.log(`banca: ${(await shootBankroll(browser, server.baseURL)).join(', ')}`);
    } finally {
      await server.stop();
    }
  } finally {
    await browser.close();
  }
}

await main();
