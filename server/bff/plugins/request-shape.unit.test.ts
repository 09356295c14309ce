import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { allowedOriginSet, corsFor } from './cors.ts';
import { PERSISTED_PARAM_NAMES } from './persisted-operations.ts';
import { useRequestShape } from './request-shape.ts';

const schema = createSchema({
  typeDefs: `
    type Query { echo(x: String, input: EchoInput): String }
    input EchoInput { a: String, b: [String] }
    type Mutation { touch: Boolean }
  `,
  resolvers: { Query: { echo: (_: unknown, args: { x?: string }) => args.x ?? 'ok' } },
});

/** As the response cache does: a plugin that reads `query` in onParams, before Yoga checks its type. */
const hashesQuery: Plugin = {
  onParams({ params }) {
    if (params.query != null) createHash('sha256').update(params.query);
  },
};

function yogaWith(origins: string[] = ['http://localhost:4000']) {
  return createYoga({
    schema,
    logging: false,
    extraParamNames: PERSISTED_PARAM_NAMES,
    cors: corsFor(allowedOriginSet(origins)),
    plugins: [useRequestShape(DEFAULT_LIMITS), hashesQuery],
  });
}

const post = async (body: string) =>
  yogaWith().fetch('http://localhost:4000/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
  });
const get = async (search: string) =>
  yogaWith().fetch(`http://localhost:4000/graphql?${search}`, { headers: { accept: 'application/json' } });

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('request shape', () => {
  const refused: Array<[string, () => Promise<Response>, RegExp]> = [
    ['a number as query', () => post('{"query":42}'), /query/],
    ['an object as query', () => post('{"query":{"a":1}}'), /query/],
    ['an array as query', () => post('{"query":["{ echo }"]}'), /query/],
    ['no query at all', () => post('{}'), /query/],
    ['a null query', () => post('{"query":null}'), /query/],
    ['variables as text', () => post('{"query":"{ echo }","variables":"{}"}'), /variables/],
    ['variables as a list', () => post('{"query":"{ echo }","variables":[1]}'), /variables/],
    ['a number as operationName', () => post('{"query":"{ echo }","operationName":5}'), /operationName/],
    [
      'variables nested 50,000 deep',
      () => post(`{"query":"query($x:String){ echo(x:$x) }","variables":{"x":${nested(50_000)}}}`),
      /níveis/,
    ],
    [
      'variables just past the depth limit',
      () =>
        post(
          `{"query":"query($x:String){ echo(x:$x) }","variables":{"x":${nested(DEFAULT_LIMITS.graphqlVariablesDepth)}}}`,
        ),
      /níveis/,
    ],
    [
      'too many values',
      () =>
        post(
          JSON.stringify({
            query: '{ echo }',
            variables: { x: Array.from({ length: DEFAULT_LIMITS.graphqlVariablesValues }, () => 'a') },
          }),
        ),
      /valores/,
    ],
    ['deep extensions', () => post(`{"query":"{ echo }","extensions":{"x":${nested(100)}}}`), /extensions/],
    // JSON.parse reads it as Infinity, which a cache key would write as null: the answer kept for null.
    [
      'a number too large to be one',
      () => post('{"query":"query($x:String){ echo(x:$x) }","variables":{"x":1e400}}'),
      /^O parâmetro "variables" tem um número grande demais/,
    ],
    ['a batch', () => post('[{"query":"{ echo }"}]'), /^Envie uma operação por requisição/],
    ['a batch of nulls', () => post('[null, 1]'), /batching/],
    ['a body that is not an object', () => post('"{ echo }"'), /^O corpo da requisição deve ser um objeto/],
    ['a null body', () => post('null'), /objeto JSON/],
    ['malformed JSON', () => post('{"query":'), /^O corpo da requisição não é um JSON válido\.$/],
    ['an empty body', () => post(''), /JSON válido/],
    ['malformed variables in a GET', () => get('query=%7Becho%7D&variables=%5B'), /variables/],
    ['a list as variables in a GET', () => get('query=%7Becho%7D&variables=%5B1%5D'), /variables/],
  ];

  it.each(refused)('refuses %s with 400 BAD_REQUEST', async (_name, send, message) => {
    const res = await send();
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(body.errors[0].message).toMatch(message);
    // Nothing of the JSON parser's own (English) message reaches the client.
    expect(Object.keys(body.errors[0].extensions)).toEqual(['code']);
  });

  it('refuses a mutation over GET with 405 BAD_REQUEST, as the GraphQL over HTTP spec asks', async () => {
    const res = await get(`query=${encodeURIComponent('mutation { touch }')}`);
    expect(res.status).toBe(405);
    expect(
      ((await res.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code,
    ).toBe('BAD_REQUEST');
  });

  it('refuses a body no parser reads with 415 BAD_REQUEST and a message, where Yoga says nothing', async () => {
    for (const contentType of [
      'text/plain',
      'application/xml',
      undefined,
      // Yoga reads these, leniently (bytes that are not UTF-8 become U+FFFD): a POST is JSON here.
      'application/graphql',
      'application/x-www-form-urlencoded',
    ]) {
      const res = await yogaWith().fetch('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { accept: 'application/json', ...(contentType && { 'content-type': contentType }) },
        body: '{"query":"{ echo }"}',
      });
      expect(res.status, contentType).toBe(415);
      const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(body.errors[0].message).toMatch(/application\/json/);
    }
  });

  it('refuses a body that is not UTF-8 rather than reading U+FFFD into it', async () => {
    const res = await yogaWith().fetch('http://localhost:4000/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: Buffer.from('{"query":"{ echo(x: \\"a\xff\\") }"}', 'latin1'),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [
        { message: 'O corpo da requisição não é um JSON válido.', extensions: { code: 'BAD_REQUEST' } },
      ],
    });
  });

  it('refuses with 415 a JSON body compressed or in a charset other than UTF-8, which it would misread', async () => {
    const sent: Array<[Record<string, string>, Uint8Array | string, RegExp]> = [
      // A real gzip body failed as malformed JSON; a plain one labelled gzip was read as if it were plain.
      [{ 'content-encoding': 'gzip' }, gzipSync('{"query":"{ echo }"}'), /^Corpo comprimido não aceito/],
      [{ 'content-encoding': 'gzip' }, '{"query":"{ echo }"}', /^Corpo comprimido não aceito/],
      [{ 'content-type': 'application/json; charset=utf-16' }, '{"query":"{ echo }"}', /UTF-8/],
      [{ 'content-type': 'application/json; charset="latin1"' }, '{"query":"{ echo }"}', /UTF-8/],
    ];
    for (const [headers, body, message] of sent) {
      const res = await yogaWith().fetch('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body,
      });
      expect(res.status, JSON.stringify(headers)).toBe(415);
      if (headers['content-encoding']) expect(res.headers.get('accept-encoding')).toBe('identity');
      const answer = (await res.json()) as { errors: Array<{ message: string; extensions: object }> };
      expect(answer.errors[0].message).toMatch(message);
      expect(answer.errors[0].extensions).toEqual({ code: 'BAD_REQUEST' });
    }
    // What is read as sent still passes.
    for (const headers of [
      { 'content-encoding': 'identity' },
      { 'content-type': 'application/json; charset=utf8' },
      { 'content-type': 'application/json; charset=US-ASCII' },
    ]) {
      const res = await yogaWith().fetch('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: '{"query":"{ echo }"}',
      });
      expect(await res.json()).toEqual({ data: { echo: 'ok' } });
    }
  });

  it('reads the JSON media types in any case, with parameters, as RFC 9110 says', async () => {
    for (const contentType of [
      'Application/JSON',
      'APPLICATION/JSON; charset=UTF-8',
      'application/GraphQL+JSON',
    ]) {
      const res = await yogaWith().fetch('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': contentType, accept: 'application/json' },
        body: '{"query":"{ echo }"}',
      });
      expect(await res.json(), contentType).toEqual({ data: { echo: 'ok' } });
    }
  });

  it('lets ordinary requests through', async () => {
    const inner = await post(
      JSON.stringify({
        query: 'query($x: String, $i: EchoInput) { echo(x: $x, input: $i) }',
        variables: { x: 'oi', i: { a: 'b', b: ['c', 'd'] } },
        operationName: null,
      }),
    );
    expect(await inner.json()).toEqual({ data: { echo: 'oi' } });
    const byGet = await get(
      `query=${encodeURIComponent('query($x: String) { echo(x: $x) }')}&variables=%7B%22x%22%3A%22g%22%7D`,
    );
    expect(await byGet.json()).toEqual({ data: { echo: 'g' } });
    // A persisted document needs no query text (persisted-operations.ts resolves it later).
    const persisted = await post('{"doc_id":"abc"}');
    expect(JSON.stringify(await persisted.json())).not.toContain('Envie uma consulta');
  });
});

