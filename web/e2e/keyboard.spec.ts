import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { newUser, type User } from './support/accounts.ts';
import { feedHasStandings, mostTimeLeftFirst, waitForLiveEvents } from './support/sports-feed.ts';
import { BLOG_LABELS } from '../../server/i18n/screens/blog.ts';
import { sportEventsHeading } from '../format/sport-heading.ts';

/**
 * The keyboard-only journey (issue 17): sign in, the dashboard, a deposit, a withdrawal, an event and every
 * one of its tabs, with Tab, Enter, arrows and typing only; the page is never clicked. Each control reached
 * must show where focus is.
 */

/** A user with one account through the Banca API: R$ 60,00 at the house and R$ 40,00 in bets. */
async function userWithAccount(request: APIRequestContext, user: User, account: string) {
  const api = (path: string) => `/api${path}`;
  const signup = await request.post(api('/signup'), {
    data: { ...user, password_confirmation: user.password },
  });
  expect(signup.status()).toBe(201);
  const { access_token: token } = (await signup.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const [bet] = (await (await request.get(api('/bets'))).json()) as Array<{ id: number }>;
  const created = await request.post(api('/accounts'), { headers, data: { name: account, bet_id: bet?.id } });
  const { account: made } = (await created.json()) as { account: { account_id: number } };
  const id = made.account_id;
  expect(
    (await request.put(api(`/account/deposit/${id}`), { headers, data: { amount: '100.00' } })).ok(),
  ).toBe(true);
  const balance = await request.post(api(`/account/balance/${id}`), {
    headers,
    data: { available_balance: '60.00', bet_locked_balance: '40.00' },
  });
  expect(balance.ok()).toBe(true);
}

/** Whether the focused element shows it: it draws an outline (a date field's focus is inside it). */
function focusShows(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    // Past the page's last control, focus leaves for the browser's own UI: nothing on the page to show.
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const visible =
      element.matches(':focus-visible, :focus-within') &&
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0;
    return visible ? null : `no visible focus on ${element.outerHTML.slice(0, 120)}`;
  });
}

/**
 * A page change hands the keyboard to the new page's content (RootLayout): waits for that before tabbing
 * on, since a Tab pressed while the page is still loading moves in the page that is about to go.
 */
async function onNewPage(page: Page) {
  await expect(page.locator('main')).toBeFocused();
}

