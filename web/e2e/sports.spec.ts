import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  feedEvent,
  feedHasHeadToHead,
  feedHasStandings,
  scoreText,
  mostTimeLeftFirst,
  waitForComingGoals,
  waitForLiveEvents,
  type FeedEvent,
} from './support/sports-feed.ts';

const TAB_NAMES = [
  'Resumo',
  'Odds',
  'Votos',
  'Escalações',
  'Estatísticas',
  'Distribuição de Gols',
  'Classificação',
  'Confronto',
];

/** The score the event page's scoreboard shows ("2 × 1"), written as scoreText writes the feed's ("2 X 1"). */
async function shownScore(page: Page): Promise<string | null> {
  const score = page.getByLabel('Placar', { exact: true });
  if ((await score.count()) === 0) return null;
  return (
    /^(\d+) × (\d+)$/
      .exec((await score.innerText()).trim())
      ?.slice(1)
      .join(' X ') ?? null
  );
}

test('sports: agenda → live football → an event → every tab; a goal shows up without reload', async ({
  page,
  context,
  request,
  screens,
}) => {
  test.setTimeout(210_000);
  // Two live matches make a goal within the test likely; one is enough to go on. A league match (not a
  // cup) is opened when one has time left (before the 2nd half: one near its end would leave the live list
  // before the test opens it), so that every tab, standings included, has data.
  const live = await waitForLiveEvents(request, 'football', 2, 60_000);
  let chosen = mostTimeLeftFirst(live)[0];
  const SECOND_HALF = 7;
  for (const event of mostTimeLeftFirst(live).filter((e) => e.status.code !== SECOND_HALF)) {
    if (await feedHasStandings(request, event)) {
      chosen = event;
      break;
    }
  }
  const hasStandings = await feedHasStandings(request, chosen);
  const hasHeadToHead = await feedHasHeadToHead(request, chosen);
  const expectedTabs = TAB_NAMES.filter(
    (name) => (name !== 'Classificação' || hasStandings) && (name !== 'Confronto' || hasHeadToHead),
  );

  // The agenda: a table of sports with live and total counts.
  await page.goto('/sports/scheduled/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda esportiva' })).toBeVisible();
  const footballRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Futebol', exact: true }) });
  await expect(footballRow).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ao Vivo' })).toBeVisible();
  await expect(footballRow.getByRole('link', { name: /eventos de Futebol hoje/ })).toHaveAttribute(
    'href',
    '/events/today/football',
  );
  await screens.check(page, 'agenda esportiva');

  // → live football.
  await footballRow.getByRole('link', { name: /eventos de Futebol ao vivo/ }).click();
  await expect(page).toHaveURL(/\/events\/live\/football$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventos de Futebol ao vivo');
  for (const column of ['Status', 'Temporada', 'Time da Casa', 'X', 'Time Visitante', 'Data e Hora'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const rows = page.locator('tbody tr.event-row');
  await expect(rows.first()).toBeVisible();
  await screens.check(page, 'futebol ao vivo');

  // The status filter works on the client: 'Finalizado' leaves no running match, 'Todos' brings them back.
  const total = await rows.count();
  await page.getByRole('button', { name: 'Finalizado' }).click();
  await expect(page.locator('tbody tr.event-row td.status-inprogress')).toHaveCount(0);
  await page.getByRole('button', { name: 'Todos' }).click();
  await expect(rows).toHaveCount(total);

  // → a running match.
  const eventId = chosen.id;
  const link = rows.locator(`a[href="/sports/event/${eventId}"]`);
  await expect(link.locator('xpath=ancestor::tr').locator('td.status-inprogress')).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/sports/event/${eventId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' vs ');
  await expect(page.getByRole('term').filter({ hasText: 'Torneio' })).toBeVisible();

  // Every tab, one after the other; each shows its panel.
  const tablist = page.getByRole('tablist', { name: 'Informações do evento' });
  await expect(tablist.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
  const shownTabs = (await tablist.getByRole('tab').allInnerTexts()).map((t) => t.trim());
  // Every section the feed covers has its tab: Resumo, then SPEC §2's order.
  expect(shownTabs).toEqual(expectedTabs);
  for (const name of expectedTabs) {
    const tab = tablist.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel).toBeVisible();
    await expect(panel).not.toBeEmpty();
    // The league table, the event's two teams highlighted in it (SPEC §2).
    if (name === 'Classificação') {
      const table = panel.getByRole('table').first();
      await expect(table).toBeVisible();
      await expect(table.locator('tbody tr[aria-current="true"]')).toHaveCount(2);
    }
    await screens.check(page, `evento ${name}`);
  }

  // Live: the open event page and the live list follow the simulator without a reload. Besides this
  // match, the running ones whose next goal comes soonest are opened too (the simulator is seeded, so the
  // test knows its script), so that a goal is seen within the wait whatever this match does.
  const others = (await waitForComingGoals(request, 'football', 60_000))
    .map((e) => e.id)
    .filter((id) => id !== eventId)
    .slice(0, 3);
  const watched: Array<{ id: number; page: Page }> = [{ id: eventId, page }];
  for (const id of others) {
    const other = await context.newPage();
    await other.goto(`/sports/event/${id}`);
    watched.push({ id, page: other });
  }
  const list = await context.newPage();
  await list.goto('/events/live/football');
  await expect(list.locator('tbody tr.event-row').first()).toBeVisible();
  const pages = [...watched.map((w) => w.page), list];
  // A full reload would drop this mark; client-side updates keep it.
  for (const p of pages) await p.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
  const before = new Map<number, string | null>();
  for (const w of watched) {
    await expect(w.page.getByRole('heading', { level: 1 })).toContainText(' vs ');
    before.set(w.id, await shownScore(w.page));
  }

  // Wait for the simulator to score in one of the watched matches.
  let scored: { id: number; page: Page } | undefined;
  let latest: FeedEvent | undefined;
  const deadline = Date.now() + 120_000;
  while (!scored && Date.now() < deadline) {
    for (const w of watched) {
      const event = await feedEvent(request, w.id);
      const score = scoreText(event);
      if (score && score !== before.get(w.id)) {
        scored = w;
        latest = event;
        break;
      }
    }
    if (!scored) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  expect(
    scored,
    `the simulator scored in none of the ${watched.length} watched matches in 120s`,
  ).toBeDefined();
  const { id, page: eventPage } = scored!;
  test.info().annotations.push({ type: 'goal', description: `event ${id}: ${scoreText(latest!)}` });

  // The open event page shows the new score (the latest one, should another goal follow). Soft, so that
  // the live list is checked as well when the page misses it.
  await expect
    .soft(async () => {
      const now = scoreText(await feedEvent(request, id));
      expect(await shownScore(eventPage), 'score on the open event page').toBe(now);
    }, 'the goal reaches the open event page without a reload')
    .toPass({ timeout: 20_000 });
  await screens.check(eventPage, 'evento apos gol');

  // The live list too: the row shows the new score, or leaves the list if the match has just ended.
  const row = list
    .locator('tbody tr.event-row')
    .filter({ has: list.locator(`a[href="/sports/event/${id}"]`) });
  await expect
    .soft(async () => {
      const now = await feedEvent(request, id);
      if (now.status.type === 'inprogress')
        // The row writes the score as the scoreboard does: "2 × 1".
        await expect(row).toContainText(scoreText(now)!.replace(' X ', ' × '), { timeout: 1_000 });
      else await expect(row).toHaveCount(0, { timeout: 1_000 });
    }, 'the goal reaches the live list without a reload')
    .toPass({ timeout: 20_000 });
  await screens.check(list, 'futebol ao vivo apos gol');

  for (const p of pages)
    expect(await p.evaluate(() => '__e2eNoReload' in window), `${p.url()} was not reloaded`).toBe(true);
});
