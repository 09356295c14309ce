import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../limits.ts';
import {
  BACKENDS,
  newAccount,
  newUser,
  noteSkippedPostgres,
  startTestApi,
  type TestApi,
} from './test/harness.ts';
import type { StatementAnswer } from './test/answers.ts';

noteSkippedPostgres('bad input');

const JSON_TYPE = { 'content-type': 'application/json' };
const big = 'x'.repeat(DEFAULT_LIMITS.requestBodyBytes + 1024);

interface Case {
  name: string;
  method: string;
  /** `{id}` is replaced by a real account of the signed-in user. */
  path: string;
  auth?: boolean;
  json?: unknown;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  status: number;
  /** The message, or a pattern it must match. */
  message: string | RegExp;
  /** The `Allow` header a 405 must carry: every method the path serves. */
  allow?: string;
}

const cases: Case[] = [
  // Malformed bodies
  {
    name: 'truncated JSON',
    method: 'POST',
    path: '/login',
    body: '{"email": "a@b.co", ',
    headers: JSON_TYPE,
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    name: 'bytes that are not UTF-8',
    method: 'POST',
    path: '/login',
    body: Buffer.from('{"email": "a\xff\xfe@b.co", "password": "x"}', 'latin1'),
    headers: JSON_TYPE,
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    name: 'JSON array',
    method: 'POST',
    path: '/login',
    body: '[1,2]',
    headers: JSON_TYPE,
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    name: 'JSON null',
    method: 'POST',
    path: '/signup',
    body: 'null',
    headers: JSON_TYPE,
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    name: 'JSON string',
    method: 'POST',
    path: '/signup',
    body: '"oi"',
    headers: JSON_TYPE,
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    name: 'single quotes',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    body: "{'amount': '1'}",
    headers: JSON_TYPE,
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    name: 'trailing comma',
    method: 'POST',
    path: '/accounts',
    auth: true,
    body: '{"name": "a",}',
    headers: JSON_TYPE,
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  // Content types
  {
    name: 'text/plain body',
    method: 'POST',
    path: '/login',
    body: 'email=a',
    headers: { 'content-type': 'text/plain' },
    status: 415,
    message: 'Tipo de conteúdo não suportado. Envie application/json.',
  },
  {
    name: 'form where only JSON is accepted',
    method: 'POST',
    path: '/login',
    body: 'email=a@b.co&password=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 415,
    message: /application\/json/,
  },
  {
    name: 'multipart',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    body: '--x--',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    status: 415,
    message: /application\/json/,
  },
  {
    name: 'xml on a form route',
    method: 'PUT',
    path: '/user/update',
    auth: true,
    body: '<a/>',
    headers: { 'content-type': 'application/xml' },
    status: 415,
    message: /x-www-form-urlencoded/,
  },
  {
    name: 'body without content type',
    method: 'POST',
    path: '/accounts',
    auth: true,
    body: '{"name":"a"}',
    headers: {},
    status: 415,
    message: /application\/json/,
  },
  // Oversized bodies
  {
    name: 'oversized login',
    method: 'POST',
    path: '/login',
    json: { email: big, password: 'x' },
    status: 413,
    message: `Corpo da requisição muito grande (máximo de ${DEFAULT_LIMITS.requestBodyBytes / 1024} KB).`,
  },
  {
    name: 'oversized deposit',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: '1', pad: big },
    status: 413,
    message: /muito grande/,
  },
  // Wrong types
  {
    name: 'email as number',
    method: 'POST',
    path: '/login',
    json: { email: 123, password: 'x' },
    status: 422,
    message: 'Por favor, preencha todos os campos',
  },
  {
    name: 'password as object',
    method: 'POST',
    path: '/login',
    json: { email: 'a@b.co', password: { x: 1 } },
    status: 422,
    message: 'Por favor, preencha todos os campos',
  },
  {
    name: 'name as array',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: ['a'], bet_id: 1 },
    status: 422,
    message: 'O campo Nome é obrigatório.',
  },
  {
    name: 'name of spaces only',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: '   ', bet_id: 1 },
    status: 422,
    message: 'O campo Nome é obrigatório.',
  },
  {
    name: 'name of invisible characters only (zero-width space, word joiner)',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: '\u200b\u2060 ', bet_id: 1 },
    status: 422,
    message: 'O campo Nome é obrigatório.',
  },
  {
    name: 'name with a right-to-left override',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: 'Conta\u202egpj.exe', bet_id: 1 },
    status: 422,
    message: /caracteres inválidos/,
  },
  {
    name: 'bet_id as boolean',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: 'Conta', bet_id: true },
    status: 422,
    message: 'Selecione uma casa de apostas.',
  },
  {
    name: 'bet_id as float',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: 'Conta', bet_id: 1.5 },
    status: 422,
    message: 'Selecione uma casa de apostas.',
  },
  {
    name: 'bet_id negative',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: 'Conta', bet_id: -1 },
    status: 422,
    message: 'Selecione uma casa de apostas.',
  },
  {
    name: 'bet_id huge',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: 'Conta', bet_id: 99999999999999 },
    status: 422,
    message: 'Selecione uma casa de apostas.',
  },
  {
    name: 'amount as boolean',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: true },
    status: 422,
    message: /valor numérico/,
  },
  {
    name: 'amount as object',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: { v: 1 } },
    status: 422,
    message: /valor numérico/,
  },
  // Huge strings
  {
    name: 'name of 10 000 chars',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: 'n'.repeat(10_000), bet_id: 1 },
    status: 422,
    message: 'O nome deve ter no máximo 100 caracteres.',
  },
  {
    name: 'signup name too long',
    method: 'POST',
    path: '/signup',
    json: {
      name: 'n'.repeat(5_000),
      email: 'a@b.co',
      password: 'segredo123',
      password_confirmation: 'segredo123',
    },
    status: 422,
    message: 'O nome deve ter no máximo 100 caracteres.',
  },
  {
    name: 'e-mail too long',
    method: 'POST',
    path: '/password/forgot',
    json: { email: `${'e'.repeat(300)}@b.co` },
    status: 422,
    message: 'Por favor, insira um e-mail válido',
  },
  {
    name: 'password of 5 000 chars',
    method: 'PUT',
    path: '/user/update',
    auth: true,
    json: { password: 'p'.repeat(5_000), confirm_password: 'p'.repeat(5_000) },
    status: 422,
    message: 'A senha deve ter no máximo 128 caracteres',
  },
  {
    name: 'amount of 60 digits',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: '9'.repeat(60) },
    status: 422,
    message: 'O valor máximo é R$\u00a0999.999.999,99.',
  },
  // Amounts
  {
    name: 'negative amount',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: '-10.00' },
    status: 422,
    message: 'O valor deve ser maior que zero.',
  },
  {
    name: 'negative JSON number',
    method: 'PUT',
    path: '/account/withdraw/{id}',
    auth: true,
    json: { amount: -1 },
    status: 422,
    message: 'O valor deve ser maior que zero.',
  },
  {
    name: 'zero amount',
    method: 'PUT',
    path: '/account/withdraw/{id}',
    auth: true,
    json: { amount: 0 },
    status: 422,
    message: 'O valor deve ser maior que zero.',
  },
  {
    name: 'non-numeric amount',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: 'dez reais' },
    status: 422,
    message: /valor numérico/,
  },
  {
    name: 'comma decimal',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: '10,50' },
    status: 422,
    message: /valor numérico/,
  },
  {
    name: 'three decimals',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: '10.505' },
    status: 422,
    message: 'Use no máximo duas casas decimais.',
  },
  {
    name: 'three decimals as number',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    body: '{"amount": 0.001}',
    headers: JSON_TYPE,
    status: 422,
    message: 'Use no máximo duas casas decimais.',
  },
  {
    name: 'exponent number',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    body: '{"amount": 1e3}',
    headers: JSON_TYPE,
    status: 422,
    message: /valor numérico/,
  },
  {
    name: 'above the maximum',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: '1000000000.00' },
    status: 422,
    message: 'O valor máximo é R$\u00a0999.999.999,99.',
  },
  {
    name: 'missing amount',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: {},
    status: 422,
    message: 'Informe o valor.',
  },
  {
    name: 'bad total_balance',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: '1', total_balance: 'abc' },
    status: 422,
    message: /valor numérico/,
  },
  {
    name: 'negative balance',
    method: 'POST',
    path: '/account/balance/{id}',
    auth: true,
    json: { available_balance: '-0.01', bet_locked_balance: '0' },
    status: 422,
    message: 'O valor não pode ser negativo.',
  },
  {
    name: 'missing locked balance',
    method: 'POST',
    path: '/account/balance/{id}',
    auth: true,
    json: { available_balance: '1' },
    status: 422,
    message: 'Informe o valor.',
  },
  {
    name: 'NaN as text',
    method: 'POST',
    path: '/account/balance/{id}',
    auth: true,
    json: { available_balance: 'NaN', bet_locked_balance: '0' },
    status: 422,
    message: /valor numérico/,
  },
  // Ids
  {
    name: 'non-numeric account id',
    method: 'GET',
    path: '/account/statement/abc',
    auth: true,
    status: 404,
    message: 'Conta não encontrada',
  },
  {
    name: 'zero account id',
    method: 'PUT',
    path: '/account/deposit/0',
    auth: true,
    json: { amount: '1' },
    status: 404,
    message: 'Conta não encontrada',
  },
  {
    name: 'negative account id',
    method: 'GET',
    path: '/account/inactived/-1',
    auth: true,
    status: 404,
    message: 'Conta não encontrada',
  },
  {
    name: 'account id beyond int4',
    method: 'GET',
    path: '/account/statement/99999999999',
    auth: true,
    status: 404,
    message: 'Conta não encontrada',
  },
  {
    name: 'decimal account id',
    method: 'PUT',
    path: '/accounts/1.5',
    auth: true,
    json: { name: 'a', bet_id: 1 },
    status: 404,
    message: 'Conta não encontrada',
  },
  {
    name: 'unknown account id',
    method: 'POST',
    path: '/account/balance/2000000000',
    auth: true,
    json: { available_balance: '1', bet_locked_balance: '0' },
    status: 404,
    message: 'Conta não encontrada',
  },
  {
    name: 'body id differs from path',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { id: 'x', amount: '1' },
    status: 422,
    message: 'O id do corpo não confere com o da URL.',
  },
  {
    name: 'unknown post slug',
    method: 'GET',
    path: '/blog/posts/nao-existe',
    status: 404,
    message: 'Post não encontrado',
  },
  {
    name: 'very long slug',
    method: 'GET',
    path: `/blog/posts/${'s'.repeat(500)}`,
    status: 404,
    message: 'Post não encontrado',
  },
  { name: 'page not a number', method: 'GET', path: '/blog/posts?page=abc', status: 422, message: /page/ },
  {
    name: 'per_page above 50',
    method: 'GET',
    path: '/blog/posts?per_page=500',
    status: 422,
    message: /per_page/,
  },
  { name: 'negative page', method: 'GET', path: '/blog/posts?page=-1', status: 422, message: /page/ },
  // Control characters and invalid Unicode: refused by one check of every decoded body (NUL once gave 500)
  ...(
    [
      [
        'POST',
        '/signup',
        false,
        'name',
        { email: 'nul@b.co', password: 'segredo123', password_confirmation: 'segredo123' },
        'nome',
      ],
      [
        'POST',
        '/signup',
        false,
        'email',
        { name: 'Ana', password: 'segredo123', password_confirmation: 'segredo123' },
        'e-mail',
      ],
      ['POST', '/login', false, 'email', { password: 'x' }, 'e-mail'],
      ['POST', '/login', false, 'password', { email: 'a@b.co' }, 'senha'],
      ['POST', '/password/forgot', false, 'email', {}, 'e-mail'],
      [
        'POST',
        '/password/reset',
        false,
        'token',
        { email: 'a@b.co', password: 'segredo123', password_confirmation: 'segredo123' },
        'token',
      ],
      ['POST', '/accounts', true, 'name', { bet_id: 1 }, 'nome'],
      ['PUT', '/accounts/{id}', true, 'name', { bet_id: 1 }, 'nome'],
      ['PUT', '/account/deposit/{id}', true, 'amount', {}, 'valor'],
      ['PUT', '/account/withdraw/{id}', true, 'amount', {}, 'valor'],
      [
        'POST',
        '/account/balance/{id}',
        true,
        'available_balance',
        { bet_locked_balance: '0' },
        'saldo disponível',
      ],
      ['PUT', '/user/update', true, 'password', { confirm_password: 'segredo123' }, 'senha'],
      ['DELETE', '/user/delete', true, 'password', {}, 'senha'],
      ['PUT', '/account/reset', true, 'password', {}, 'senha'],
    ] as const
  ).map(([method, path, auth, field, rest, label]): Case => ({
    name: `NUL in ${field} of ${method} ${path}`,
    method,
    path,
    auth,
    json: { ...rest, [field]: 'Ana\u0000' },
    status: 422,
    message: `O campo ${label} contém caracteres inválidos.`,
  })),
  {
    name: 'other C0 control (bell) in a name',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: 'Conta\u0007', bet_id: 1 },
    status: 422,
    message: 'O campo nome contém caracteres inválidos.',
  },
  {
    name: 'DEL in a name',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: 'Conta\u007f', bet_id: 1 },
    status: 422,
    message: 'O campo nome contém caracteres inválidos.',
  },
  {
    name: 'newline in a single-line field',
    method: 'POST',
    path: '/accounts',
    auth: true,
    json: { name: 'Conta\nDois', bet_id: 1 },
    status: 422,
    message: 'O campo nome contém caracteres inválidos.',
  },
  {
    name: 'lone surrogate (escaped in JSON)',
    method: 'POST',
    path: '/accounts',
    auth: true,
    body: '{"name": "Conta \\ud800", "bet_id": 1}',
    headers: JSON_TYPE,
    status: 422,
    message: 'O campo nome contém caracteres inválidos.',
  },
  {
    name: 'NUL in a form field',
    method: 'PUT',
    path: '/user/update',
    auth: true,
    body: 'password=segredo%00123&confirm_password=segredo%00123',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 422,
    message: 'O campo senha contém caracteres inválidos.',
  },
  {
    name: 'a form escape that is not UTF-8',
    method: 'PUT',
    path: '/user/update',
    auth: true,
    body: 'password=Jo%E3o12345&confirm_password=Jo%E3o12345',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    name: 'NUL nested in an unknown field',
    method: 'POST',
    path: '/login',
    json: { email: 'a@b.co', password: 'x', extra: { deep: ['ok', 'n\u0000'] } },
    status: 422,
    message: 'O campo extra.deep.1 contém caracteres inválidos.',
  },
  {
    name: "NUL in a bet leg's choice",
    method: 'POST',
    path: '/wagers',
    auth: true,
    json: { account_id: 1, stake: '10.00', legs: [{}, { event_id: 1, market_id: 1, choice: 'X\u0000' }] },
    status: 422,
    message: 'O campo escolha da seleção 2 contém caracteres inválidos.',
  },
  {
    name: 'NUL in a key',
    method: 'POST',
    path: '/login',
    body: '{"email": "a@b.co", "pass\\u0000word": "x"}',
    headers: JSON_TYPE,
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    name: 'deeply nested body',
    method: 'POST',
    path: '/login',
    body: `{"a": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    headers: JSON_TYPE,
    status: 400,
    message: 'Corpo da requisição inválido.',
  },
  {
    name: 'NUL in a post slug',
    method: 'GET',
    path: '/blog/posts/abc%00def',
    status: 404,
    message: 'Não encontrado',
  },
  {
    name: 'malformed percent-encoding in a slug',
    method: 'GET',
    path: '/blog/posts/%E0%A4%A',
    status: 404,
    message: /Não encontrado|Post não encontrado/,
  },
  {
    name: 'NUL in a query parameter',
    method: 'GET',
    path: '/blog/posts?page=1%00',
    status: 422,
    message: 'O parâmetro page contém caracteres inválidos.',
  },
  {
    name: 'huge JSON number as an id',
    method: 'POST',
    path: '/accounts',
    auth: true,
    body: '{"name": "Conta", "bet_id": 1e400}',
    headers: JSON_TYPE,
    status: 422,
    message: 'Selecione uma casa de apostas.',
  },
  {
    name: 'huge JSON number as an amount',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    body: '{"amount": 123456789012345678901234567890}',
    headers: JSON_TYPE,
    status: 422,
    message: /valor/,
  },
  // Headers and routes
  {
    name: 'Idempotency-Key too long',
    method: 'PUT',
    path: '/account/deposit/{id}',
    auth: true,
    json: { amount: '1' },
    headers: { 'idempotency-key': 'k'.repeat(300) },
    status: 400,
    message: /Idempotency-Key/,
  },
  { name: 'unknown route', method: 'GET', path: '/nao/existe', status: 404, message: 'Não encontrado' },
  {
    name: 'unknown route, another method',
    method: 'POST',
    path: '/nao/existe',
    status: 404,
    message: 'Não encontrado',
  },
  // A wrong method on a path some route serves: 405 with Allow, before any token is asked for.
  {
    name: 'wrong method',
    method: 'DELETE',
    path: '/login',
    status: 405,
    message: 'O método DELETE não é aceito neste endereço. Métodos aceitos: POST.',
    allow: 'POST',
  },
  {
    name: 'wrong method on /user, no token',
    method: 'DELETE',
    path: '/user',
    status: 405,
    message: 'O método DELETE não é aceito neste endereço. Métodos aceitos: GET, HEAD.',
    allow: 'GET, HEAD',
  },
  {
    name: 'wrong method on the betting houses',
    method: 'PUT',
    path: '/bets',
    auth: true,
    json: { name: 'x' },
    status: 405,
    message: /^O método PUT não é aceito/,
    allow: 'GET, HEAD',
  },
  {
    name: 'wrong method on a path with an id',
    method: 'GET',
    path: '/wagers/1/settle',
    auth: true,
    status: 405,
    message: /^O método GET não é aceito/,
    allow: 'POST',
  },
  {
    // Two routes serve /account/balance/1: the active accounts (GET) and the balance update (POST).
    name: 'wrong method where two routes meet',
    method: 'DELETE',
    path: '/account/balance/1',
    auth: true,
    status: 405,
    message: /^O método DELETE não é aceito/,
    allow: 'GET, HEAD, POST',
  },
  {
    // /wagers/stats and /wagers/:id both match; both are GET.
    name: 'wrong method on a literal path beside a parameter',
    method: 'PATCH',
    path: '/wagers/stats',
    auth: true,
    status: 405,
    message: /^O método PATCH não é aceito/,
    allow: 'GET, HEAD',
  },
  {
    // Not a list (only 0 and 1 are), but the path of an account's balance update.
    name: 'balance list other than 0/1',
    method: 'GET',
    path: '/account/balance/7',
    auth: true,
    status: 405,
    message: /^O método GET não é aceito/,
    allow: 'POST',
  },
];

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`bad input gets a clear 4xx, never a 500 (${backend.name})`, () => {
    let api: TestApi;
    let token: string;
    let accountId: number;
    beforeAll(async () => {
      api = await startTestApi(backend);
      ({ token } = await newUser(api));
      accountId = await newAccount(api, token);
    });
    afterAll(async () => {
      await api?.dispose();
    });

    it('has at least 40 cases', () => {
      expect(cases.length).toBeGreaterThanOrEqual(40);
    });

    it.each(cases)('$name → $status', async (testCase) => {
      const answer = await api.call<unknown>(
        testCase.method,
        testCase.path.replace('{id}', String(accountId)),
        {
          token: testCase.auth ? token : undefined,
          json: testCase.json,
          body: testCase.body,
          headers: testCase.headers,
        },
      );
      expect(answer.status, answer.text.slice(0, 300)).toBe(testCase.status);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      if (typeof testCase.message === 'string') expect(answer.body.message).toBe(testCase.message);
      else expect(answer.body.message).toMatch(testCase.message);
      // A field is told each thing once.
      for (const [field, said] of Object.entries(answer.body.errors ?? {}))
        expect(said, field).toEqual([...new Set(said)]);
      // Every refusal names its kind to a program; a refused character its own, apart from other
      // validation failures.
      expect(answer.body.code).toMatch(/^[A-Z][A-Z_]+$/);
      if (/caracteres inválidos/.test(answer.body.message ?? ''))
        expect(answer.body.code).toBe('INVALID_CHARACTERS');
      if (testCase.status === 405) expect(answer.body.code).toBe('METHOD_NOT_ALLOWED');
      expect(answer.headers.get('allow')).toBe(testCase.allow ?? null);
    });

    it('a wrong method is 405 for HEAD too; OPTIONS stays 404, the API answering no preflight', async () => {
      const head = await api.call('HEAD', '/user/delete');
      expect([head.status, head.headers.get('allow'), head.text]).toEqual([405, 'DELETE', '']);
      // HEAD is served wherever GET is (Hono answers it with the GET route).
      expect((await api.call('HEAD', '/bets')).status).toBe(200);
      for (const path of ['/user', '/nao/existe']) {
        const options = await api.call('OPTIONS', path);
        expect([options.status, options.headers.get('allow'), options.body]).toEqual([
          404,
          null,
          { message: 'Não encontrado', code: 'NOT_FOUND' },
        ]);
      }
    });

    it('left the account untouched', async () => {
      const statement = await api.call<StatementAnswer>('GET', `/account/statement/${accountId}`, { token });
      expect(statement.body.statement).toEqual([]);
    });
  });
}
