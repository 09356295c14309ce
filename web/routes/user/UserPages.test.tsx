import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BalancePageQuery from '../../relay/__generated__/BalancePageQuery.graphql.ts';
import UserRouteQuery from '../../relay/__generated__/UserRouteQuery.graphql.ts';
import { hasPending, rejectOperation, resolveOperation } from '../../test/operations.ts';
import { renderRoute, resolveQuery } from '../../test/render-route.tsx';

async function open(path: string, heading: string) {
  const user = userEvent.setup();
  const view = renderRoute(path);
  await resolveQuery(view.environment, UserRouteQuery, {});
  await screen.findByRole('heading', { name: heading });
  return { user, ...view };
}

afterEach(() => vi.restoreAllMocks());

describe('/user', () => {
  it('has the links and validates the new password', async () => {
    const { user, environment } = await open('/user', 'Editar Perfil');
    expect((await screen.findByRole('link', { name: 'Reiniciar Banca' })).getAttribute('href')).toBe(
      '/user/reset',
    );
    expect(screen.getByRole('link', { name: 'Deletar Conta' }).getAttribute('href')).toBe('/user/delete');
    const save = () => user.click(screen.getByRole('button', { name: 'Alterar Dados' }));
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Por favor, preencha todos os campos');
    await user.type(screen.getByLabelText('Nova senha'), '12345');
    await user.type(screen.getByLabelText('Repetir nova senha'), '12346');
    await save();
    expect(screen.getByRole('alert').textContent).toBe('As senhas não coincidem');
    await user.clear(screen.getByLabelText('Repetir nova senha'));
    await user.type(screen.getByLabelText('Repetir nova senha'), '12345');
    await save();
    expect(screen.getByRole('alert').textContent).toBe('A senha deve ter no mínimo 6 caracteres');
    expect(hasPending(environment, 'ChangePasswordMutation')).toBe(false);
  });

  it('changes the password and goes to /logout; shows the errors', async () => {
    const { user, environment, router } = await open('/user', 'Editar Perfil');
    await user.type(await screen.findByLabelText('Nova senha'), 'nova1234');
    await user.type(screen.getByLabelText('Repetir nova senha'), 'nova1234');
    await user.click(screen.getByRole('button', { name: 'Alterar Dados' }));
    expect(screen.getByRole('button', { name: 'Salvando...' }).hasAttribute('disabled')).toBe(true);
    await resolveOperation(environment, 'ChangePasswordMutation', {
      ChangePasswordPayload: () => ({ errors: [{ message: '' }] }),
    });
    expect(screen.getByRole('alert').textContent).toBe('Erro ao atualizar usuário');
    await user.click(screen.getByRole('button', { name: 'Alterar Dados' }));
    await rejectOperation(environment, 'ChangePasswordMutation');
    expect(screen.getByRole('alert').textContent).toBe('Ocorreu um erro. Tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Alterar Dados' }));
    const variables = await resolveOperation(environment, 'ChangePasswordMutation', {
      ChangePasswordPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({ password: 'nova1234', passwordConfirmation: 'nova1234' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    // Signed out, the user lands on the login page, which says why they must sign in again.
    await resolveOperation(environment, 'LogoutMutation', {
      LogoutPayload: () => ({ errors: [], redirectUrl: '/' }),
    });
    await resolveQuery(environment, BalancePageQuery, {}, { Query: () => ({ viewer: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Senha alterada com sucesso. Entre com a nova senha.',
    );
  });

  it('sends a visitor to /login', async () => {
    const { environment, router } = renderRoute('/user');
    await resolveQuery(environment, UserRouteQuery, {}, { Query: () => ({ viewer: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('/user/reset', () => {
  it('asks for the password, then for confirmation, and is busy while resetting', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, environment, router } = await open('/user/reset', 'Reiniciar minhas contas');
    await user.click(await screen.findByRole('button', { name: 'Sim, quero excluir' }));
    // What goes is said before the password is asked.
    expect(screen.getByText(/^Apaga todas as suas contas, com os extratos e as apostas/)).toBeTruthy();
    expect(alert).toHaveBeenLastCalledWith('Por favor, insira sua senha.');
    expect(confirm).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Sim, quero excluir' }));
    expect(confirm).toHaveBeenLastCalledWith('Tem certeza que deseja excluir todas as contas?');
    expect(hasPending(environment, 'ResetBankrollMutation')).toBe(false);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Sim, quero excluir' }));
    expect(screen.getByRole('button', { name: 'Aguarde...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Não, voltar' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Senha').hasAttribute('disabled')).toBe(true);
    await rejectOperation(environment, 'ResetBankrollMutation');
    expect(alert).toHaveBeenLastCalledWith('Erro ao resetar contas. Tente novamente.');

    await user.click(screen.getByRole('button', { name: 'Sim, quero excluir' }));
    const variables = await resolveOperation(environment, 'ResetBankrollMutation', {
      ResetBankrollPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({ password: 'senha123' });
    expect(alert).toHaveBeenLastCalledWith('Contas resetadas com sucesso!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("goes back to / and shows the server's reason for a refusal", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, environment, router } = await open('/user/reset', 'Reiniciar minhas contas');
    await user.type(await screen.findByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Sim, quero excluir' }));
    await resolveOperation(environment, 'ResetBankrollMutation', {
      ResetBankrollPayload: () => ({ bankroll: null, errors: [{ message: 'Senha incorreta.' }] }),
    });
    expect(alert).toHaveBeenLastCalledWith('Senha incorreta.');
    await user.click(screen.getByRole('button', { name: 'Não, voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/user/delete', () => {
  it('confirms, deletes and goes to /logout; failures alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, environment, router } = await open('/user/delete', 'Excluir minha conta');
    await user.click(await screen.findByRole('button', { name: 'Sim, quero excluir' }));
    expect(screen.getByText(/^Apaga seu usuário, com todas as contas, extratos e apostas/)).toBeTruthy();
    expect(alert).toHaveBeenLastCalledWith('Por favor, insira sua senha.');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Sim, quero excluir' }));
    expect(confirm).toHaveBeenLastCalledWith('Tem certeza que deseja excluir sua conta?');
    expect(screen.getByRole('button', { name: 'Aguarde...' }).hasAttribute('disabled')).toBe(true);
    await rejectOperation(environment, 'DeleteUserMutation');
    expect(alert).toHaveBeenLastCalledWith('Erro ao excluir sua conta. Tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Sim, quero excluir' }));
    await resolveOperation(environment, 'DeleteUserMutation', {
      DeleteUserPayload: () => ({ errors: [{ message: 'Erro ao excluir conta' }] }),
    });
    expect(alert).toHaveBeenLastCalledWith('Erro ao excluir conta');
    await user.click(screen.getByRole('button', { name: 'Sim, quero excluir' }));
    const variables = await resolveOperation(environment, 'DeleteUserMutation', {
      DeleteUserPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toEqual({ password: 'senha123' });
    expect(alert).toHaveBeenLastCalledWith('Contas Excluída com sucesso!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });
});
