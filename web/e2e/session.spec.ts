import { expect, test } from './support/fixtures.ts';
import { logOut, newUser, signUp } from './support/accounts.ts';
import { graphqlRequestsOfFirstLoad } from './support/graphql-requests.ts';

const GUARDED = [
  '/',
  '/balance',
  '/dashboard',
  '/user',
  '/user/reset',
  '/user/delete',
  '/account/statement/1',
];

test('session: the guard sends visitors to /login; an HttpOnly cookie, no token in JavaScript', async ({
  page,
  context,
  screens,
}) => {
  for (const path of GUARDED) {
    await page.goto(path);
    await expect(page, `${path} behind the guard`).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  // SPEC §5: the login form checks that both fields are filled.
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Por favor, preencha todos os campos');
  await screens.check(page, 'login com erro');

  // A name of 75 characters (the API takes up to 100): the header cuts it, its other links keep one line.
  const user = {
    ...newUser('sessao'),
    name: 'Maria Aparecida dos Santos Oliveira Pereira da Conceição Rodrigues Ferreira',
  };
  await signUp(page, user);
  await page.goto('/balance');
  await expect(page).toHaveURL(/\/balance$/);
  await expect(page.getByRole('table', { name: 'Contas ativas' })).toBeVisible();

  // Signed in, a first load of a private page is one GraphQL request, and the header shows the user from it;
  // a public page arrives rendered for the user, with its records: none.
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principal' });
  const userLinks = async () => {
    await expect(nav.getByRole('link', { name: user.name })).toHaveAttribute('href', '/user');
    await expect(nav.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
    await expect(nav.getByRole('link', { name: 'Entre' })).toHaveCount(0);
    const heights = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.map(
          (link) => `${link.textContent?.slice(0, 16)}: ${Math.round(link.getBoundingClientRect().height)}`,
        ),
      );
    expect(
      heights.filter((line) => Number(line.split(': ')[1]) > 48),
      'header links on two lines',
    ).toEqual([]);
  };
  const dashboardRequests = await graphqlRequestsOfFirstLoad(page, '/', async () => {
    await expect(page.getByRole('table', { name: 'Contas ativas' })).toBeVisible();
    await userLinks();
  });
  expect(dashboardRequests, 'GraphQL requests of a first load of / (signed in)').toBe(1);
  // The narrowest desktop header (the menu is a row from 48rem on) holds the long name too.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 800, height: desktop.height });
  await userLinks();
  await page.setViewportSize(desktop);
  for (const [path, ready] of [
    ['/blog', page.locator('article.post-card').first()],
    ['/sports/scheduled/today', page.getByRole('table')],
  ] as const) {
    const requests = await graphqlRequestsOfFirstLoad(page, path, async () => {
      await expect(ready).toBeVisible();
      await userLinks();
    });
    expect(requests, `GraphQL requests of a first load of ${path} (signed in)`).toBe(0);
  }

  // The session lives in an HttpOnly, SameSite=Lax cookie…
  const cookies = await context.cookies();
  const session = cookies.filter((cookie) => cookie.httpOnly);
  expect(session, 'an HttpOnly session cookie').toHaveLength(1);
  expect(session[0].sameSite).toBe('Lax');
  expect(session[0].value.length).toBeGreaterThanOrEqual(20);
  // …that scripts cannot read, and no token is kept anywhere scripts can.
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.entries(localStorage),
    sessionStorage: Object.entries(sessionStorage),
  }));
  expect(visible.cookie).not.toContain(session[0].value);
  expect(visible.cookie).not.toContain(session[0].name);
  for (const [key, value] of [...visible.local, ...visible.sessionStorage]) {
    expect(key).not.toMatch(/token/i);
    expect(value).not.toContain(session[0].value);
  }
  expect(visible.local.map(([key]) => key)).not.toContain('authToken');

  // After logout the cookie is gone and the guard applies again; another tab of the browser showing the
  // bankroll leaves it for /login at once, rather than keep it on screen for whoever comes next.
  const otherTab = await context.newPage();
  await otherTab.goto('/balance');
  await expect(otherTab.getByRole('table', { name: 'Contas ativas' })).toBeVisible();
  await logOut(page);
  await expect(otherTab).toHaveURL(/\/login$/);
  await expect(otherTab.getByRole('table', { name: 'Contas ativas' })).toHaveCount(0);
  await otherTab.close();
  expect((await context.cookies()).filter((cookie) => cookie.httpOnly)).toHaveLength(0);
  await page.goto('/balance');
  await expect(page).toHaveURL(/\/login$/);
});
