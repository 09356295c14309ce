import { expect, test } from './support/fixtures.ts';
import { waitForLiveEvents } from './support/sports-feed.ts';

const MINUTE = /^\d+(\+\d+)?'$/;

test('agenda and lists: a day from the picker, the sport switcher, competitions, the live minute ticking', async ({
  page,
  request,
  screens,
}) => {
  test.setTimeout(120_000);

  // The agenda opens on today; the next day's counts come with the day in the URL.
  await page.goto('/sports/scheduled/today');
  const picker = page.getByRole('group', { name: 'Escolher o dia' });
  await expect(picker.getByText('Hoje', { exact: true })).toBeVisible();
  await picker.getByRole('link', { name: 'Próximo dia' }).click();
  await expect(page).toHaveURL(/\/sports\/scheduled\/today\?data=\d{4}-\d{2}-\d{2}$/);
  const tomorrow = new URL(page.url()).searchParams.get('data')!;
  await expect(picker.getByText('Amanhã', { exact: true })).toBeVisible();
  await expect(picker.getByLabel('Dia', { exact: true })).toHaveValue(tomorrow);
  const footballRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Futebol', exact: true }) });
  const total = footballRow.getByRole('link', { name: /eventos de Futebol: Amanhã/ });
  await expect(total).toHaveAttribute('href', `/events/today/football?data=${tomorrow}`);
  await screens.check(page, 'agenda de amanha');

  // → tomorrow's football, grouped by competition: Brazilian competitions before the others.
  await total.click();
  await expect(page).toHaveURL(new RegExp(`/events/today/football\\?data=${tomorrow}$`));
  const groups = page.locator('table.events-table tbody[aria-label]');
  await expect(groups.first()).toBeVisible();
  const labels = await groups.evaluateAll((bodies) => bodies.map((b) => b.getAttribute('aria-label') ?? ''));
  const serieA = labels.findIndex((label) => label.endsWith('Brasileirão Série A'));
  expect(serieA, `groups: ${labels.join(' | ')}`).toBeLessThanOrEqual(0);
  const brazilian = labels.map((label) => /Brasileirão|Copa do Brasil/.test(label));
  expect(brazilian.indexOf(false) === -1 || brazilian.lastIndexOf(true) < brazilian.indexOf(false)).toBe(
    true,
  );
  await expect(page.locator('tr.event-row').first()).toBeVisible();
  await screens.check(page, 'futebol amanha por competicao');

  // The sport switcher keeps the day.
  const sports = page.getByRole('navigation', { name: 'Esportes' });
  await expect(sports.getByRole('link', { name: 'Futebol', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await sports.getByRole('link', { name: 'Basquete' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/today/basketball\\?data=${tomorrow}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventos de Basquete');

  // The live list: a running match shows its minute, which ticks without a reload.
  await waitForLiveEvents(request, 'football', 1, 60_000);
  await page.goto('/events/live/football');
  await page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
  const minute = page.getByLabel('Minuto de jogo').first();
  await expect(minute).toHaveText(MINUTE, { timeout: 20_000 });
  const first = await minute.innerText();
  // The simulator runs a match minute a second (SPORTS_SIM_SPEED): the minute moves within seconds.
  await expect(minute).not.toHaveText(first, { timeout: 10_000 });
  await expect(minute).toHaveText(MINUTE);
  expect(await page.evaluate(() => (window as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
  await screens.check(page, 'futebol ao vivo com minuto');

  // On a phone: the switcher scrolls, the picker wraps, the rows show the teams' codes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/events/today/football?data=${tomorrow}`);
  await expect(page.locator('tr.event-row').first()).toBeVisible();
  await expect(picker.getByRole('link', { name: 'Próximo dia' })).toBeVisible();
  await screens.check(page, 'futebol amanha no celular');
});
