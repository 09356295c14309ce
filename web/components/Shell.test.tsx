import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BalancePageQuery from '../relay/__generated__/BalancePageQuery.graphql.ts';
import BlogListPageQuery from '../relay/__generated__/BlogListPageQuery.graphql.ts';
import RootLayoutQuery from '../relay/__generated__/RootLayoutQuery.graphql.ts';
import { MESSAGES } from '../../server/i18n/pt-BR.ts';
import { FRAME_MESSAGES } from '../../server/i18n/screens/frame.ts';
import { GraphQLRequestError } from '../relay/fetch-graphql.ts';
import { pendingOperation, resolveOperation, waitForOperation } from '../test/operations.ts';
import { rejectQuery, renderRoute, resolveQuery, resolveViewer } from '../test/render-route.tsx';

/** The header's account links: the user's name and Sair, or Cadastre-se and Entre, or none yet. */
async function accountLinks() {
  const nav = within(await screen.findByRole('navigation', { name: 'Principal' }));
  return nav
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text !== 'Blog' && text !== 'Agenda esportiva');
}

describe('page shell', () => {
  it('shows the 404 page for unknown paths, with header and footer', async () => {
    const { environment } = renderRoute('/nao-existe');
    await resolveViewer(environment);
    expect(await screen.findByText('404')).toBeTruthy();
    // SPEC's heading is English, marked so for screen readers in a pt-BR page.
    expect(screen.getByRole('heading', { name: 'Page not found' }).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: /Bancada/ }).getAttribute('href')).toBe('/');
    expect(screen.getByText(/18\+/)).toBeTruthy();
    expect(screen.getByText(/jogue com responsabilidade/i)).toBeTruthy();
    expect(screen.getByText(/© 2025/)).toBeTruthy();
  });

  it('moves the keyboard to the new page’s content after following a link, not on the first page', async () => {
    const user = userEvent.setup();
    const { environment } = renderRoute('/nao-existe');
    await resolveViewer(environment, null);
    const blog = await screen.findByRole('link', { name: 'Blog' });
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
    await user.click(blog);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('shows Cadastre-se and Entre to visitors', async () => {
    const { environment } = renderRoute('/nao-existe');
    await resolveViewer(environment, null);
    expect((await screen.findByRole('link', { name: 'Cadastre-se' })).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Entre' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: 'Agenda esportiva' }).getAttribute('href')).toBe(
      '/sports/scheduled/today',
    );
    expect(screen.queryByRole('link', { name: 'Sair' })).toBeNull();
  });

  it("shows the user's name and Sair when signed in", async () => {
    const { environment } = renderRoute('/nao-existe');
    await resolveViewer(environment, 'Maria Souza');
    expect((await screen.findByRole('link', { name: 'Maria Souza' })).getAttribute('href')).toBe('/user');
    expect(screen.getByRole('link', { name: 'Sair' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Entre' })).toBeNull();
  });

  it('falls back to the visitor links when the user cannot be fetched', async () => {
    const { environment } = renderRoute('/nao-existe');
    await rejectQuery(environment, RootLayoutQuery);
    expect(await screen.findByRole('link', { name: 'Entre' })).toBeTruthy();
  });

  it('toggles the menu and closes it on a click outside', async () => {
    const user = userEvent.setup();
    const { environment } = renderRoute('/nao-existe');
    await resolveViewer(environment);
    const toggle = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('heading', { name: 'Page not found' }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens by keyboard, closes on Escape back on ☰, and closes when Tab leaves the header', async () => {
    const user = userEvent.setup();
    const { environment } = renderRoute('/nao-existe');
    await resolveViewer(environment);
    const toggle = await screen.findByRole('button', { name: 'Abrir menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Blog');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = screen.getByRole('navigation', { name: 'Principal' }).querySelectorAll('a');
    links[links.length - 1]?.focus();
    await user.tab();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows neither the user's links nor the visitor's until the viewer is known", async () => {
    const { environment } = renderRoute('/nao-existe');
    expect(await accountLinks()).toEqual([]);
    await resolveViewer(environment, null);
    await waitFor(async () => expect(await accountLinks()).toEqual(['Cadastre-se', 'Entre']));
  });
});

describe('header viewer: one GraphQL request per first load', () => {
  it("a route's own query brings the header's viewer; later routes leave it out", async () => {
    const { environment, router, requests } = renderRoute('/blog');
    expect(await accountLinks()).toEqual([]);
    await resolveQuery(environment, BlogListPageQuery, {}, { User: () => ({ name: 'Maria Souza' }) });
    expect((await screen.findByRole('link', { name: 'Maria Souza' })).getAttribute('href')).toBe('/user');
    expect(await accountLinks()).toEqual(['Apostas', 'Maria Souza', 'Sair']);
    expect(requests).toEqual(['BlogListPageQuery']);

    await act(() => router.navigate('/sports/scheduled/today'));
    expect(requests).toEqual(['BlogListPageQuery', 'SportsTodayPageQuery']);
    await waitFor(() =>
      expect(pendingOperation(environment, 'SportsTodayPageQuery').request.variables).toEqual({
        date: null,
        withViewer: false,
      }),
    );
    expect(await accountLinks()).toEqual(['Apostas', 'Maria Souza', 'Sair']);
  });

  it('shows the visitor links when the route query says nobody is signed in', async () => {
    const { environment, requests } = renderRoute('/blog');
    await resolveQuery(environment, BlogListPageQuery, {}, { Query: () => ({ viewer: null }) });
    expect(await screen.findByRole('link', { name: 'Entre' })).toBeTruthy();
    expect(await accountLinks()).toEqual(['Cadastre-se', 'Entre']);
    expect(requests).toEqual(['BlogListPageQuery']);
  });

  it("falls back to the visitor links when the route's query fails", async () => {
    const { environment } = renderRoute('/blog');
    await rejectQuery(environment, BlogListPageQuery);
    expect(await screen.findByRole('link', { name: 'Entre' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sair' })).toBeNull();
  });

  it("keeps the viewer a route's query brought beside a subject that could not be read, with no request more", async () => {
    const down = (viewer: unknown) =>
      new GraphQLRequestError(MESSAGES.upstreamUnavailable, 503, undefined, { blogPosts: null, viewer });
    const { environment, requests } = renderRoute('/blog');
    await act(async () =>
      environment.mock.reject(BlogListPageQuery, down({ id: 'VXNlcjox', name: 'Maria Souza' })),
    );
    expect(await screen.findByRole('link', { name: 'Maria Souza' })).toBeTruthy();
    expect(requests).toEqual(['BlogListPageQuery']);

    // A visitor's answer says so as well; an answer with no data at all shows the visitor's links (SPEC §8),
    // and the next route asks for the viewer again.
    for (const [error, read] of [
      [down(null), true],
      [new GraphQLRequestError(MESSAGES.upstreamUnavailable, 503), false],
    ] as const) {
      cleanup();
      const again = renderRoute('/blog');
      await act(async () => again.environment.mock.reject(BlogListPageQuery, error));
      expect(await accountLinks()).toEqual(['Cadastre-se', 'Entre']);
      expect(again.requests).toEqual(['BlogListPageQuery']);
      await act(() => again.router.navigate('/sports/scheduled/today'));
      await waitFor(() =>
        expect(pendingOperation(again.environment, 'SportsTodayPageQuery').request.variables.withViewer).toBe(
          !read,
        ),
      );
    }
  });

  it("takes the signed-in user from the dashboard's own query", async () => {
    const { environment, requests } = renderRoute('/');
    await resolveQuery(environment, BalancePageQuery, {}, { User: () => ({ name: 'Ana Lima' }) });
    expect(await screen.findByRole('link', { name: 'Ana Lima' })).toBeTruthy();
    expect(await accountLinks()).toEqual(['Apostas', 'Ana Lima', 'Sair']);
    // One request; the dashboard's live updates come over the socket.
    expect(requests.filter((name) => !name.endsWith('Subscription'))).toEqual(['BalancePageQuery']);
  });

  it('tells a user whose session ended under them so on /login, and a visitor nothing', async () => {
    const { environment, router } = renderRoute('/');
    await resolveQuery(environment, BalancePageQuery, {}, { User: () => ({ name: 'Ana Lima' }) });
    expect(await screen.findByRole('link', { name: 'Ana Lima' })).toBeTruthy();
    // The session expired: the next screen's query finds nobody signed in.
    await act(() => router.navigate('/bets'));
    await waitForOperation(environment, 'BetsPageQuery');
    await resolveOperation(environment, 'BetsPageQuery', { Query: () => ({ viewer: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(FRAME_MESSAGES.sessionEnded)).toBeTruthy();

    cleanup();
    const visitor = renderRoute('/bets');
    await waitForOperation(visitor.environment, 'BetsPageQuery');
    await resolveOperation(visitor.environment, 'BetsPageQuery', { Query: () => ({ viewer: null }) });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(FRAME_MESSAGES.sessionEnded)).toBeNull();
  });

  it('screens without a query of their own send only the header query', async () => {
    const { environment, requests } = renderRoute('/login');
    await resolveViewer(environment, null);
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(requests).toEqual(['RootLayoutQuery']);
  });
});
