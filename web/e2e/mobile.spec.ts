import { expect, test } from './support/fixtures.ts';

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
    .getByRole('link', { name: /eventos de Futebol hoje/ })
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
