import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';
import {
  SIGNUP,
  signUp,
  startHarness,
  typed,
  uniqueEmail,
  type Harness,
  type UserError,
} from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ logoutRedirectUrl: 'https://www.bancada.com.br/' });
});
afterAll(() => h.close());

interface Viewer {
  id: string;
  name: string;
  email: string;
}
/** A payload of the password and account mutations. */
interface MessagePayload {
  message: string | null;
  errors: UserError[];
}

const LOGIN = typed<{
  login: { token: string | null; expiresAt: string | null; viewer: Viewer | null; errors: UserError[] };
}>(
  `mutation Login($input: LoginInput!) {
  login(input: $input) { token expiresAt viewer { id name email } errors { code field message } }
}`,
);
const VIEWER = typed<{ viewer: Viewer | null }>(`{ viewer { id name email } }`);
const LOGOUT = typed<{ logout: { errors: UserError[]; viewer: null; redirectUrl: string | null } }>(
  `mutation { logout { errors { message } viewer { id } redirectUrl } }`,
);

describe('signup', () => {
  it('creates the user and, for an integrator, returns the token and no cookie', async () => {
    const email = uniqueEmail();
    const answer = await h.gql(SIGNUP, {
      input: { name: 'Ana Souza', email, password: 'segredo123', passwordConfirmation: 'segredo123' },
    });
    const payload = answer.body.data.signup;
    expect(payload.errors).toEqual([]);
    expect(payload.viewer).toMatchObject({ name: 'Ana Souza', email });
    expect(payload.token).toMatch(/.{20,}/);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const me = await h.gql(VIEWER, {}, { token: payload.token ?? undefined });
    expect(me.body.data.viewer).toMatchObject({ name: 'Ana Souza', email });
  });

  it('answers typed field errors with the pt-BR texts', async () => {
    const empty = await h.gql(SIGNUP, {
      input: { name: '', email: '', password: '', passwordConfirmation: '' },
    });
    expect(empty.body.data.signup.errors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'name', message: 'Por favor, preencha todos os campos' },
      { code: 'BAD_USER_INPUT', field: 'email', message: 'Por favor, preencha todos os campos' },
      { code: 'BAD_USER_INPUT', field: 'password', message: 'Por favor, preencha todos os campos' },
    ]);
    const bad = await h.gql(SIGNUP, {
      input: { name: 'X', email: 'sem-arroba', password: 'segredo123', passwordConfirmation: 'outra1234' },
    });
    const messages = bad.body.data.signup.errors.map((e) => e.message);
    expect(messages).toContain('Por favor, insira um e-mail válido');
    expect(bad.body.data.signup.token).toBeNull();

    const { email } = await signUp(h);
    const taken = await h.gql(SIGNUP, {
      input: { name: 'Outro', email, password: 'segredo123', passwordConfirmation: 'segredo123' },
    });
    expect(taken.body.data.signup.errors).toEqual([
      { code: 'CONFLICT', field: 'email', message: 'Este e-mail já está cadastrado.' },
    ]);
  });
});

