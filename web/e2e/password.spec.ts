import { expect, test } from './support/fixtures.ts';
import {
  accountRow,
  accountsTable,
  createAccount,
  expectLoginRefused,
  logIn,
  logOut,
  moveMoney,
  newUser,
  signUp,
} from './support/accounts.ts';
import { resetLinkFor } from './support/outbox.ts';

test('forgot password → the link from the outbox → the new password works, the old one does not', async ({
  page,
  screens,
}) => {
  const user = newUser('esqueci');
  await signUp(page, user);
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(user.email);
  await screens.check(page, 'esqueci a senha');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Link enviado com sucesso. Verifique seu e-mail.')).toBeVisible();

  const link = await resetLinkFor(user.email);
  expect(link).toContain(`email=${encodeURIComponent(user.email)}`);
  expect(link).toMatch(/[?&]token=[^&]+/);
  await page.goto(link);
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
  const newPassword = `${user.password}-nova`;
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Repetir nova senha').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('As senhas não coincidem');
  await screens.check(page, 'redefinir senha');
  await page.getByLabel('Repetir nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  // To / (SPEC §2), which sends the visitor on to /login, where the change is said.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Senha redefinida com sucesso. Entre com a nova senha.')).toBeVisible();

  // The link is single use: SPEC's message, what happened and a way to ask for a new link; no field in red.
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-123');
  await page.getByLabel('Repetir nova senha').fill('outra-senha-123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    /^Erro ao redefinir senha\. Este link de redefinição é inválido, já foi usado ou expirou/,
  );
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  // Nobody is signed in here: /logout has no session to end, and goes on to the sign-in without asking.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expectLoginRefused(page, user.email, user.password);
  await screens.check(page, 'login recusado');
  await logIn(page, { ...user, password: newPassword });
});

test('profile: change the password, reset the bankroll, delete the account', async ({
  page,
  browser,
  screens,
}) => {
  const user = newUser('perfil');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await signUp(page, user);
  await createAccount(page, 'Conta Perfil');
  // A second device on the dashboard, whose session the password change below ends.
  const device = await browser.newContext();
  const other = await device.newPage();
  await logIn(other, user);
  await expect(accountRow(other, 'Conta Perfil')).toBeVisible();

  // Editar Perfil: a new password logs the user out; only the new one works afterwards.
  await page.getByRole('banner').getByRole('link', { name: user.name }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reiniciar Banca' })).toHaveAttribute('href', '/user/reset');
  await expect(page.getByRole('link', { name: 'Deletar Conta' })).toHaveAttribute('href', '/user/delete');
  await page.getByRole('button', { name: 'Alterar Dados' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Por favor, preencha todos os campos');
  await screens.check(page, 'editar perfil');
  const newPassword = `${user.password}-perfil`;
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Repetir nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Alterar Dados' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entre' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expectLoginRefused(page, user.email, user.password);
  await logIn(page, { ...user, password: newPassword });

  // On the other device the dashboard is still on screen: a deposit there is refused, and /login says why.
  await other.getByRole('button', { name: 'Investir em Conta Perfil', exact: true }).click();
  const deposit = other.getByRole('dialog', { name: 'Depositar' });
  await deposit.getByLabel('Valor').fill('5000');
  await deposit.getByRole('button', { name: 'Depositar', exact: true }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('main')).toContainText(
    'Sua sessão expirou ou foi encerrada. Entre novamente; o que não foi confirmado na tela não foi registrado.',
  );
  await device.close();

  // Reiniciar Banca: the accounts are gone after the password and two confirmations.
  await createAccount(page, 'Conta Reiniciar');
  await moveMoney(page, 'Investir', 'Conta Reiniciar', '10000');
  // The deposit refused on the other device was not recorded.
  await expect(accountRow(page, 'Conta Perfil')).not.toContainText('50,00');
  await page.goto('/user');
  await page.getByRole('link', { name: 'Reiniciar Banca' }).click();
  await expect(page).toHaveURL(/\/user\/reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reiniciar minhas contas' })).toBeVisible();
  await screens.check(page, 'reiniciar banca');
  await page.getByRole('button', { name: 'Sim, quero excluir' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Por favor, insira sua senha.');
  await page.getByLabel('Senha', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sim, quero excluir' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Contas resetadas com sucesso!');
  expect(dialogs.at(-2)).toBe('Tem certeza que deseja excluir todas as contas?');
  await expect(page).toHaveURL(/\/$/);
  await expect(accountsTable(page)).toContainText('Nenhuma conta encontrada');
  await expect(accountRow(page, 'Conta Reiniciar')).toHaveCount(0);

  // Deletar Conta: logged out, and the credentials no longer work.
  await page.goto('/user');
  await page.getByRole('link', { name: 'Deletar Conta' }).click();
  await expect(page).toHaveURL(/\/user\/delete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Excluir minha conta' })).toBeVisible();
  await screens.check(page, 'excluir conta');
  await page.getByLabel('Senha', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sim, quero excluir' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Contas Excluída com sucesso!');
  expect(dialogs.at(-2)).toBe('Tem certeza que deseja excluir sua conta?');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entre' })).toBeVisible();
  await expectLoginRefused(page, user.email, newPassword);
});
