import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { SPORTS_SIM_SPEED } from './support/global-setup.ts';
import {
  feedEvent,
  feedScripts,
  scoreText,
  simulatedNow,
  waitForComingGoals,
  type FeedEvent,
} from './support/sports-feed.ts';

/**
 * Live to the second, in the browser: a simulated match whose next goal comes within seconds (the seeded
 * script says when; the suite's simulator runs a match minute a real second) is open on its page and in
 * the live list. Without a reload, its minute advances, and the goal reaches the score, the timeline, the
 * statistics and the list row. Every wait is on an event with a deadline, never a fixed sleep.
 */

const FEED = '/sportsfeed/api/v1';

interface NextGoal {
  /** Real milliseconds until the event's next scripted goal (Infinity when none is left). */
  waitMs: number;
  /** Whether the period in play now is still on when it comes: no break stops the minute before it. */
  inThisPeriod: boolean;
}

async function nextGoal(request: APIRequestContext, id: number, scored: number): Promise<NextGoal> {
  const script = feedScripts().script(id);
  const goals = (script?.goals ?? []).map((g) => g.t).sort((a, b) => a - b);
  const next = goals[scored];
  if (next === undefined) return { waitMs: Infinity, inThisPeriod: false };
  const now = await simulatedNow(request);
  const inThisPeriod = (script?.phases ?? []).some(
    (phase) => phase.kind === 'period' && phase.startMs <= now && now < next && next < phase.endMs,
  );
  return { waitMs: Math.max(0, (next - now) / Number(SPORTS_SIM_SPEED)), inThisPeriod };
}

/** "2 X 1" as scoreText writes it, from the scoreboard's "2 × 1". */
async function shownScore(page: Page): Promise<string> {
  return (await page.getByLabel('Placar', { exact: true }).innerText()).trim().replace(' × ', ' X ');
}

/** The feed's shots on target of the whole match ("Finalizações no gol"), as the statistics tab writes a row's two values. */
async function feedShotsOnTarget(request: APIRequestContext, id: number): Promise<[string, string] | null> {
  const response = await request.get(`${FEED}/event/${id}/statistics`);
  if (!response.ok()) return null;
  const body = (await response.json()) as {
    statistics: Array<{
      period: string;
      groups: Array<{ statisticsItems: Array<{ name: string; home: string; away: string }> }>;
    }>;
  };
  const item = body.statistics
    .find((p) => p.period === 'ALL')
    ?.groups.flatMap((g) => g.statisticsItems)
    .find((i) => i.name === 'Shots on target');
  return item ? [item.home, item.away] : null;
}

const goalsIn = (timeline: Locator) => timeline.locator('li.incident-goal');

/**
 * Starts recording what moves between the scoreboard and the tab panel (the Layout Instability API): the
 * details, the tabs and the panel itself. The scoreboard keeps its size through live updates, so they stay
 * put while the minute, the status and the score change and a goal note comes and goes. What moves inside
 * the panel (a timeline growing) or after it is the panel's own content, not counted.
 */
async function recordMovesBelowScoreboard(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null }>;
    };
    const moved: string[] = [];
    const record = (shifts: Shift[]) => {
      const panel = document.querySelector('[role="tabpanel"]');
      for (const shift of shifts.filter((entry) => !entry.hadRecentInput))
        for (const { node } of shift.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!node || !element || element.closest('.scoreboard')) continue;
          const before =
            !panel ||
            node === panel ||
            Boolean(panel.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING);
          if (!before) continue;
          moved.push(`${element.tagName.toLowerCase()}.${element.className} (${shift.value.toFixed(4)})`);
        }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries() as Shift[]));
    observer.observe({ type: 'layout-shift' });
    // Shifts the observer has not been handed yet are taken when the test reads the record.
    Object.assign(window, {
      __e2eMovesBelowScoreboard: () => {
        record(observer.takeRecords() as Shift[]);
        return moved;
      },
    });
  });
}

const movesBelowScoreboard = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __e2eMovesBelowScoreboard: () => string[] }).__e2eMovesBelowScoreboard(),
  );

/**
 * The first of `events` whose next goal comes between `fromMs` and `toMs` real milliseconds from now, in
 * the half being played, so that the minute runs while the test watches: a match in its first half's last
 * minutes whose next goal is in the second would be at half-time, without a minute, once its page opens.
 */
async function firstWithGoalBetween(
  request: APIRequestContext,
  events: FeedEvent[],
  fromMs: number,
  toMs: number,
): Promise<FeedEvent | undefined> {
  for (const event of events) {
    const scored = (event.homeScore?.current ?? 0) + (event.awayScore?.current ?? 0);
    const { waitMs, inThisPeriod } = await nextGoal(request, event.id, scored);
    if (inThisPeriod && waitMs >= fromMs && waitMs <= toMs) return event;
  }
  return undefined;
}

