import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  accountRow,
  createAccount,
  logIn,
  moveMoney,
  newUser,
  signUp,
  type User,
} from './support/accounts.ts';
import { waitForMatchEndingSoon } from './support/sports-feed.ts';

/**
 * A bet's whole life in the browser, on two devices of one user and beside another user: recorded from a
 * live match's odds, followed on the dashboard, settled by the settlement worker when the simulated match
 * ends (at speed 60 a match minute is a real second), and every change on the second device within 1 s.
 */

/** A second device: a browser context of its own (its own cookies), signed in as `user`. */
async function device(browser: Browser, user: User): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await logIn(page, user);
  return page;
}

const openBets = (page: Page): Locator => page.getByRole('region', { name: 'Apostas em aberto' });
const history = (page: Page): Locator => page.getByRole('table', { name: 'Histórico de apostas' });
/** A pattern for an exact amount; R$ is followed by a no-break space. */
const money = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

/** What another device must show, within a second of the change (the bound). */
const LIVE_MS = 1_000;

/**
 * Runs a check of the second device, started once the first device shows its change, and records how long
 * it took to pass (the test's annotations, and its output).
 */
async function timed(label: string, check: () => Promise<void>) {
  const started = Date.now();
  await check();
  const description = `${label}: ${Date.now() - started} ms`;
  test.info().annotations.push({ type: 'second device', description });
  console.log(`second device, ${description}`);
}

test('records a bet from a live match, follows it and sees it settled, live on a second device only', async ({
  page,
  browser,
  screens,
}) => {
  test.setTimeout(90_000);
  const user = newUser('apostas');
  await signUp(page, user);
  await createAccount(page, 'Principal');
  const other = await device(browser, user);
  const stranger = await browser.newContext({ baseURL: process.env.E2E_BASE_URL }).then((c) => c.newPage());
  await signUp(stranger, newUser('outro'));

  // A deposit on the first device reaches the second one's dashboard.
  await expect(accountRow(other, 'Principal')).toBeVisible();
  await moveMoney(page, 'Investir', 'Principal', '10000');
  await timed('deposit', () =>
    expect(accountRow(other, 'Principal')).toContainText(money('R$ 100,00'), { timeout: LIVE_MS }),
  );

  // A match that ends in 18–45 simulated minutes (as many real seconds): time to open it and record the bet,
  // and settled well within the test.
  const { event, endsInMs } = await waitForMatchEndingSoon(
    page.request,
    { minMinutes: 18, maxMinutes: 45 },
    25_000,
  );

  // Registrar aposta from a live price of the result market (Resultado final, or Vencedor without draws).
  await page.goto(`/sports/event/${event.id}`);
  await page.getByRole('tab', { name: 'Odds' }).click();
  const live = page.getByRole('region', { name: 'Ao vivo' });
  const price = live
    .getByRole('button', { name: /^Registrar aposta em .+ \((Resultado final|Vencedor)\) a / })
    .first();
  await price.click();
  const dialog = page.getByRole('dialog', { name: 'Registrar aposta' });
  await expect(dialog).toBeVisible();
  const account = dialog.getByLabel('Conta (casa de apostas)');
  await expect(account.locator('option').nth(1)).toBeAttached();
  await account.selectOption({ index: 1 });
  await expect(dialog.getByText(/Disponível para apostar/)).toContainText(money('R$ 100,00'));
  const odds = await dialog.getByLabel(/^Odds de /).inputValue();
  expect(odds).toMatch(/^\d+,\d{2,4}$/);
  await dialog.getByLabel('Valor apostado').fill('1000');
  await screens.check(page, 'registrar aposta');
  // A live price that moves just before the click is shown to the user first: they look and send again.
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Registrar aposta' }).click();
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(money('Aposta de R$ 10,00 registrada em Principal.'))).toBeVisible();

  // The second device's dashboard lists it among the open bets, with the stake now locked.
  await timed('bet recorded', () =>
    expect(openBets(other).getByRole('listitem').first()).toContainText(money('R$ 10,00'), {
      timeout: LIVE_MS,
    }),
  );
  await expect(accountRow(other, 'Principal')).toContainText(money('R$ 100,00'));

  // The first device follows it on the dashboard: live score and minute beside the bet.
  await page.goto('/');
  const card = openBets(page).getByRole('listitem').first();
  await expect(card).toContainText(money('R$ 10,00'));
  await expect(card.getByLabel(/^Placar ao vivo: \d+ × \d+$/)).toBeVisible();
  await screens.check(page, 'apostas em aberto');

  // The bets page on both devices; the worker settles the bet once the match is over.
  await page.goto('/bets');
  await other.goto('/bets');
  const row = history(page).getByRole('row').nth(1);
  await expect(row).toContainText('Em aberto');
  // On a phone the bet is a card: its Liquidar is on screen, not in a column out of view to the right.
  await other.setViewportSize({ width: 390, height: 844 });
  const settle = history(other).getByRole('button', { name: /^Liquidar / });
  await settle.scrollIntoViewIfNeeded();
  const box = await settle.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(
    await history(other).evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth),
  ).toBe(true);
  // Nothing settled yet: no ROI, no profit to draw.
  const roi = page.getByRole('list', { name: 'Resumo das apostas' }).getByRole('listitem').first();
  await expect(roi).toContainText('ROI das apostas');
  await expect(roi).toContainText('N/A');
  await expect(page.getByText('O gráfico aparece quando houver apostas liquidadas.')).toBeVisible();
  await expect(row.getByText(/^(Ganha|Perdida|Devolvida)$/)).toBeVisible({ timeout: endsInMs + 15_000 });
  const status = (await row.getByText(/^(Ganha|Perdida|Devolvida)$/).textContent()) ?? '';
  await timed('bet settled', () =>
    expect(history(other).getByRole('row').nth(1)).toContainText(status, { timeout: LIVE_MS }),
  );
  // ROI of the one bet, and the running profit drawn from zero: -100% and -R$ 10,00 when it lost.
  const expectedRoi = status === 'Perdida' ? '-100,00%' : status === 'Devolvida' ? '0,00%' : /\d+,\d{2}%/;
  await expect(roi).toContainText(expectedRoi, { timeout: LIVE_MS });
  await expect(page.getByRole('img', { name: /^Lucro acumulado das apostas (de|em) / })).toBeVisible();
  await timed('profit chart', () =>
    expect(other.getByRole('img', { name: /^Lucro acumulado das apostas (de|em) / })).toBeVisible({
      timeout: LIVE_MS,
    }),
  );
  await screens.check(page, 'apostas liquidadas');

  // The balance moved by the result: the payout back in, or the stake gone.
  await page.goto('/');
  await expect(openBets(page)).toContainText('Nenhuma aposta em aberto.');
  const balance = accountRow(page, 'Principal').locator('td').nth(3);
  if (status === 'Perdida') await expect(balance).toContainText(money('R$ 90,00'));
  else if (status === 'Devolvida') await expect(balance).toContainText(money('R$ 100,00'));
  else await expect(balance).not.toContainText(money('R$ 100,00'));

  // The other user saw none of it.
  await stranger.reload();
  await expect(openBets(stranger)).toContainText('Nenhuma aposta em aberto.');
  await stranger.goto('/bets');
  await expect(history(stranger)).toContainText('Nenhuma aposta encontrada');
});
