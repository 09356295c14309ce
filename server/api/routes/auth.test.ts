import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BACKENDS,
  newAccount,
  newUser,
  noteSkippedPostgres,
  startTestApi,
  type TestApi,
} from '../test/harness.ts';
import type { AccountAnswer, IssuedToken, ListAnswer, StatementAnswer, UserAnswer } from '../test/answers.ts';

noteSkippedPostgres('auth');

/** Waits for the reset mail in the outbox (it is sent after the answer) and returns its link. */
async function resetLinkFor(api: TestApi, email: string): Promise<URL> {
  const outbox = path.join(api.dataDir, 'outbox');
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  return vi.waitFor(
    async () => {
      const files = (await readdir(outbox).catch(() => [] as string[]))
        .filter((f) => f.endsWith(`-${safe}.eml`))
        .sort();
      const mail = files.length ? await readFile(path.join(outbox, files.at(-1)!), 'utf8') : '';
      // Quoted-printable soft line breaks may split a long link.
      const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(text);
      if (!match) throw new Error(`no reset mail for ${email}`);
      return new URL(match[1]);
    },
    { timeout: 5000, interval: 10 },
  );
}

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`auth and user endpoints (${backend.name})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(backend, { seedDemo: true });
    });
    afterAll(async () => {
      await api?.dispose();
    });

    it('logs the seeded demo user in and returns an opaque bearer token', async () => {
      const answer = await api.call<IssuedToken>('POST', '/login', {
        json: { email: 'demo@bancada.com.br', password: 'bancada123' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.body.token_type).toBe('Bearer');
      expect(new Date(answer.body.expires_at).getTime()).toBeGreaterThan(Date.now());
      const me = await api.call<UserAnswer>('GET', '/user', { token: answer.body.access_token });
      expect(me.status).toBe(200);
      const anyId: unknown = expect.any(Number);
      expect(me.body).toEqual({ id: anyId, name: 'Usuário Demo', email: 'demo@bancada.com.br' });
      const accounts = await api.call<ListAnswer>('GET', '/account/balance/1', {
        token: answer.body.access_token,
      });
      expect(accounts.body.result.length).toBeGreaterThanOrEqual(3);
      const inactive = await api.call<ListAnswer>('GET', '/account/balance/0', {
        token: answer.body.access_token,
      });
      expect(inactive.body.result.length).toBeGreaterThanOrEqual(1);
    });

    it('login: wrong password and unknown e-mail give the same 401; empty fields 422', async () => {
      const wrong = await api.call<IssuedToken>('POST', '/login', {
        json: { email: 'demo@bancada.com.br', password: 'errada' },
      });
      const unknown = await api.call<IssuedToken>('POST', '/login', {
        json: { email: 'ninguem@bancada.com.br', password: 'errada' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Usuário ou senha incorretos', code: 'INVALID_CREDENTIALS' });
      expect(unknown.body).toEqual(wrong.body);
      // A password longer than any account can have is wrong the same way (never hashed).
      const huge = await api.call<IssuedToken>('POST', '/login', {
        json: { email: 'demo@bancada.com.br', password: 'x'.repeat(50_000) },
      });
      expect({ status: huge.status, body: huge.body }).toEqual({ status: 401, body: wrong.body });
      for (const json of [
        {},
        { email: 'demo@bancada.com.br' },
        { password: 'x' },
        { email: '', password: '' },
      ]) {
        const answer = await api.call<IssuedToken>('POST', '/login', { json });
        expect(answer.status).toBe(422);
        expect(answer.body.message).toBe('Por favor, preencha todos os campos');
      }
    });

    it('signup: creates a user, logs them in, and validates each field', async () => {
      const email = `Nova.Pessoa.${Date.now()}@Exemplo.com.br`;
      const ok = await api.call<IssuedToken>('POST', '/signup', {
        json: { name: '  Nova Pessoa ', email, password: 'segredo123', password_confirmation: 'segredo123' },
      });
      expect(ok.status).toBe(201);
      const me = await api.call<UserAnswer>('GET', '/user', { token: ok.body.access_token });
      expect(me.body).toMatchObject({ name: 'Nova Pessoa', email: email.toLowerCase() });

      const again = await api.call<IssuedToken>('POST', '/signup', {
        json: {
          name: 'Outra',
          email: email.toUpperCase(),
          password: 'segredo123',
          password_confirmation: 'segredo123',
        },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Este e-mail já está cadastrado.');

      const cases: Array<[Record<string, unknown>, string, string]> = [
        [
          { email: 'a@b.co', password: 'segredo123', password_confirmation: 'segredo123' },
          'name',
          'Por favor, preencha todos os campos',
        ],
        [
          { name: 'A', email: 'sem-arroba', password: 'segredo123', password_confirmation: 'segredo123' },
          'email',
          'Por favor, insira um e-mail válido',
        ],
        [
          // Too long and malformed at once: said once.
          { name: 'A', email: 'x'.repeat(300), password: 'segredo123', password_confirmation: 'segredo123' },
          'email',
          'Por favor, insira um e-mail válido',
        ],
        [
          { name: 'A', email: 'a@b.co', password: 'curta', password_confirmation: 'curta' },
          'password',
          'A senha deve ter no mínimo 8 caracteres',
        ],
        [
          { name: 'A', email: 'a@b.co', password: 'segredo123', password_confirmation: 'outra12345' },
          'password_confirmation',
          'As senhas não coincidem',
        ],
        [
          { name: 'A', email: 'a@b.co', password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
          'password',
          'A senha deve ter no máximo 128 caracteres',
        ],
      ];
      for (const [json, field, message] of cases) {
        const answer = await api.call<IssuedToken>('POST', '/signup', { json });
        expect(answer.status, JSON.stringify(json)).toBe(422);
        expect(answer.body.errors?.[field]).toEqual([message]);
      }
    });

    it('401 without a token, with an unknown one, and after logout', async () => {
      const none = await api.call<UserAnswer>('GET', '/user');
      expect(none.status).toBe(401);
      expect(none.body.message).toBe('Token de autenticação não encontrado.');
      const bogus = await api.call<UserAnswer>('GET', '/user', { token: 'nao-existe' });
      expect(bogus.status).toBe(401);
      expect(bogus.body.message).toBe('Sessão expirada. Entre novamente.');
      expect(bogus.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      const malformed = await api.call<UserAnswer>('GET', '/user', {
        headers: { authorization: 'Basic abc' },
      });
      expect(malformed.status).toBe(401);

      const { token } = await newUser(api);
      expect((await api.call<unknown>('POST', '/logout', { token })).status).toBe(204);
      const revoked = await api.call<UserAnswer>('GET', '/user', { token });
      expect(revoked.status).toBe(401);
      expect(revoked.body.message).toBe('Sessão expirada. Entre novamente.');
      expect((await api.call<unknown>('POST', '/logout')).status).toBe(401);
    });

    it('PUT /user/update changes the password (JSON or form) and revokes every session and reset link', async () => {
      const { token, email } = await newUser(api);
      const other = (
        await api.call<IssuedToken>('POST', '/login', { json: { email, password: 'senha-segura-1' } })
      ).body.access_token;
      expect((await api.call<unknown>('POST', '/password/forgot', { json: { email } })).status).toBe(200);
      const link = await resetLinkFor(api, email);

      const invalid: Array<[Record<string, string>, string]> = [
        [{}, 'Por favor, preencha todos os campos'],
        [{ password: 'novasenha' }, 'Por favor, preencha todos os campos'],
        [{ password: 'abc', confirm_password: 'abc' }, 'A senha deve ter no mínimo 6 caracteres'],
        [{ password: 'novasenha', confirm_password: 'outrasenha' }, 'As senhas não coincidem'],
      ];
      for (const [fields, message] of invalid) {
        const answer = await api.call<unknown>('PUT', '/user/update', {
          token,
          body: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(answer.status).toBe(422);
        expect(answer.body.message).toBe(message);
      }

      const ok = await api.call<unknown>('PUT', '/user/update', {
        token,
        body: new URLSearchParams({ password: 'novasenha', confirm_password: 'novasenha' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(ok.status).toBe(200);
      expect(typeof ok.body.message).toBe('string');
      expect((await api.call<UserAnswer>('GET', '/user', { token })).status).toBe(401);
      expect((await api.call<UserAnswer>('GET', '/user', { token: other })).status).toBe(401);
      expect(
        (await api.call<IssuedToken>('POST', '/login', { json: { email, password: 'senha-segura-1' } }))
          .status,
      ).toBe(401);
      const relogin = await api.call<IssuedToken>('POST', '/login', {
        json: { email, password: 'novasenha' },
      });
      expect(relogin.status).toBe(200);
      // A link mailed before the change no longer sets a password.
      const stale = await api.call<unknown>('POST', '/password/reset', {
        json: {
          email,
          token: link.searchParams.get('token'),
          password: 'pelo-link',
          password_confirmation: 'pelo-link',
        },
      });
      expect(stale.status).toBe(422);
      expect(stale.body.message).toBe('Link de redefinição inválido ou expirado.');

      const json = await api.call<unknown>('PUT', '/user/update', {
        token: relogin.body.access_token,
        json: { password: 'terceira', password_confirmation: 'terceira' },
      });
      expect(json.status).toBe(200);
    });

    it('PUT /account/reset needs the password and deletes only this user’s accounts', async () => {
      const { token } = await newUser(api);
      const { token: otherToken } = await newUser(api);
      const mine = await newAccount(api, token);
      await api.call<AccountAnswer>('PUT', `/account/deposit/${mine}`, { token, json: { amount: '50.00' } });
      const theirs = await newAccount(api, otherToken);

      const empty = await api.call<unknown>('PUT', '/account/reset', { token, json: {} });
      expect(empty.status).toBe(422);
      expect(empty.body).toMatchObject({
        message: 'Por favor, insira sua senha.',
        error: 'Por favor, insira sua senha.',
      });
      const wrong = await api.call<unknown>('PUT', '/account/reset', { token, json: { password: 'errada' } });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ message: 'Senha incorreta.', error: 'Senha incorreta.' });

      const ok = await api.call<unknown>('PUT', '/account/reset', {
        token,
        json: { password: 'senha-segura-1' },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('Contas resetadas com sucesso!');
      expect((await api.call<ListAnswer>('GET', '/account/balance/1', { token })).body.result).toEqual([]);
      expect((await api.call<StatementAnswer>('GET', `/account/statement/${mine}`, { token })).status).toBe(
        404,
      );
      expect(
        (await api.call<StatementAnswer>('GET', `/account/statement/${theirs}`, { token: otherToken }))
          .status,
      ).toBe(200);
      expect((await api.call<UserAnswer>('GET', '/user', { token })).status).toBe(200);
    });

    it('DELETE /user/delete needs the password, then removes the user and all their data', async () => {
      const { token, email } = await newUser(api);
      await newAccount(api, token);
      const empty = await api.call<unknown>('DELETE', '/user/delete', { token, json: {} });
      expect(empty.status).toBe(422);
      expect(empty.body.message).toBe('Por favor, insira sua senha.');
      // Form-encoded: the API reads the password from a form body too.
      const deleteWith = (password: string) =>
        api.call<unknown>('DELETE', '/user/delete', {
          token,
          body: `password=${password}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const wrong = await deleteWith('errada');
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('Senha incorreta.');
      const ok = await deleteWith('senha-segura-1');
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('Conta excluída com sucesso.');
      expect((await api.call<UserAnswer>('GET', '/user', { token })).status).toBe(401);
      expect(
        (await api.call<IssuedToken>('POST', '/login', { json: { email, password: 'senha-segura-1' } }))
          .status,
      ).toBe(401);
      // The e-mail is free again: nothing of the old user is left.
      const again = await api.call<IssuedToken>('POST', '/signup', {
        json: {
          name: 'De Volta',
          email,
          password: 'senha-segura-1',
          password_confirmation: 'senha-segura-1',
        },
      });
      expect(again.status).toBe(201);
      expect(
        (await api.call<ListAnswer>('GET', '/account/balance/1', { token: again.body.access_token })).body
          .result,
      ).toEqual([]);
    });

    it('forgot and reset password: same answer for unknown e-mails, single-use link, sessions revoked', async () => {
      const { token, email } = await newUser(api);
      const unknown = await api.call<unknown>('POST', '/password/forgot', {
        json: { email: 'ninguem@exemplo.com.br' },
      });
      const known = await api.call<unknown>('POST', '/password/forgot', { json: { email } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual({
        message: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
      });
      expect(unknown.body).toEqual(known.body);
      expect(
        (await api.call<unknown>('POST', '/password/forgot', { json: { email: 'invalido' } })).status,
      ).toBe(422);
      expect((await api.call<unknown>('POST', '/password/forgot', { json: {} })).status).toBe(422);

      const link = await resetLinkFor(api, email);
      expect(link.pathname).toBe('/reset-password');
      expect(link.searchParams.get('email')).toBe(email);
      const resetToken = link.searchParams.get('token')!;

      const mismatch = await api.call<unknown>('POST', '/password/reset', {
        json: { email, token: resetToken, password: 'nova-senha', password_confirmation: 'outra-senha' },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.message).toBe('As senhas não coincidem');
      const short = await api.call<unknown>('POST', '/password/reset', {
        json: { email, token: resetToken, password: 'abc', password_confirmation: 'abc' },
      });
      expect(short.body.message).toBe('A senha deve ter no mínimo 6 caracteres');
      const badToken = await api.call<unknown>('POST', '/password/reset', {
        json: { email, token: 'x'.repeat(43), password: 'nova-senha', password_confirmation: 'nova-senha' },
      });
      expect(badToken.status).toBe(422);
      expect(badToken.body.message).toBe('Link de redefinição inválido ou expirado.');

      const body = { email, token: resetToken, password: 'nova-senha', password_confirmation: 'nova-senha' };
      const ok = await api.call<unknown>('POST', '/password/reset', { json: body });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('Senha redefinida com sucesso.');
      expect((await api.call<UserAnswer>('GET', '/user', { token })).status).toBe(401);
      expect(
        (await api.call<IssuedToken>('POST', '/login', { json: { email, password: 'nova-senha' } })).status,
      ).toBe(200);

      const reused = await api.call<unknown>('POST', '/password/reset', {
        json: { ...body, password: 'terceira', password_confirmation: 'terceira' },
      });
      expect(reused.status).toBe(422);
      expect(reused.body.message).toBe('Link de redefinição inválido ou expirado.');
    });
  });
}