/** Presses Tab until `target` has focus, checking that every control on the way shows its focus. */
async function tabTo(page: Page, target: Locator, most = 150) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusShows(page)).toBeNull();
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('keyboard only: sign in, deposit, withdraw, an event and every tab', async ({ page, request }) => {
  test.setTimeout(150_000);
  const user = newUser('teclado');
  const account = 'Conta Teclado';
  await userWithAccount(request, user, account);

  // Sign in.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await tabTo(page, page.getByLabel('E-mail', { exact: true }));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Senha', { exact: true }));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Banca' })).toBeVisible();
  await onNewPage(page);

  // Deposit: the dialog opens on Valor; with the caret moved before "0,00", 123456 is R$ 1.234,56.
  const investir = page.getByRole('button', { name: `Investir em ${account}`, exact: true });
  await tabTo(page, investir);
  await page.keyboard.press('Enter');
  const deposit = page.getByRole('dialog', { name: 'Depositar' });
  const depositAmount = deposit.getByLabel('Valor');
  await expect(depositAmount).toBeFocused();
  await expect(deposit.getByText('Disponível:')).toContainText('R$ 60,00');
  await page.keyboard.press('Home');
  await page.keyboard.type('123456');
  await expect(depositAmount).toHaveValue('1.234,56');
  await expect(deposit.getByText('Saldo final:')).toContainText('R$ 1.334,56');
  await page.keyboard.press('Enter');
  await expect(deposit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Depósito' })).toHaveText(
    `Depósito de R$ 1.234,56 em ${account} registrado.`,
  );
  await expect(investir).toBeFocused();

  // Withdraw: more than is available is warned about and not sent; the amount is typed again and goes.
  const retirar = page.getByRole('button', { name: `Retirar de ${account}`, exact: true });
  await page.keyboard.press('Shift+Tab');
  await expect(retirar).toBeFocused();
  await page.keyboard.press('Enter');
  const withdraw = page.getByRole('dialog', { name: 'Sacar' });
  await expect(withdraw.getByLabel('Valor')).toBeFocused();
  await expect(withdraw.getByText('Disponível para saque:')).toContainText('R$ 1.294,56');
  await page.keyboard.type('200000');
  const warning = 'Saldo disponível insuficiente: você pode sacar até R$ 1.294,56';
  await expect(withdraw.getByText(warning)).toBeVisible();
  await page.keyboard.press('Enter');
  // Said once, under the field (an alert as it appeared), which keeps the focus; nothing was sent.
  await expect(withdraw.getByText(warning)).toBeVisible();
  await expect(withdraw.getByRole('alert')).toContainText(warning);
  await expect(withdraw.getByLabel('Valor')).toBeFocused();
  await expect(withdraw.getByLabel('Valor')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5000');
  await expect(withdraw.getByLabel('Valor')).toHaveValue('50,00');
  await page.keyboard.press('Enter');
  await expect(withdraw).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saque' })).toHaveText(
    `Saque de R$ 50,00 de ${account} registrado.`,
  );
  await expect(retirar).toBeFocused();

  // A dialog closes on Escape, focus back on what opened it.
  const edit = page.getByRole('button', { name: `Atualizar saldo de ${account}` });
  await page.keyboard.press('Shift+Tab');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Atualizar Saldo' }).getByLabel('Disponível')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(edit).toBeFocused();

  // Tab out of an empty name says it is required and goes on to the betting house, both ways.
  await tabTo(page, page.getByRole('button', { name: 'Criar Conta', exact: true }));
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'Criar Conta' });
  const name = create.getByLabel('Nome');
  await expect(name).toBeFocused();
  // The betting houses are read as the dialog opens: until they are, the next stop is Cancelar.
  await expect(create.getByLabel('Casa de apostas')).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(create.getByRole('alert')).toBeVisible();
  await expect(create.getByLabel('Casa de apostas')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(name).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();

  // Ocultar: the row leaves, and the focus goes to what takes its place, never to the page.
  await tabTo(page, page.getByRole('button', { name: `Ocultar ${account}`, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Ocultar ${account}`, exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

  // An event: a live league match with time left, opened from the agenda through its live list.
  const live = mostTimeLeftFirst(await waitForLiveEvents(request, 'football', 1, 60_000));
  let chosen = live[0];
  for (const event of live.filter((e) => e.status.code !== 7))
    if (await feedHasStandings(request, event)) {
      chosen = event;
      break;
    }
  if (!chosen) throw new Error('no live football match');
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Agenda esportiva' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda esportiva' })).toBeVisible();
  await onNewPage(page);
  await tabTo(page, page.getByRole('link', { name: /eventos? de Futebol ao vivo/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/live\/football$/);
  await onNewPage(page);
  await tabTo(page, page.locator(`a[href="/sports/event/${chosen.id}"]`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sports/event/${chosen.id}$`));
  await onNewPage(page);

  // Every tab: one Tab stop on the selected one, then the arrows; End and Home go to the ends.
  const tablist = page.getByRole('tablist', { name: 'Informações do evento' });
  const first = tablist.getByRole('tab', { name: 'Resumo' });
  await tabTo(page, first);
  const names = (await tablist.getByRole('tab').allInnerTexts()).map((name) => name.trim());
  expect(names.length).toBeGreaterThanOrEqual(6);
  for (const [index, name] of names.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight');
    const tab = tablist.getByRole('tab', { name, exact: true });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).not.toBeEmpty();
    expect(await focusShows(page)).toBeNull();
  }
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('End');
  await expect(tablist.getByRole('tab', { name: names.at(-1), exact: true })).toBeFocused();
  // Tab leaves the row for the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  expect(await focusShows(page)).toBeNull();
});

/**
 * Presses `key` until the focus has gone past `region` (it is on an element after it in the page, or before
 * it for Shift+Tab); says whether the focus stopped on the region itself on the way.
 */
async function stopsOnTheWayPast(page: Page, region: Locator, key: 'Tab' | 'Shift+Tab', most = 150) {
  let stopped = false;
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press(key);
    const where = await region.evaluate((box, forward) => {
      const focused = document.activeElement;
      if (focused === box) return 'on';
      if (!focused || focused === document.body || box.contains(focused)) return 'elsewhere';
      const after = Boolean(box.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
      return after === forward ? 'past' : 'elsewhere';
    }, key === 'Tab');
    if (where === 'on') stopped = true;
    if (where === 'past') return stopped;
  }
  throw new Error(`${key} never went past ${region.toString()}`);
}

test('a table is a Tab stop only while it scrolls: not where it fits (1366 px), where it does (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // Today's list, drawn by React on the server and hydrated: its table fits, it leaves the Tab order.
  await page.goto('/events/today/football');
  // The list's box, named by the page's heading (the only region of that name).
  const list = page.getByRole('region', { name: sportEventsHeading('football', false) });
  await expect(list).toHaveAttribute('tabindex', '-1');
  // A post with a five-column table, drawn by the server and adopted by the page.
  await page.goto('/blog/posts/como-usar-o-controle-de-banca-em-varias-casas');
  const region = page.getByRole('region', { name: BLOG_LABELS.postTable });
  const overflows = () => region.evaluate((box) => box.scrollWidth > box.clientWidth);
  // The server's markup makes it a Tab stop; the page drops it once it has measured that the table fits.
  await expect(region).toHaveAttribute('tabindex', '-1');
  expect(await overflows()).toBe(false);
  expect(await stopsOnTheWayPast(page, region, 'Tab')).toBe(false);

  // A phone's width: the table is wider than the screen, and the keyboard can reach it to scroll it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(region).toHaveAttribute('tabindex', '0');
  expect(await overflows()).toBe(true);
  expect(await stopsOnTheWayPast(page, region, 'Shift+Tab')).toBe(true);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
});
