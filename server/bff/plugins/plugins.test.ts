import { writeFile } from 'node:fs/promises';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capturedLogger } from '../../test/captured-log.ts';
import { bareBffOptions, startHarness, type GqlBody, type Harness } from '../test/harness.ts';
import { UpstreamError, type Upstream } from '../upstreams/http.ts';
import { createBff } from '../yoga.ts';
import { createPersistedStore } from './persisted-operations.ts';
import { CREDENTIAL_ADDRESS_FACTOR } from './rate-limit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

function standalone(overrides: { bancaApiUrl?: string; perIp?: number }) {
  return createBff({
    ...bareBffOptions(),
    bancaApiUrl: overrides.bancaApiUrl ?? h.server.context.bancaApiUrl,
    rateLimit: { perIp: overrides.perIp ?? 1000, windowSeconds: 60 },
    upstreamTimeoutMs: 500,
  });
}

const post = (bff: ReturnType<typeof standalone>, query: string, headers: Record<string, string> = {}) =>
  bff.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

describe('document limits', () => {
  it('refuses documents that are too deep or use too many aliases', async () => {
    const nested = (n: number): string => (n === 0 ? 'name' : `ofType { ${nested(n - 1)} }`);
    const deep = `{ __type(name: "Query") { fields { type { ${nested(12)} } } } }`;
    const answer = await h.gql<unknown>(deep);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual({
      message: 'Consulta profunda demais: 16 níveis de campos; o máximo é 12.',
      extensions: { code: 'DEPTH_LIMIT', limit: 12, found: 16 },
    });
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: blogCategories { name }`).join(' ')} }`;
    expect((await h.gql<unknown>(aliases)).body.errors?.[0]).toMatchObject({
      message: 'Apelidos (aliases) demais: 20; o máximo é 15.',
      extensions: { code: 'ALIAS_LIMIT', limit: 15 },
    });
  });

  it('refuses documents with too many directives or tokens', async () => {
    const directives = `{ blogCategories { name ${'@include(if: true) '.repeat(31)} } }`;
    expect((await h.gql<unknown>(directives)).body.errors?.[0].extensions.code).toBe('DIRECTIVE_LIMIT');
    const tokens = `{ ${'__typename '.repeat(4001)} }`;
    const refused = await h.gql<unknown>(tokens);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toEqual({
      message: 'Documento longo demais: o máximo é 4000 tokens GraphQL.',
      extensions: { code: 'TOKEN_LIMIT', limit: 4000 },
    });
  });

  it('keeps introspection on', async () => {
    const answer = await h.gql<{ __schema: { queryType: { name: string } } }>(getIntrospectionQuery());
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.__schema.queryType.name).toBe('Query');
  });

  it('answers BAD_USER_INPUT, not an internal error, for a malformed global id', async () => {
    const answer = await h.gql<unknown>(`{ node(id: "!!not-an-id") { id } }`);
    expect(answer.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('persisted operations', () => {
  // The store reads its file again at most once a second (by the date): the tests move the date a second
  // on after writing the file instead of waiting for it. Timers and sockets keep real time.
  beforeAll(() => void vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }));
  afterAll(() => void vi.useRealTimers());
  const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);

  it('runs the web app’s operations by doc_id as Relay sends them, and refuses unknown ids', async () => {
    await writeFile(h.persistedFile, JSON.stringify({ abc123: 'query Cats { blogCategories { name } }' }));
    aSecondLater();
    const known = await h.gql<{ blogCategories: unknown[] }>('', undefined, {
      raw: { doc_id: 'abc123', variables: {} },
    });
    expect(known.body.data.blogCategories.length).toBeGreaterThan(0);
    const unknown = await h.gql<unknown>('', undefined, { raw: { doc_id: 'nope', variables: {} } });
    expect(unknown.body.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const neither = await h.gql<unknown>('', undefined, { raw: { variables: {} } });
    expect(neither.body.errors?.[0].message).toContain('doc_id');
    // The same id in a GET's address, as a POST body carries it.
    const byGet = await h.bff.yoga.fetch('http://localhost/graphql?doc_id=abc123&variables=%7B%7D');
    expect(byGet.status).toBe(200);
    expect(
      ((await byGet.json()) as { data: { blogCategories: unknown[] } }).data.blogCategories.length,
    ).toBeGreaterThan(0);
    const unknownByGet = await h.bff.yoga.fetch('http://localhost/graphql?doc_id=nope');
    expect(unknownByGet.status).toBe(404);
    expect(
      ((await unknownByGet.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]
        .extensions.code,
    ).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('exempts the web app’s own documents from the limits that bound arbitrary ones', async () => {
    const aliases = `query ManyCats { ${Array.from({ length: 20 }, (_, i) => `a${i}: blogCategories { name }`).join(' ')} }`;
    await writeFile(h.persistedFile, JSON.stringify({ many: aliases }));
    aSecondLater();
    const persisted = await h.gql<{ a19: unknown[] }>('', undefined, {
      raw: { doc_id: 'many', variables: {} },
    });
    expect(persisted.body.errors).toBeUndefined();
    expect(persisted.body.data.a19.length).toBeGreaterThan(0);
    const arbitrary = await h.gql<unknown>(aliases);
    expect(arbitrary.body.errors?.[0].message).toMatch(/aliases/i);
  });
});

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED with a pt-BR message once an anonymous address floods', async () => {
    const bff = standalone({ perIp: 3 });
    const answers: Response[] = [];
    for (let i = 0; i < 4; i++) answers.push(await post(bff, '{ __typename }'));
    const last = answers[3];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await last.json()) as GqlBody<unknown>).errors?.[0]).toMatchObject({
      message: 'Muitas requisições. Aguarde um momento e tente novamente.',
      extensions: { code: 'RATE_LIMITED' },
    });
    await bff.yoga.dispose();
  });

  it('counts each credential on its own, so people behind one NAT address keep theirs, and made-up ones against the address', async () => {
    const bff = standalone({ perIp: 3 });
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const statuses = async (headers: Record<string, string>, count: number) => {
      const result: number[] = [];
      for (let i = 0; i < count; i++) result.push((await post(bff, '{ __typename }', headers)).status);
      return result;
    };
    expect(await statuses(as('ana'), 4)).toEqual([200, 200, 200, 429]);
    // Same address, another person: a fresh allowance.
    expect(await statuses(as('bia'), 3)).toEqual([200, 200, 200]);
    // A new made-up token per request runs into the address's tenfold ceiling (7 of its 30 are spent).
    const rotating: number[] = [];
    for (let i = 0; i < 24; i++)
      rotating.push((await post(bff, '{ __typename }', as(`made-up-${i}`))).status);
    expect(rotating.filter((status) => status === 200)).toHaveLength(3 * CREDENTIAL_ADDRESS_FACTOR - 7);
    expect(rotating.at(-1)).toBe(429);
    await bff.yoga.dispose();
  });
});