describe('login and cookie sessions', () => {
  it('sets an HttpOnly SameSite=Lax cookie for the web app, never a token, and reads the viewer through it', async () => {
    const { email, password } = await signUp(h, 'Bia Lima');
    const browser = h.browser();
    const answer = await browser.gql(LOGIN, { input: { email, password } });
    expect(answer.body.data.login).toMatchObject({ token: null, errors: [], viewer: { name: 'Bia Lima' } });
    const [cookie] = browser.setCookies;
    expect(cookie).toMatch(/^bancada_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    // PUBLIC_URL is plain http (development): no Secure flag, so the browser keeps the cookie.
    expect(cookie).not.toContain('Secure');
    expect(answer.body.data.login.token).toBeNull();
    // expiresAt says when the cookie's session ends: its Max-Age, counted from now (the token's lifetime).
    const expiresAt = Date.parse(answer.body.data.login.expiresAt ?? '');
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(Math.abs(expiresAt - Date.now() - maxAge * 1000)).toBeLessThan(5_000);
    expect(maxAge).toBeGreaterThan(3_600);

    const me = await browser.gql(VIEWER);
    expect(me.body.data.viewer).toMatchObject({ name: 'Bia Lima', email });
  });

  it('leaves Secure to PUBLIC_URL, never to the Host of the request', async () => {
    const { email, password } = await signUp(h);
    // The harness's PUBLIC_URL is http: a request naming an https host does not turn Secure on
    // (plugins/session-cookies.unit.test.ts shows an https PUBLIC_URL turning it on for any request).
    const response = await h.bff.yoga.fetch('https://bancada.example/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bancada-csrf': '1' },
      body: JSON.stringify({ query: LOGIN, variables: { input: { email, password } } }),
    });
    expect(response.headers.getSetCookie()[0]).toMatch(/^bancada_session=/);
    expect(response.headers.getSetCookie()[0]).not.toContain('Secure');
  });

  it('refuses cookie requests without the CSRF header or from another origin', async () => {
    const { email, password } = await signUp(h);
    const browser = h.browser();
    await browser.gql(LOGIN, { input: { email, password } });
    const noHeader = await h.gql(VIEWER, {}, { cookie: browser.cookie });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const foreign = await browser.gql(VIEWER, {}, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const allowed = await browser.gql(VIEWER, {}, { headers: { origin: 'http://localhost:5173' } });
    expect(allowed.body.data.viewer?.email).toBe(email);
  });

  it('gives an integrator the token and when it expires (ISO 8601, UTC)', async () => {
    const { email, password } = await signUp(h);
    const answer = await h.gql(LOGIN, { input: { email, password } });
    const { token, expiresAt } = answer.body.data.login;
    expect(token).toMatch(/.{20,}/);
    expect(expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(expiresAt!)).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('answers typed errors for wrong and missing credentials', async () => {
    const { email } = await signUp(h);
    const wrong = await h.gql(LOGIN, { input: { email, password: 'errada999' } });
    expect(wrong.body.data.login).toEqual({
      token: null,
      expiresAt: null,
      viewer: null,
      errors: [{ code: 'INVALID_CREDENTIALS', field: null, message: 'Usuário ou senha incorretos' }],
    });
    const empty = await h.gql(LOGIN, { input: { email: '', password: '' } });
    expect(empty.body.data.login.errors.map((e) => e.message)).toEqual([
      'Por favor, preencha todos os campos',
      'Por favor, preencha todos os campos',
    ]);
  });

  it('logout revokes the token upstream, clears the cookie and says where to go next', async () => {
    const { email, password } = await signUp(h);
    const browser = h.browser();
    await browser.gql(LOGIN, { input: { email, password } });
    const oldCookie = browser.cookie;
    const out = await browser.gql(LOGOUT);
    expect(out.body.data.logout).toEqual({
      errors: [],
      viewer: null,
      redirectUrl: 'https://www.bancada.com.br/',
    });
    expect(browser.setCookies.at(-1)).toMatch(/^bancada_session=; .*Max-Age=0/);
    expect(browser.cookie).toBeUndefined();
    const after = await h.gql(VIEWER, {}, { cookie: oldCookie, csrf: true });
    expect(after.body.data.viewer).toBeNull();

    const integrator = await signUp(h);
    await h.gql(LOGOUT, {}, { token: integrator.token });
    const revoked = await h.gql(VIEWER, {}, { token: integrator.token });
    expect(revoked.body.errors?.[0]).toMatchObject({
      message: 'Sessão expirada. Entre novamente.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('a token revoked at the API that the BFF never saw is UNAUTHENTICATED, never a visitor', async () => {
    const { email, password } = await signUp(h);
    const issued = await h.banca.request('/login', { method: 'POST', body: { email, password } });
    const token = (issued.body as { access_token: string }).access_token;
    await h.banca.request('/logout', { method: 'POST', token });
    const expired = { message: 'Sessão expirada. Entre novamente.', extensions: { code: 'UNAUTHENTICATED' } };
    const viewer = await h.gql(VIEWER, {}, { token });
    expect(viewer.body.data).toEqual({ viewer: null });
    expect(viewer.body.errors?.[0]).toMatchObject(expired);
    const mutation = await h.gql<unknown>(
      `mutation { hideAccount(input: { id: "1" }) { errors { message } } }`,
      {},
      { token },
    );
    expect(mutation.body.errors?.[0]).toMatchObject(expired);
  });

  it.each(['Bearer', 'Bearer ', 'bearer  ', 'Bearer two words', `Bearer ${'x'.repeat(513)}`])(
    'answers an Authorization of "%s", a Bearer without a usable token, as a refused credential',
    async (authorization) => {
      const refused = {
        message: BFF_MESSAGES.bearerMalformed,
        extensions: { code: 'UNAUTHENTICATED' },
      };
      const headers = { authorization };
      const viewer = await h.gql(VIEWER, {}, { headers });
      expect(viewer.body.data).toEqual({ viewer: null });
      expect(viewer.body.errors?.[0]).toMatchObject(refused);
      const mutation = await h.gql<unknown>(
        `mutation { hideAccount(input: { id: "1" }) { errors { message } } }`,
        {},
        { headers },
      );
      expect(mutation.body.errors?.[0]).toMatchObject(refused);
      // Public data is still served.
      const blog = await h.gql<{ blogCategories: unknown[] }>('{ blogCategories { slug } }', {}, { headers });
      expect(blog.body.errors).toBeUndefined();
      expect(blog.body.data.blogCategories.length).toBeGreaterThan(0);
      // Beside a session cookie, without the web app's CSRF header: the refused credential is the answer,
      // not the cookie's CSRF refusal (the cookie is not read beside a bearer).
      const { email, password } = await signUp(h);
      const browser = h.browser();
      await browser.gql(LOGIN, { input: { email, password } });
      const withCookie = await h.gql(VIEWER, {}, { headers, cookie: browser.cookie });
      expect(withCookie.status).not.toBe(403);
      expect(withCookie.body.errors?.[0]).toMatchObject(refused);
    },
  );

  it("ignores another scheme's Authorization (a proxy's Basic): a visitor, or the cookie's user", async () => {
    const viewer = await h.gql(VIEWER, {}, { headers: { authorization: 'Basic dXNlcjpzZW5oYQ==' } });
    expect(viewer.body).toMatchObject({ data: { viewer: null } });
    expect(viewer.body.errors).toBeUndefined();
  });

  it('gives visitors a null viewer and UNAUTHENTICATED for user mutations', async () => {
    expect((await h.gql(VIEWER)).body.data).toEqual({ viewer: null });
    const answer = await h.gql<unknown>(
      `mutation { hideAccount(input: { id: "1" }) { errors { message } } }`,
    );
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'Token de autenticação não encontrado.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('password and account management', () => {
  const CHANGE = typed<{ changePassword: MessagePayload }>(
    `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { message errors { code field message } } }`,
  );
  const DELETE = typed<{ deleteUser: MessagePayload }>(
    `mutation D($input: DeleteUserInput!) { deleteUser(input: $input) { message errors { code field message } } }`,
  );

  it('changes the password, ends the sessions and accepts the new password', async () => {
    const { email, token } = await signUp(h);
    const mismatch = await h.gql(
      CHANGE,
      { input: { password: 'nova12345', passwordConfirmation: 'outra' } },
      { token },
    );
    expect(mismatch.body.data.changePassword.errors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'passwordConfirmation', message: 'As senhas não coincidem' },
    ]);
    const short = await h.gql(CHANGE, { input: { password: '123', passwordConfirmation: '123' } }, { token });
    expect(short.body.data.changePassword.errors[0].message).toBe('A senha deve ter no mínimo 6 caracteres');
    const ok = await h.gql(
      CHANGE,
      { input: { password: 'nova12345', passwordConfirmation: 'nova12345' } },
      { token },
    );
    expect(ok.body.data.changePassword.errors).toEqual([]);
    expect((await h.gql(VIEWER, {}, { token })).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const login = await h.gql(LOGIN, { input: { email, password: 'nova12345' } });
    expect(login.body.data.login.errors).toEqual([]);
  });

  it('requests and refuses password resets with the API texts', async () => {
    const { email } = await signUp(h);
    const request = await h.gql<{ requestPasswordReset: MessagePayload }>(
      `mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message errors { message } } }`,
      { input: { email } },
    );
    expect(request.body.data.requestPasswordReset).toEqual({
      message: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
      errors: [],
    });
    const reset = await h.gql<{ resetPassword: MessagePayload }>(
      `mutation R($input: ResetPasswordInput!) { resetPassword(input: $input) { message errors { code message } } }`,
      { input: { email, token: 'nao-vale', password: 'nova12345', passwordConfirmation: 'nova12345' } },
    );
    expect(reset.body.data.resetPassword.message).toBeNull();
    expect(reset.body.data.resetPassword.errors.map((e) => e.message)).toContain(
      'Link de redefinição inválido ou expirado.',
    );
  });

  it('deletes the user only with the right password', async () => {
    const { token } = await signUp(h);
    const empty = await h.gql(DELETE, { input: { password: '' } }, { token });
    expect(empty.body.data.deleteUser.errors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'password', message: 'Por favor, insira sua senha.' },
    ]);
    const wrong = await h.gql(DELETE, { input: { password: 'errada999' } }, { token });
    expect(wrong.body.data.deleteUser.errors).toEqual([
      { code: 'FORBIDDEN', field: 'password', message: 'Senha incorreta.' },
    ]);
    const ok = await h.gql(DELETE, { input: { password: 'segredo123' } }, { token });
    expect(ok.body.data.deleteUser).toEqual({ message: 'Conta excluída com sucesso.', errors: [] });
    expect((await h.gql(VIEWER, {}, { token })).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
