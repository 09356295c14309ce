import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { hasPending, rejectOperation, resolveOperation, waitForOperation } from '../../test/operations.ts';
import { GraphQLRequestError } from '../../relay/fetch-graphql.ts';
import { renderRoute, resolveViewer } from '../../test/render-route.tsx';

async function openLogin() {
  const user = userEvent.setup();
  const view = renderRoute('/login');
  await resolveViewer(view.environment);
  await screen.findByRole('heading', { name: 'Entrar' });
  return { user, ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('/login', () => {
  it('has an e-mail field, a password with a show/hide toggle and the links', async () => {
    const { user } = await openLogin();
    expect(screen.getByLabelText('E-mail').getAttribute('type')).toBe('email');
    const password = screen.getByLabelText('Senha');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Criar uma conta' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says both fields are required before any try, the form checking them itself', async () => {
    await openLogin();
    for (const label of [COMMON_LABELS.email, COMMON_LABELS.password]) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-required')).toBe('true');
      expect(input.hasAttribute('required')).toBe(false);
    }
    // Its own pt-BR messages, not the browser's.
    expect(screen.getByLabelText<HTMLInputElement>(COMMON_LABELS.email).form?.noValidate).toBe(true);
  });

  it('asks for every field before calling the server', async () => {
    const { user, environment } = await openLogin();
    await fill(user, 'ana@exemplo.com', '');
    expect(screen.getByRole('alert').textContent).toBe('Por favor, preencha todos os campos');
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Senha').getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(hasPending(environment, 'LoginMutation')).toBe(false);
  });

  it('moves the focus to the first field it refused, and says the same error again on a second try', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const first = screen.getByRole('alert');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Senha'));
    // A new alert element, which a screen reader announces, with the same words.
    const second = screen.getByRole('alert');
    expect(second).not.toBe(first);
    expect(second.textContent).toBe('Por favor, preencha todos os campos');
  });

  it('asks for an e-mail address, as sign-up does, before calling the server', async () => {
    const { user, environment } = await openLogin();
    await fill(user, 'demo', 'bancada123');
    expect(screen.getByRole('alert').textContent).toBe('Por favor, insira um e-mail válido');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBeNull();
    expect(hasPending(environment, 'LoginMutation')).toBe(false);
  });

  it('says Usuário ou senha incorretos for wrong credentials', async () => {
    const { user, environment } = await openLogin();
    await fill(user, 'ana@exemplo.com', 'errada123');
    await resolveOperation(environment, 'LoginMutation', {
      LoginPayload: () => ({ viewer: null, errors: [{ code: 'INVALID_CREDENTIALS', message: 'x' }] }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Usuário ou senha incorretos');
  });

  it('says Erro ao fazer login for any other refusal, Ocorreu um erro when the call fails', async () => {
    const { user, environment } = await openLogin();
    await fill(user, 'ana@exemplo.com', 'senha123');
    await resolveOperation(environment, 'LoginMutation', {
      LoginPayload: () => ({ viewer: null, errors: [{ code: 'BAD_USER_INPUT', message: 'x' }] }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao fazer login. Tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await rejectOperation(environment, 'LoginMutation');
    expect((await screen.findByRole('alert')).textContent).toBe('Ocorreu um erro. Tente novamente.');
    // The Banca API down: the server answers, with an error and no data.
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const operation = await waitForOperation(environment, 'LoginMutation');
    await act(async () => {
      environment.mock.resolve(operation, {
        data: null,
        errors: [
          {
            message: 'Um serviço de dados está indisponível no momento.',
            path: ['login'],
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          },
        ],
      } as unknown as GraphQLSingularResponse);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao fazer login. Tente novamente.');
    // Too many requests from the address: the server's message, which says how long to wait.
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const limited = await waitForOperation(environment, 'LoginMutation');
    await act(async () => {
      environment.mock.reject(
        limited,
        new GraphQLRequestError('Muitas requisições. Aguarde um momento e tente novamente.', 429, 30),
      );
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas requisições. Aguarde um momento e tente novamente.',
    );
  });

  it('is busy while signing in, then goes to / and the header shows the user', async () => {
    const { user, environment, router } = await openLogin();
    await fill(user, ' ana@exemplo.com ', 'senha123');
    expect(screen.getByRole('button', { name: 'Entrando...' }).hasAttribute('disabled')).toBe(true);
    const variables = await resolveOperation(environment, 'LoginMutation', {
      LoginPayload: () => ({ errors: [] }),
      User: () => ({ name: 'Ana Lima' }),
    });
    expect(variables).toEqual({ input: { email: 'ana@exemplo.com', password: 'senha123' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The payload's viewer shows at once, while the dashboard's query asks for it again.
    expect((await screen.findByRole('link', { name: 'Ana Lima' })).getAttribute('href')).toBe('/user');
    expect(screen.getByRole('link', { name: 'Sair' })).toBeTruthy();
    await resolveOperation(environment, 'BalancePageQuery', { User: () => ({ name: 'Ana Lima' }) });
    expect(screen.getByRole('link', { name: 'Ana Lima' })).toBeTruthy();
    expect(hasPending(environment, 'RootLayoutQuery')).toBe(false);
  });
  it('sends a signed-in user to their bankroll instead of a form that would switch the session', async () => {
    const { environment, router } = renderRoute('/login');
    await resolveViewer(environment, 'Ana Lima');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The form's route stays on screen until the next one renders.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Entrar' })).toBeNull());
    await resolveOperation(environment, 'BalancePageQuery', { User: () => ({ name: 'Ana Lima' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha Banca' })).toBeTruthy();
  });
});
