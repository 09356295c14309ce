import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hasPending, rejectOperation, resolveOperation } from '../../test/operations.ts';
import { renderRoute, resolveViewer } from '../../test/render-route.tsx';

type User = ReturnType<typeof userEvent.setup>;

async function openSignup() {
  const user = userEvent.setup();
  const view = renderRoute('/signup');
  await resolveViewer(view.environment);
  await screen.findByRole('heading', { name: 'Cadastro' });
  return { user, ...view };
}

async function submit(user: User, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values))
    if (value) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
}

const valid = {
  Nome: 'Ana Lima',
  'E-mail': 'ana@exemplo.com',
  Senha: 'senha1234',
  'Repetir Senha': 'senha1234',
};

describe('/signup', () => {
  it.each([
    [{ ...valid, Nome: '' }, 'Por favor, preencha todos os campos', 'Nome'],
    [{ ...valid, 'E-mail': 'ana@exemplo' }, 'Por favor, insira um e-mail válido', 'E-mail'],
    [
      { ...valid, Senha: 'curta12', 'Repetir Senha': 'curta12' },
      'A senha deve ter no mínimo 8 caracteres',
      'Senha',
    ],
    [{ ...valid, 'Repetir Senha': 'senha12345' }, 'As senhas não coincidem', 'Repetir Senha'],
  ])('validates before calling the server: %#', async (values, message, invalidField) => {
    const { user, environment } = await openSignup();
    await submit(user, values);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByLabelText(invalidField).getAttribute('aria-invalid')).toBe('true');
    expect(hasPending(environment, 'SignupMutation')).toBe(false);
  });

  it('disables the fields and reads Cadastrando... while submitting, then goes to /', async () => {
    const { user, environment, router } = await openSignup();
    await submit(user, valid);
    expect(screen.getByRole('button', { name: 'Cadastrando...' }).hasAttribute('disabled')).toBe(true);
    for (const label of Object.keys(valid))
      expect(screen.getByLabelText(label).hasAttribute('disabled')).toBe(true);
    const variables = await resolveOperation(environment, 'SignupMutation', {
      SignupPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({
      name: 'Ana Lima',
      email: 'ana@exemplo.com',
      password: 'senha1234',
      passwordConfirmation: 'senha1234',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's message, else Erro ao criar conta", async () => {
    const { user, environment } = await openSignup();
    await submit(user, valid);
    await resolveOperation(environment, 'SignupMutation', {
      SignupPayload: () => ({
        viewer: null,
        errors: [{ code: 'CONFLICT', field: 'email', message: 'Este e-mail já está cadastrado.' }],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Este e-mail já está cadastrado.');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await rejectOperation(environment, 'SignupMutation');
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao criar conta. Tente novamente.');
  });
  it('sends a signed-in user to their bankroll instead of a form that would switch the session', async () => {
    const { environment, router } = renderRoute('/signup');
    await resolveViewer(environment, 'Ana Lima');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The form's route stays on screen until the next one renders.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cadastro' })).toBeNull());
    await resolveOperation(environment, 'BalancePageQuery', { User: () => ({ name: 'Ana Lima' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha Banca' })).toBeTruthy();
  });
});