describe('errors, request ids and metrics', () => {
  it('answers an upstream failure as UPSTREAM_UNAVAILABLE with a pt-BR message, nothing of its cause', async () => {
    const bff = standalone({ bancaApiUrl: 'http://127.0.0.1:9' });
    const answer = (await (await post(bff, '{ blogCategories { name } }')).json()) as GqlBody<unknown>;
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: 'Um serviço de dados está indisponível no momento. Tente novamente em instantes.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      }),
    ]);
    await bff.yoga.dispose();
  });

  it('answers a field the Banca API throttled as RATE_LIMITED with its wait, not as an outage', async () => {
    const throttled = {
      name: 'banca',
      request: () =>
        Promise.reject(
          new UpstreamError('banca', 'http', 'banca GET /blog/categories answered 429', {
            status: 429,
            body: { message: 'x', retry_after: 7 },
          }),
        ),
    } as Upstream;
    const bff = createBff({ ...bareBffOptions(), bancaUpstream: throttled });
    const answer = (await (await post(bff, '{ blogCategories { name } }')).json()) as GqlBody<unknown>;
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: 'Muitas requisições. Aguarde um momento e tente novamente.',
        path: ['blogCategories'],
        extensions: { code: 'RATE_LIMITED', retryAfter: 7 },
      }),
    ]);
    await bff.yoga.dispose();
  });

  it('carries the request id to the upstream and back, and counts operations and upstream calls', async () => {
    h.banca.calls.length = 0;
    const answer = await h.gql(
      `query Cats { blogCategories { name } }`,
      {},
      { headers: { 'x-request-id': 'req-abc-1' } },
    );
    expect(answer.headers.get('x-request-id')).toBe('req-abc-1');
    expect(h.banca.calls.map((c) => c.options.requestId)).toEqual(['req-abc-1']);
    const text = await h.metrics.registry.metrics();
    expect(text).toMatch(
      /bancada_graphql_operations_total\{operation="Cats",type="query",outcome="ok"\} [1-9]/,
    );
    expect(text).toContain('bancada_graphql_operation_duration_seconds_bucket');
    expect(text).toContain('bancada_graphql_subscriptions_open 0');
  });

  it('logs one line a request with its operation and the codes of its errors, a 200 with a failed field too', async () => {
    const { logger, lines } = capturedLogger('info');
    const bff = createBff({ ...bareBffOptions(), logger, upstreamTimeoutMs: 500 });
    // The Banca API is a closed port here: the field fails, the answer is a 200 with its error.
    const answer = await post(bff, 'query Cats { blogCategories { name } }', { 'x-request-id': 'req-log-1' });
    expect(answer.status).toBe(200);
    expect(lines.find((line) => line.msg === 'graphql request')).toMatchObject({
      requestId: 'req-log-1',
      method: 'POST',
      status: 200,
      operation: 'Cats',
      errors: ['UPSTREAM_UNAVAILABLE'],
    });
  });

  it('renders GraphiQL for a browser', async () => {
    const response = await h.bff.yoga.fetch('http://localhost/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Bancada GraphQL');
  });
});

describe('persisted store', () => {
  it('answers null for unknown ids and inherited keys', () => {
    const store = createPersistedStore('/nonexistent/persisted.json');
    expect(store.get('x')).toBeNull();
    expect(store.get('__proto__')).toBeNull();
  });
});
