import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hasPending, rejectOperation, resolveOperation } from '../../test/operations.ts';
import { renderRoute, resolveQuery, resolveViewer } from '../../test/render-route.tsx';
import BalancePageQuery from '../../relay/__generated__/BalancePageQuery.graphql.ts';

async function open(path: string, heading: string) {
  const user = userEvent.setup();
  const view = renderRoute(path);
  await resolveViewer(view.environment);
  await screen.findByRole('heading', { name: heading });
  return { user, ...view };
}

describe('/forgot-password', () => {
  it('requires an e-mail, then sends the link and shows the success on /login', async () => {
    const { user, environment, router } = await open('/forgot-password', 'Esqueceu a senha?');
    expect(screen.getByLabelText('E-mail').getAttribute('type')).toBe('email');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByRole('alert').textContent).toBe('Por favor, informe seu e-mail');
    expect(hasPending(environment, 'RequestPasswordResetMutation')).toBe(false);
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByRole('button', { name: 'Enviando...' }).hasAttribute('disabled')).toBe(true);
    const variables = await resolveOperation(environment, 'RequestPasswordResetMutation', {
      RequestPasswordResetPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({ email: 'ana@exemplo.com' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Link enviado com sucesso. Verifique seu e-mail.',
    );
  });

  it('says Erro ao enviar o link. when the server refuses or cannot be reached', async () => {
    const { user, environment } = await open('/forgot-password', 'Esqueceu a senha?');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await resolveOperation(environment, 'RequestPasswordResetMutation', {
      RequestPasswordResetPayload: () => ({ errors: [{ code: 'RATE_LIMITED', message: 'x' }] }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao enviar o link.');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await rejectOperation(environment, 'RequestPasswordResetMutation');
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao enviar o link.');
  });
});

describe('/reset-password', () => {
  const path = '/reset-password?email=ana%40exemplo.com&token=abc123';

  it('validates, sends e-mail and token from the link, goes to / on success and tells a visitor on /login', async () => {
    const { user, environment, router } = await open(path, 'Redefinir senha');
    const password = screen.getByLabelText('Nova senha');
    const repeat = screen.getByLabelText('Repetir nova senha');
    expect(password.getAttribute('minlength')).toBe('6');
    const save = () => user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Por favor, preencha todos os campos');
    await user.type(password, 'nova123');
    await user.type(repeat, 'nova124');
    await save();
    expect(screen.getByRole('alert').textContent).toBe('As senhas não coincidem');
    expect(hasPending(environment, 'ResetPasswordMutation')).toBe(false);
    await user.clear(repeat);
    await user.type(repeat, 'nova123');
    // Every place the app goes: '/' sends a signed-out visitor on to /login, at once when the home route's
    // code is already loaded (another suite of the worker loaded it), so the last location alone says little.
    const visited: string[] = [];
    const stopWatching = router.subscribe((state) => visited.push(state.location.pathname));
    await save();
    const variables = await resolveOperation(environment, 'ResetPasswordMutation', {
      ResetPasswordPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({
      email: 'ana@exemplo.com',
      token: 'abc123',
      password: 'nova123',
      passwordConfirmation: 'nova123',
    });
    await waitFor(() => expect(visited).toContain('/'));
    stopWatching();
    // A visitor (the reset signs no one in) is sent on to /login, which says the password changed. The home
    // page asks who is signed in, unless the store already knows (the layout's viewer: nobody).
    await waitFor(async () => {
      if (hasPending(environment, 'BalancePageQuery'))
        await resolveQuery(environment, BalancePageQuery, {}, { Query: () => ({ viewer: null }) });
      expect(router.state.location.pathname).toBe('/login');
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Senha redefinida com sucesso. Entre com a nova senha.',
    );
  });

  it('says Erro ao redefinir senha. when refused and Ocorreu um erro when the call fails', async () => {
    const { user, environment } = await open(path, 'Redefinir senha');
    await user.type(screen.getByLabelText('Nova senha'), 'nova123');
    await user.type(screen.getByLabelText('Repetir nova senha'), 'nova123');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    await resolveOperation(environment, 'ResetPasswordMutation', {
      ResetPasswordPayload: () => ({ errors: [{ code: 'BAD_USER_INPUT', message: 'Token expirado' }] }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao redefinir senha.');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    await rejectOperation(environment, 'ResetPasswordMutation');
    expect((await screen.findByRole('alert')).textContent).toBe('Ocorreu um erro. Tente novamente.');
  });

  it('on a link the API refuses (used or expired) says what happened and offers a new one', async () => {
    const { user, environment } = await open(path, 'Redefinir senha');
    await user.type(screen.getByLabelText('Nova senha'), 'nova123');
    await user.type(screen.getByLabelText('Repetir nova senha'), 'nova123');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    await resolveOperation(environment, 'ResetPasswordMutation', {
      ResetPasswordPayload: () => ({
        errors: [
          { code: 'BAD_USER_INPUT', field: 'token', message: 'Link de redefinição inválido ou expirado.' },
        ],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao redefinir senha. Este link de redefinição é inválido, já foi usado ou expirou ' +
        '(cada link vale uma vez, por 60 minutos).',
    );
    // The passwords were fine: nothing is marked invalid.
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    // The form it was on is gone: the way on takes the focus, rather than the page.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Pedir um novo link' }));
  });

  it('explains a link without e-mail or token', async () => {
    await open('/reset-password?email=ana%40exemplo.com', 'Redefinir senha');
    expect(screen.getByRole('alert').textContent).toBe('Link de redefinição inválido ou incompleto.');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
