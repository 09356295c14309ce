import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  accountRow,
  accountsTable,
  createAccount,
  fillSignup,
  logIn,
  moveMoney,
  newUser,
  signUp,
} from './support/accounts.ts';

/** The four summary cards of the dashboard. */
function card(page: Page, label: string): Locator {
  return page.getByRole('list', { name: 'Resumo da banca' }).getByRole('listitem').filter({ hasText: label });
}

/** A pattern for an exact text; any space matches any spacing (money has a no-break space after R$). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/** Columns of an account row: Investimentos, Retiradas, Saldo Atual (beside its edit button), Resultado. */
async function expectRow(row: Locator, values: [string, string, string, string]) {
  // td 0 is the statement link; the account name is the row header.
  for (const [index, value] of values.entries())
    await expect(row.locator('td').nth(index + 1)).toHaveText(new RegExp(`^${escape(value)}\\s*✎?$`));
}

const DATE = String.raw`\d{2}/\d{2}/\d{4},? \d{2}:\d{2}`;

test('sign-up with each validation error, then accounts, money moves, totals, statement and CSV', async ({
  page,
  screens,
}) => {
  const user = newUser('banca');

  // Cadastro: each rule, in order, before anything reaches the server.
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Cadastrar' });
  const alert = page.getByRole('main').getByRole('alert');
  await submit.click();
  await expect(alert).toHaveText('Por favor, preencha todos os campos');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await screens.check(page, 'cadastro com erro');
  await fillSignup(page, { ...user, email: 'nao-e-um-email' });
  await submit.click();
  await expect(alert).toHaveText('Por favor, insira um e-mail válido');
  await fillSignup(page, { ...user, password: 'curta', confirmation: 'curta' });
  await submit.click();
  await expect(alert).toHaveText('A senha deve ter no mínimo 8 caracteres');
  await fillSignup(page, { ...user, confirmation: `${user.password}x` });
  await submit.click();
  await expect(alert).toHaveText('As senhas não coincidem');
  await expect(page).toHaveURL(/\/signup$/);

  // Success → the dashboard, empty.
  await fillSignup(page, user);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: user.name })).toHaveAttribute(
    'href',
    '/user',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sair' })).toHaveAttribute(
    'href',
    '/logout',
  );
  await expect(accountsTable(page)).toContainText('Nenhuma conta encontrada');
  await expect(page.getByRole('button', { name: 'Contas Inativas' })).toHaveCount(0);
  await screens.check(page, 'banca vazia');

  // Criar Conta: the name is required (on blur), then two accounts.
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Criar Conta' });
  await createDialog.getByLabel('Nome').focus();
  await createDialog.getByLabel('Nome').blur();
  await expect(createDialog.getByText('O campo Nome é obrigatório.')).toBeVisible();
  await screens.check(page, 'criar conta');
  await createDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(createDialog).toBeHidden();
  await createAccount(page, 'Conta Alfa');
  await createAccount(page, 'Conta Beta');

  // Depositar R$ 1.000,00 and R$ 500,00; the modal shows the final balance before saving.
  await page.getByRole('button', { name: 'Investir em Conta Alfa', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Depositar' });
  await deposit.getByLabel('Valor').fill('100000');
  await expect(deposit.getByLabel('Valor')).toHaveValue('1.000,00');
  await expect(deposit.getByText('Saldo final:')).toContainText('R$ 1.000,00');
  await screens.check(page, 'depositar');
  await deposit.getByRole('button', { name: 'Depositar', exact: true }).click();
  await expect(deposit).toBeHidden();
  await moveMoney(page, 'Investir', 'Conta Beta', '50000');

  // Sacar R$ 200,00 from Alfa.
  await page.getByRole('button', { name: 'Retirar de Conta Alfa', exact: true }).click();
  const withdraw = page.getByRole('dialog', { name: 'Sacar' });
  await withdraw.getByLabel('Valor').fill('20000');
  await expect(withdraw.getByText('Saldo final:')).toContainText('R$ 800,00');
  await screens.check(page, 'sacar');
  await withdraw.getByRole('button', { name: 'Sacar', exact: true }).click();
  await expect(withdraw).toBeHidden();
  await expectRow(accountRow(page, 'Conta Alfa'), ['R$ 1.000,00', 'R$ 200,00', 'R$ 800,00', '0,00%']);

  // Atualizar Saldo: R$ 700,00 available and R$ 250,00 in bets, R$ 950,00 in all.
  await page.getByRole('button', { name: 'Atualizar saldo de Conta Alfa' }).click();
  const balance = page.getByRole('dialog', { name: 'Atualizar Saldo' });
  await expect(balance.getByLabel('Disponível')).toHaveValue('800,00');
  await balance.getByLabel('Disponível').fill('70000');
  await balance.getByLabel('Em Apostas').fill('25000');
  await expect(balance.getByText('Total:')).toContainText('R$ 950,00');
  await screens.check(page, 'atualizar saldo');
  await balance.getByRole('button', { name: 'Salvar' }).click();
  await expect(balance).toBeHidden();

  // Rows, totals row and cards: yield = (balance + withdrawals − deposits) / deposits.
  await expectRow(accountRow(page, 'Conta Alfa'), ['R$ 1.000,00', 'R$ 200,00', 'R$ 950,00', '15,00%']);
  await expectRow(accountRow(page, 'Conta Beta'), ['R$ 500,00', 'R$ 0,00', 'R$ 500,00', '0,00%']);
  const totals = accountsTable(page).locator('tfoot tr');
  await expect(totals).toContainText('Total');
  for (const [index, value] of ['R$ 1.500,00', 'R$ 200,00', 'R$ 1.450,00', '10,00%'].entries())
    await expect(totals.locator('td').nth(index)).toHaveText(value);
  await expect(card(page, 'Investido')).toContainText('R$ 1.500,00');
  await expect(card(page, 'Resgatado')).toContainText('R$ 200,00');
  await expect(card(page, 'Disponível')).toContainText('R$ 1.450,00');
  await expect(card(page, 'Rendimento')).toContainText('10,00%');
  // A card's hint ("Saldo final das contas ativas…") is shown, inside its card (screens.check).
  await expect(card(page, 'Disponível').locator('.summary-hint')).toBeVisible();
  await screens.check(page, 'banca com contas');

  // On a tablet: two cards a row, each amount on one line, and each account a card with its actions in view.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const label of ['Investido', 'Disponível']) {
    const lines = await card(page, label)
      .locator('.summary-value')
      .evaluate((value) => {
        const text = document.createRange();
        text.selectNodeContents(value);
        return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
      });
    expect(lines, `the ${label} card's amount on one line`).toBe(1);
  }
  for (const action of ['Retirar de', 'Investir em', 'Editar', 'Ocultar'])
    await expect(page.getByRole('button', { name: `${action} Conta Beta`, exact: true })).toBeInViewport({
      ratio: 1,
    });
  if (desktop) await page.setViewportSize(desktop);

  // The statement of Alfa: newest first, one row per change, and the chart of the balance.
  await page.getByRole('link', { name: 'Extrato de Conta Alfa' }).click();
  await expect(page).toHaveURL(/\/account\/statement\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conta Alfa');
  for (const column of ['Data', 'Disponível', 'Em Apostas', 'Saldo', 'Variação diária', 'Transação', 'Valor'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const lines = page.locator('table.statement-table tbody tr');
  await expect(lines).toHaveCount(3);
  const expected = [
    ['R$ 700,00', 'R$ 250,00', 'R$ 950,00', 'Variação positiva', 'R$ 150,00', 'Variação de saldo', ''],
    ['R$ 800,00', 'R$ 0,00', 'R$ 800,00', 'Sem variação', 'R$ 0,00', 'Retirada', 'R$ 200,00'],
    ['R$ 1.000,00', 'R$ 0,00', 'R$ 1.000,00', 'Sem variação', 'R$ 0,00', 'Depósito', 'R$ 1.000,00'],
  ];
  for (const [index, values] of expected.entries()) {
    const cells = lines.nth(index).locator('td');
    await expect(cells.nth(0)).toHaveText(new RegExp(`^${DATE}$`));
    const [available, locked, total, arrow, variation, type, amount] = values as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await expect(cells.nth(1)).toHaveText(available);
    await expect(cells.nth(2)).toHaveText(locked);
    await expect(cells.nth(3)).toHaveText(total);
    await expect(cells.nth(4).getByRole('img')).toHaveAccessibleName(arrow);
    await expect(cells.nth(5)).toHaveText(variation);
    await expect(cells.nth(6)).toHaveText(type);
    await expect(cells.nth(7)).toHaveText(amount);
  }
  // The chart has one point per São Paulo day; these lines were all written today (the demo test draws it).
  await screens.check(page, 'extrato');

  // Exportar CSV: a real download with the same lines, for pt-BR spreadsheets.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('extrato-conta-alfa.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF'), 'CSV starts with a byte order mark').toBe(true);
  const csvLines = csv.slice(1).trimEnd().split('\r\n');
  expect(csvLines[0]).toBe('Data;Disponível;Em Apostas;Saldo;Variação diária;Transação;Valor');
  expect(csvLines).toHaveLength(4);
  expect(csvLines[1]).toMatch(new RegExp(`^${DATE};700,00;250,00;950,00;150,00;Variação de saldo;$`));
  expect(csvLines[2]).toMatch(new RegExp(`^${DATE};800,00;0,00;800,00;0,00;Retirada;200,00$`));
  expect(csvLines[3]).toMatch(new RegExp(`^${DATE};1000,00;0,00;1000,00;0,00;Depósito;1000,00$`));
});

test('hide an account → Contas Inativas → reactivate it', async ({ page, screens }) => {
  await signUp(page, newUser('ocultar'));
  await createAccount(page, 'Conta Visível');
  await createAccount(page, 'Conta Oculta');
  // Money typed wherever the caret stands: a click before "0,00" and 123456 is R$ 1.234,56.
  await page.getByRole('button', { name: 'Investir em Conta Oculta', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Depositar' });
  const amount = deposit.getByLabel('Valor');
  await amount.click({ position: { x: 2, y: 10 } });
  expect(await amount.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0);
  await page.keyboard.type('123456');
  await expect(amount).toHaveValue('1.234,56');
  await deposit.getByRole('button', { name: 'Depositar', exact: true }).click();
  await expect(deposit).toBeHidden();
  await expect(page.getByRole('button', { name: 'Contas Inativas' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Ocultar Conta Oculta', exact: true }).click();
  await expect(accountRow(page, 'Conta Oculta')).toHaveCount(0);
  await expect(accountRow(page, 'Conta Visível')).toBeVisible();
  // Hidden accounts leave the totals.
  await expect(card(page, 'Investido')).toContainText('R$ 0,00');
  await page.getByRole('button', { name: 'Contas Inativas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contas inativas' });
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText('Conta Oculta');
  await expect(dialog.getByRole('listitem')).toContainText('R$ 1.234,56');
  await screens.check(page, 'contas inativas');

  await dialog.getByRole('button', { name: 'Reativar Conta Oculta' }).click();
  await expect(dialog.getByText('Nenhuma conta inativa.')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Conta Oculta: conta reativada.');
  // The focused Reativar left with its row: Escape still closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(accountRow(page, 'Conta Oculta')).toBeVisible();
  await expect(card(page, 'Investido')).toContainText('R$ 1.234,56');
  await expect(page.getByRole('button', { name: 'Contas Inativas' })).toHaveCount(0);
  await screens.check(page, 'banca apos reativar');
});

test('the statement chart covers the whole history, one point per day (demo account)', async ({
  page,
  screens,
}) => {
  // README's demo user, seeded on first start with about four months of history per account.
  await logIn(page, { name: 'Usuário Demo', email: 'demo@bancada.com.br', password: 'bancada123' });
  await page.getByRole('link', { name: 'Extrato de Bet365 Principal' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bet365 Principal');
  const chart = page.getByRole('img', { name: /^Saldo total de/ });
  await expect(chart).toBeVisible();
  // From the first day (the first deposit) to the last one, drawn as a line.
  await expect(chart).toHaveAccessibleName(
    /^Saldo total de (\d{2}\/\d{2}\/\d{4}) a (?!\1)\d{2}\/\d{2}\/\d{4}: início R\$\s1\.000,00, fim /,
  );
  await expect(chart.locator('path').first()).toHaveAttribute('d', /^M.+L.+L.+/);
  await screens.check(page, 'extrato com grafico');

  // The CSV has every line of the statement.
  const lines = page.locator('table.statement-table tbody tr');
  const count = await lines.count();
  expect(count).toBeGreaterThan(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.slice(1).trimEnd().split('\r\n')).toHaveLength(count + 1);
});
