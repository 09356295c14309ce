import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import * as CATEGORIES from '../../server/sportsfeed/catalog/categories.ts';
import { saoPauloDate } from '../../server/i18n/sao-paulo.ts';
import { SPORTS } from '../../server/sportsfeed/sports.ts';
import { expect, test } from './support/fixtures.ts';
import { feedLabelsIn, properNamesIn, textProblems, type VisibleText } from './support/pt-br-text.ts';
import { ROOT } from './support/server.ts';

/**
 * A Brazilian reader's walk over the whole sports site: the agenda, each of the 17 sports' lists (today's and
 * live), and an event page of each sport with every one of its tabs opened. Nothing seen may be a raw feed key,
 * an English label of the feed, a placeholder ("undefined", "NaN") or a number, date or amount in another
 * locale's format; proper names are exempt. After the walk, the server must have met no feed code without a
 * pt-BR label (`bancada_label_misses_total` on /metrics), so a key the simulator starts to send fails here.
 */

const FEED = '/sportsfeed/api/v1';

/** Labels of the feed the issue names, besides those read off the simulator and each page's feed answers. */
const KNOWN_ENGLISH = [
  'Full time',
  'Full-time',
  'Double chance',
  'Both teams to score',
  'Draw no bet',
  'Match goals',
  'Home/Away',
  'Yes',
  'No',
  'Over',
  'Under',
  'Home',
  'Away',
  'Draw',
  'Goalkeeper',
  'Defender',
  'Midfielder',
  'Forward',
  'Guard',
  'Center',
  'Ball possession',
  'Ended',
  'Halftime',
  'Not started',
  'Postponed',
  'Canceled',
  'Cancelled',
  'Interrupted',
  'Overtime',
  'Penalties',
  'After penalties',
  'Extra time',
  'Round',
  'Goal',
  'Substitution',
  'Yellow card',
  'Red card',
  'Injury time',
  'Last 5 matches',
  'Manager',
  'Referee',
  'Stadium',
  'Attendance',
  'Capacity',
  'Snooker',
  'Aussie rules',
  'Padel',
];

/** The feed's keys whose strings are labels for a reader (not names, ids or codes). */
const LABEL_KEYS = new Set([
  'description',
  'groupName',
  'marketName',
  'marketGroup',
  'marketPeriod',
  'period',
  'reason',
  'type',
  'text',
  'incidentType',
  'incidentClass',
]);

/** English the simulator itself writes: its sports' names, statuses, categories and countries. */
function simulatorEnglish(): string[] {
  const out: string[] = [];
  for (const sport of SPORTS) {
    out.push(sport.name);
    for (let i = 0; i < 9; i++) out.push(sport.status(i).description, sport.breakStatus(i).description);
  }
  for (const category of Object.values(CATEGORIES) as Array<{ name?: string; country?: string }>) {
    if (category.name) out.push(category.name);
    if (category.country) out.push(category.country);
  }
  return out;
}

/** Every string of the pt-BR catalogue (server/i18n): a word it uses is pt-BR, even when English has it too. */
async function catalogueWords(): Promise<string[]> {
  const dir = path.join(ROOT, 'server', 'i18n');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.includes('.test.'),
  );
  const words: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') words.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of files) collect(await import(path.join(dir, file)));
  return words;
}

async function feedJson(request: APIRequestContext, feedPath: string): Promise<unknown> {
  const response = await request.get(`${FEED}${feedPath}`);
  return response.ok() ? ((await response.json()) as unknown) : null;
}

/** The event page's feed answers that carry names or labels. */
const EVENT_SECTIONS = [
  '',
  '/lineups',
  '/managers',
  '/incidents',
  '/statistics',
  '/odds/1/all',
  '/odds/1/featured',
  '/best-players/summary',
  '/shotmap',
  '/pregame-form',
  '/team-streaks',
];

/** Answers whose `name` fields are labels (statistics, markets and their choices), not proper names. */
const NAMED_LABELS = /\/(statistics|odds\/1\/all|odds\/1\/featured)$/;

/** Proper names and English labels in the feed's answers behind a page. */
async function feedWords(request: APIRequestContext, paths: string[]) {
  const bodies = await Promise.all(paths.map((p) => feedJson(request, p)));
  return {
    names: bodies.flatMap((body, i) => (NAMED_LABELS.test(paths[i]) ? [] : properNamesIn(body))),
    labels: bodies.flatMap((body, i) =>
      feedLabelsIn(body, NAMED_LABELS.test(paths[i]) ? new Set([...LABEL_KEYS, 'name']) : LABEL_KEYS),
    ),
  };
}

/** The visible text of the page as it is now (hidden elements excluded), with each leaf element's text. */
async function visibleText(page: Page): Promise<VisibleText> {
  return page.evaluate(() => {
    const leaves: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.children.length || !(element instanceof HTMLElement)) continue;
      if (!element.checkVisibility()) continue;
      const text = element.innerText.trim();
      if (text) leaves.push(text);
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder'])
        if (element.getAttribute(attribute)) leaves.push(element.getAttribute(attribute)!);
    }
    return { full: `${document.title}\n${document.body.innerText}\n${leaves.join('\n')}`, leaves };
  });
}

interface Walk {
  english: string[];
  portuguese: string[];
  /** Each problem, the text around it where first seen, and the places it was seen (a header shows on every tab). */
  problems: Map<string, { context: string; places: string[] }>;
}