test('live: a goal reaches the score, the timeline, the statistics and the list row without reload', async ({
  page,
  context,
  request,
  screens,
}) => {
  // Up to a minute and a half to find a match (support/sim-start.ts), half a minute to open its pages, a
  // minute and a half to its goal.
  test.setTimeout(240_000);
  // The running match whose next goal comes soonest after the time the pages take to open (on a busy
  // machine, several seconds), in the half being played; the suite's start time keeps one within 75 s.
  let found: FeedEvent | undefined;
  await expect(async () => {
    const candidates = await waitForComingGoals(request, 'football', 20_000);
    found =
      (await firstWithGoalBetween(request, candidates, 12_000, 40_000)) ??
      (await firstWithGoalBetween(request, candidates, 12_000, Infinity));
    expect(found, 'a live match whose next goal comes in the half being played').toBeDefined();
  }).toPass({ timeout: 90_000, intervals: [1_000] });
  const match = found!;

  await page.goto(`/sports/event/${match.id}`);
  const list = await context.newPage();
  await list.goto('/events/live/football');
  const row = list
    .locator('tbody tr.event-row')
    .filter({ has: list.locator(`a[href="/sports/event/${match.id}"]`) });
  // The list's HTML may come from the shared cache, written before this match kicked off (it is kept a
  // few seconds and served stale while refreshed): a reload brings the refreshed page.
  await expect(async () => {
    if (!(await row.isVisible())) await list.reload();
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // A full reload would drop this mark; live updates keep it.
  for (const p of [page, list]) await p.evaluate(() => Object.assign(window, { __e2eNoReload: true }));

  await recordMovesBelowScoreboard(page);
  // The minute advances between and with updates (a match minute a second here).
  const minute = page.locator('.scoreboard').getByLabel('Minuto de jogo');
  const firstMinute = await minute.innerText();
  await expect(minute).not.toHaveText(firstMinute, { timeout: 5_000 });

  // Opening the pages took real time, in which a goal may have come: start from the score the page and
  // the feed agree on, and time the next goal from it.
  await expect
    .poll(async () => (await shownScore(page)) === scoreText(await feedEvent(request, match.id)), {
      timeout: 8_000,
      intervals: [250],
    })
    .toBe(true);
  const timeline = page.locator('section.timeline');
  const goalsBefore = await goalsIn(timeline).count();
  const scoreBefore = await shownScore(page);
  const now = await feedEvent(request, match.id);
  const { waitMs } = await nextGoal(
    request,
    match.id,
    (now.homeScore?.current ?? 0) + (now.awayScore?.current ?? 0),
  );
  test.info().annotations.push({
    type: 'goal due',
    description: `event ${match.id} in ${Math.round(waitMs / 1000)} s`,
  });
  // A goal that came while the pages opened leaves the next one further off: still within the test.
  expect(waitMs, 'a scripted goal comes within the test').toBeLessThan(90_000);

  // The goal: the feed scores, then the page's score follows within the hub's poll interval and a margin.
  await expect
    .poll(async () => scoreText(await feedEvent(request, match.id)), {
      timeout: waitMs + 10_000,
      intervals: [250],
    })
    .not.toBe(scoreBefore);
  await expect.poll(() => shownScore(page), { timeout: 8_000, intervals: [250] }).not.toBe(scoreBefore);
  expect(await shownScore(page)).toBe(scoreText(await feedEvent(request, match.id)));
  await expect(page.locator('.scoreboard')).toHaveClass(/scoreboard-goal/);
  await expect(goalsIn(timeline)).toHaveCount(goalsBefore + 1, { timeout: 5_000 });
  // The list row has the new score too ("2 × 1"), marked as a goal.
  await expect(row).toContainText((await shownScore(page)).replace(' X ', ' × '), { timeout: 8_000 });
  // The goal's marks on the scoreboard and the row keep the screens accessible.
  await screens.check(page, 'evento apos gol');
  await screens.check(list, 'futebol ao vivo apos gol');

  // The goal note came over the scoreboard's edge and left again, and the minute grew in its place:
  // nothing below moved. Read before the statistics tab opens, whose content arrives after the click.
  await expect(page.locator('.scoreboard')).not.toHaveClass(/scoreboard-goal/, { timeout: 10_000 });
  expect(await movesBelowScoreboard(page)).toEqual([]);

  // The statistics tab shows the feed's shots on target now (the goal was one), as live updates bring them.
  await page.getByRole('tab', { name: 'Estatísticas' }).click();
  const shotsRow = page
    .getByRole('tabpanel', { name: 'Estatísticas' })
    .locator('li', { hasText: 'Finalizações no gol' })
    .first();
  await expect(async () => {
    const shots = await feedShotsOnTarget(request, match.id);
    expect(shots).not.toBeNull();
    const values = await shotsRow.locator('.stat-value').allInnerTexts();
    expect(values).toEqual(shots);
  }).toPass({ timeout: 8_000 });

  for (const p of [page, list])
    expect(await p.evaluate(() => '__e2eNoReload' in window), `${p.url()} was not reloaded`).toBe(true);
});
