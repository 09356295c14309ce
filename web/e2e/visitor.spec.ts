import { expect, test } from './support/fixtures.ts';
import { graphqlRequestsOfFirstLoad } from './support/graphql-requests.ts';

test('a new visitor: header links, blog list → post → related post, a missing post, the 404 page', async ({
  page,
  screens,
}) => {
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Principal' });
  const visitorLinks = async () => {
    await expect(nav.getByRole('link', { name: 'Entre' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sair' })).toHaveCount(0);
  };

  // A first load sends no GraphQL request: the page arrives rendered with its records, the header's viewer
  // (nobody) among them.
  const agendaRequests = await graphqlRequestsOfFirstLoad(page, '/sports/scheduled/today', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda esportiva' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await visitorLinks();
  });
  expect(agendaRequests, 'GraphQL requests of a first load of /sports/scheduled/today').toBe(0);
  const blogRequests = await graphqlRequestsOfFirstLoad(page, '/blog', async () => {
    await expect(page.locator('article.post-card').first()).toBeVisible();
    await visitorLinks();
  });
  expect(blogRequests, 'GraphQL requests of a first load of /blog').toBe(0);

  // A visitor sees the sign-up and login links, not a user's.
  await expect(header.getByRole('link', { name: 'Bancada' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/signup');
  await expect(nav.getByRole('link', { name: 'Entre' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Sair' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('18');
  await expect(page.getByRole('contentinfo')).toContainText('2025');

  // Header links lead where they say.
  await nav.getByRole('link', { name: 'Agenda esportiva' }).click();
  await expect(page).toHaveURL(/\/sports\/scheduled\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda esportiva' })).toBeVisible();
  await nav.getByRole('link', { name: 'Entre' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await screens.check(page, 'login');
  await nav.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro' })).toBeVisible();
  await screens.check(page, 'cadastro');
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  // Blog list: cards with title, excerpt and 'Continuar lendo...'.
  const cards = page.locator('article.post-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  const firstCard = cards.first();
  const title = (await firstCard.getByRole('heading').innerText()).trim();
  await expect(firstCard.getByText('Continuar lendo...')).toBeVisible();
  await screens.check(page, 'blog');

  // → the post.
  await firstCard.getByText('Continuar lendo...').click();
  await expect(page).toHaveURL(/\/blog\/posts\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.post-body')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: /Voltar para o blog/ })).toHaveAttribute('href', '/blog');
  const related = page.getByRole('complementary', { name: 'Posts Relacionados' });
  const relatedLinks = related.getByRole('link');
  await expect(relatedLinks.first()).toBeVisible();
  await screens.check(page, 'post');

  // → a related post, another one than this.
  const firstUrl = page.url();
  const count = await relatedLinks.count();
  let other = -1;
  for (let i = 0; i < count && other < 0; i++) {
    const href = await relatedLinks.nth(i).getAttribute('href');
    if (href && !firstUrl.endsWith(href)) other = i;
  }
  expect(other, 'a related post other than the one shown').toBeGreaterThanOrEqual(0);
  const relatedTitle = (await relatedLinks.nth(other).innerText()).trim();
  await relatedLinks.nth(other).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
  expect(page.url()).not.toBe(firstUrl);
  await screens.check(page, 'post relacionado');

  // A missing post.
  await page.goto('/blog/posts/este-post-nao-existe-9f3a');
  await expect(page.getByText('Post não encontrado')).toBeVisible();
  await screens.check(page, 'post nao encontrado');

  // Any other path: the 404 page.
  await page.goto('/esta/pagina/nao/existe');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screens.check(page, '404');
});

test('offline, a page that cannot load says so, and loads itself once the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // The app has loaded (a link followed before it is a document's navigation, which the browser answers).
  await page.waitForLoadState('networkidle');
  // The agenda's code has not been fetched on this page: offline, following its link cannot load it.
  await context.setOffline(true);
  await page.getByRole('banner').getByRole('link', { name: 'Agenda esportiva' }).click();
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure.getByRole('heading', { level: 1 })).toHaveText('Sem conexão com a internet');
  await expect(failure).toContainText('A página carrega assim que a conexão voltar.');
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda esportiva' })).toBeVisible();
  await expect(page).toHaveURL(/\/sports\/scheduled\/today$/);
});
