import { expect, test } from './support/fixtures.ts';
import {
  feedHasGoalDistributions,
  feedHasHeadToHead,
  feedHasStandings,
  mostTimeLeftFirst,
  waitForLiveEvents,
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

// A goal reaching the open event page and the live list without a reload is live.spec.ts's journey.
test('sports: agenda → live football → an event → every tab', async ({ page, request, screens }) => {
  test.setTimeout(120_000);
  // A league match (not a cup) is opened when one has time left (before the 2nd half: one near its end
  // would leave the live list before the test opens it), so that every tab, standings included, has data.
  const live = await waitForLiveEvents(request, 'football', 1, 60_000);
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
  // With no league match in play (only cups and friendlies), the match has no season behind it either.
  const hasGoalDistributions = await feedHasGoalDistributions(request, chosen);
  const expectedTabs = TAB_NAMES.filter(
    (name) =>
      (name !== 'Classificação' || hasStandings) &&
      (name !== 'Distribuição de Gols' || hasGoalDistributions) &&
      (name !== 'Confronto' || hasHeadToHead),
  );

  // The agenda: a table of sports with live and total counts.
  await page.goto('/sports/scheduled/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda esportiva' })).toBeVisible();
  const footballRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Futebol', exact: true }) });
  await expect(footballRow).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ao Vivo' })).toBeVisible();
  await expect(footballRow.getByRole('link', { name: /eventos? de Futebol hoje/ })).toHaveAttribute(
    'href',
    '/events/today/football',
  );
  await screens.check(page, 'agenda esportiva');

  // → live football.
  await footballRow.getByRole('link', { name: /eventos? de Futebol ao vivo/ }).click();
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
});
