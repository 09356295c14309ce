import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface User {
  name: string;
  email: string;
  password: string;
}

/** A user nobody has registered yet (the server keeps one database for the whole run). */
export function newUser(label: string): User {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Teste ${label}`,
    email: `e2e-${label}-${unique}@exemplo.com.br`,
    password: `Senha-${unique}`,
  };
}

export async function fillSignup(page: Page, user: Partial<User> & { confirmation?: string }) {
  await page.getByLabel('Nome', { exact: true }).fill(user.name ?? '');
  await page.getByLabel('E-mail', { exact: true }).fill(user.email ?? '');
  await page.getByLabel('Senha', { exact: true }).fill(user.password ?? '');
  await page.getByLabel('Repetir Senha', { exact: true }).fill(user.confirmation ?? user.password ?? '');
}

/** Signs a new user up through the Cadastro screen; ends on the dashboard with the name in the header. */
export async function signUp(page: Page, user: User) {
  await page.goto('/signup');
  await fillSignup(page, user);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: user.name })).toBeVisible();
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function logIn(page: Page, user: Pick<User, 'name' | 'email' | 'password'>) {
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: user.name })).toBeVisible();
}

/** A login that must be refused with SPEC §8's message. */
export async function expectLoginRefused(page: Page, email: string, password: string) {
  await fillLogin(page, email, password);
  await expect(page.getByText('Usuário ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Loads /logout as a link from anywhere would, confirms (a direct visit asks first, so another site cannot
 * sign the user out), and the session ends; the header shows the visitor's links.
 */
export async function logOut(page: Page) {
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Sim, sair' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entre' })).toBeVisible();
}

export function accountsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Contas ativas' });
}

export function accountRow(page: Page, name: string): Locator {
  return accountsTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader').filter({ hasText: name }) });
}

/** Criar Conta with the first betting house on the list. */
export async function createAccount(page: Page, name: string) {
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Conta' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome').fill(name);
  const bet = dialog.getByLabel('Casa de apostas');
  await expect(bet.locator('option').nth(1)).toBeAttached();
  await bet.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountRow(page, name)).toBeVisible();
}

/** Investir or Retirar an amount typed as digits (cents: "10000" is R$ 100,00). */
export async function moveMoney(page: Page, kind: 'Investir' | 'Retirar', account: string, digits: string) {
  const name = kind === 'Investir' ? `Investir em ${account}` : `Retirar de ${account}`;
  await page.getByRole('button', { name, exact: true }).click();
  const title = kind === 'Investir' ? 'Depositar' : 'Sacar';
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Valor').fill(digits);
  await dialog.getByRole('button', { name: title, exact: true }).click();
  await expect(dialog).toBeHidden();
}