describe('CORS', () => {
  const fromOrigin = (origin: string, method = 'POST') =>
    yogaWith(['http://localhost:4000', 'https://painel.example.com']).fetch('http://localhost:4000/graphql', {
      method,
      headers: {
        origin,
        'content-type': 'application/json',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-bancada-csrf',
      },
      body: method === 'POST' ? '{"query":"{ echo }"}' : undefined,
    });

  it('grants the app’s own origin and the listed ones, with credentials', async () => {
    for (const origin of ['http://localhost:4000', 'https://painel.example.com']) {
      const res = await fromOrigin(origin);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      // A page can read the tag to revalidate with, and every rate-limit header.
      const exposed = res.headers.get('access-control-expose-headers')?.split(/,\s*/);
      expect(exposed).toEqual(
        expect.arrayContaining(['etag', 'ratelimit', 'ratelimit-policy', 'retry-after']),
      );
      const preflight = await fromOrigin(origin, 'OPTIONS');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-bancada-csrf');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('if-none-match');
    }
  });

  it('gives any other origin no CORS headers at all, never a reflection', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:4000.evil.example']) {
      for (const method of ['POST', 'OPTIONS']) {
        const res = await fromOrigin(origin, method);
        expect(res.headers.get('access-control-allow-origin'), `${method} ${origin}`).toBeNull();
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
        expect(res.headers.get('access-control-allow-headers')).toBeNull();
      }
    }
  });

  it('leaves requests without an Origin (servers, curl) as they are', async () => {
    const res = await post('{"query":"{ echo }"}');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