async function checkPage(page: Page, walk: Walk, where: string, names: string[], labels: string[] = []) {
  const text = await visibleText(page);
  const rules = { english: [...walk.english, ...labels], portuguese: walk.portuguese, properNames: names };
  for (const { problem, context } of textProblems(text, rules)) note(walk, problem, context, where);
}

function note(walk: Walk, problem: string, context: string, where: string) {
  const seen = walk.problems.get(problem) ?? { context, places: [] };
  seen.places.push(where);
  walk.problems.set(problem, seen);
}

/** 'problem in "context" — at where (and N more places)', for the report. */
function report(walk: Walk): string[] {
  return [...walk.problems].map(
    ([problem, { context, places }]) =>
      `${problem}${context ? ` in "${context}"` : ''} — at ${places[0]}${places.length > 1 ? ` (and ${places.length - 1} more)` : ''}`,
  );
}

let walk: Walk;

test.beforeAll(async () => {
  walk = {
    english: [...KNOWN_ENGLISH, ...simulatorEnglish()],
    portuguese: await catalogueWords(),
    problems: new Map(),
  };
});

test('every sport: agenda, lists and an event page with every tab, all in pt-BR', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const started = Date.now();

  await page.goto('/sports/scheduled/today');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await checkPage(page, walk, 'agenda', []);

  const opened: string[] = [];
  for (const sport of SPORTS) {
    // The lists ask for today's São Paulo date (the site's clock), whatever hour the simulated clock shows.
    // A walk that crosses midnight reads the next day's list, and a list kept a few seconds by the shared
    // cache may still be the day before's: within a minute of midnight, the words of both days.
    const days = new Set([-60_000, 0, 60_000].map((offset) => saoPauloDate(Date.now() + offset)));
    const lists = await feedWords(request, [
      ...[...days].map((day) => `/sport/${sport.slug}/scheduled-events/${day}`),
      `/sport/${sport.slug}/events/live`,
    ]);

    await page.goto(`/events/live/${sport.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('main').first().waitFor();
    await checkPage(page, walk, `${sport.slug} live list`, lists.names, lists.labels);

    await page.goto(`/events/today/${sport.slug}`);
    const rows = page.locator('tbody tr.event-row');
    await expect(rows.first(), `${sport.slug}: today's list has events`).toBeVisible();
    await checkPage(page, walk, `${sport.slug} today's list`, lists.names, lists.labels);

    // The richest page: a match in play, else one that has finished, else the first of the day.
    const row =
      (await rows.filter({ has: page.locator('td.status-inprogress') }).count()) > 0
        ? rows.filter({ has: page.locator('td.status-inprogress') }).first()
        : (await rows.filter({ has: page.locator('td.status-finished') }).count()) > 0
          ? rows.filter({ has: page.locator('td.status-finished') }).first()
          : rows.first();
    const href = await row.locator('a[href^="/sports/event/"]').first().getAttribute('href');
    const id = Number(/(\d+)$/.exec(href ?? '')?.[1]);
    expect(id, `${sport.slug}: an event link in today's list`).toBeGreaterThan(0);
    const event = (await feedJson(request, `/event/${id}`)) as {
      event?: { tournament?: { uniqueTournament?: { id?: number } }; season?: { id?: number } };
    } | null;
    const ut = event?.event?.tournament?.uniqueTournament?.id;
    const season = event?.event?.season?.id;
    const words = await feedWords(request, [
      ...EVENT_SECTIONS.map((section) => `/event/${id}${section}`),
      ...(ut && season ? [`/unique-tournament/${ut}/season/${season}/standings/total`] : []),
    ]);

    await page.goto(`/sports/event/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tablist = page.getByRole('tablist');
    await expect(tablist, `${sport.slug} event ${id}: the tabs`).toBeVisible();
    const tabs = (await tablist.getByRole('tab').allInnerTexts()).map((t) => t.trim());
    for (const name of tabs) {
      const tab = tablist.getByRole('tab', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      // A tab that applies but has nothing yet says so ('Esta informação não está disponível'), never blank.
      if (!(await panel.innerText()).trim())
        note(walk, `an empty tab panel (${name})`, '', `${sport.slug} event ${id}`);
      await checkPage(page, walk, `${sport.slug} event ${id} tab ${name}`, words.names, words.labels);
    }
    opened.push(`${sport.slug} ${id}: ${tabs.join(', ')}`);
  }
  test.info().annotations.push({ type: 'events', description: opened.join(' | ') });
  test
    .info()
    .annotations.push({ type: 'time', description: `${Math.round((Date.now() - started) / 1000)} s` });
  expect(report(walk), 'what a Brazilian reader must not see').toEqual([]);
});

test('the walk met no feed code without a pt-BR label (bancada_label_misses_total is 0)', async ({
  request,
}) => {
  const response = await request.get('/metrics');
  expect(response.ok(), '/metrics answers').toBe(true);
  const text = await response.text();
  expect(text, 'the BFF exports the label-miss counter').toContain('bancada_label_misses_total');
  const misses = text
    .split('\n')
    .filter((line) => line.startsWith('bancada_label_misses_total{'))
    .filter((line) => Number(line.split(' ').at(-1)) > 0);
  expect(misses, 'feed codes shown without a pt-BR label (the server log names each key)').toEqual([]);
});
