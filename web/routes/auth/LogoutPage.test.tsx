import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UserRouteQuery from '../../relay/__generated__/UserRouteQuery.graphql.ts';
import { hasPending, rejectOperation, resolveOperation, waitForOperation } from '../../test/operations.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { slipLeg, storedSlip } from '../../test/slip-fixtures.ts';
import { addToSlip, forgetSlips } from '../bets/bet-slip.ts';
import { LOGOUT_INTENT } from './logout-intent.ts';
import { isExternal, loadPage } from './logout-redirect.ts';

vi.mock('./logout-redirect.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./logout-redirect.ts')>()),
  loadPage: vi.fn(),
}));

afterEach(() => {
  vi.mocked(loadPage).mockClear();
  forgetSlips();
});

const SLIP_LEG = slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.85');

/** Loaded directly, the route asks for the header's viewer: a signed-in user. */
const signedIn = (environment: Parameters<typeof resolveOperation>[0]) =>
  resolveOperation(environment, 'RootLayoutQuery', { User: () => ({ id: 'VXNlcjox', name: 'Ana Lima' }) });

async function confirm() {
  const button = await screen.findByRole('button', { name: 'Sim, sair' });
  act(() => button.click());
}

describe('/logout', () => {
  it("ends the session, then goes to the server's redirect path in the app, with the visitor header", async () => {
    // A bet slip (cupom) left in this browser's storage by the user.
    addToSlip(SLIP_LEG);
    // Signed in on the profile screen, whose query brings the header's viewer.
    const { environment, router } = renderRoute('/user');
    await resolveQuery(environment, UserRouteQuery, {}, { User: () => ({ name: 'Ana Lima' }) });
    expect(await screen.findByRole('link', { name: 'Ana Lima' })).toBeTruthy();
    await act(() => router.navigate('/logout', { state: LOGOUT_INTENT }));
    expect(await screen.findByText('Saindo...')).toBeTruthy();
    // The logout is the screen's only request: the header does not ask for the viewer.
    expect(hasPending(environment, 'RootLayoutQuery')).toBe(false);
    await resolveOperation(environment, 'LogoutMutation', {
      LogoutPayload: () => ({ errors: [], redirectUrl: '/blog' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(loadPage).not.toHaveBeenCalled();
    // The user is forgotten at once; the next screen's query asks the server for the viewer again.
    expect(await screen.findByRole('link', { name: 'Entre' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ana Lima' })).toBeNull();
    expect((await waitForOperation(environment, 'BlogListPageQuery')).request.variables).toEqual({
      withViewer: true,
    });
    // The next person to sign in on this browser does not find the user's selections.
    expect(storedSlip()).toEqual({ user: null, visitor: [] });
  });

  it('asks first when /logout is loaded directly (a link from another site), and ends nothing until then', async () => {
    const { environment, router } = renderRoute('/logout');
    await signedIn(environment);
    expect(await screen.findByRole('heading', { name: 'Sair da conta' })).toBeTruthy();
    expect(hasPending(environment, 'LogoutMutation')).toBe(false);
    act(() => screen.getByRole('link', { name: 'Não, voltar' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(hasPending(environment, 'LogoutMutation')).toBe(false);
  });

  it('sends a visitor, who has no session to end, on to the sign-in without asking', async () => {
    const { environment, router } = renderRoute('/logout');
    await resolveOperation(environment, 'RootLayoutQuery', { Query: () => ({ viewer: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(hasPending(environment, 'LogoutMutation')).toBe(false);
  });

  it('ends the session once the user confirms', async () => {
    const { environment, router } = renderRoute('/logout');
    await signedIn(environment);
    await confirm();
    await screen.findByText('Saindo...');
    await resolveOperation(environment, 'LogoutMutation', {
      LogoutPayload: () => ({ errors: [], redirectUrl: '/' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('loads the whole page when the redirect address is another site', async () => {
    const { environment, router } = renderRoute('/logout');
    await signedIn(environment);
    await confirm();
    await screen.findByText('Saindo...');
    await resolveOperation(environment, 'LogoutMutation', {
      LogoutPayload: () => ({ errors: [], redirectUrl: 'https://www.bancada.com.br/' }),
    });
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('https://www.bancada.com.br/'));
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('still leaves, for the home page, when the server cannot be reached', async () => {
    const { environment, router } = renderRoute('/logout');
    await signedIn(environment);
    await confirm();
    await screen.findByText('Saindo...');
    await rejectOperation(environment, 'LogoutMutation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('tells an address on another site from a path of this one', () => {
    expect(isExternal('/', 'https://bancada.app')).toBe(false);
    expect(isExternal('https://bancada.app/inicio', 'https://bancada.app')).toBe(false);
    expect(isExternal('https://www.bancada.com.br', 'https://bancada.app')).toBe(true);
  });
});
