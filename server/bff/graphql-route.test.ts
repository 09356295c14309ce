import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createSchema, createYoga } from 'graphql-yoga';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { CONTENT_SECURITY_POLICY, cspHeader, securityHeaders } from '../webapp/security-headers.ts';
import { GRAPHIQL_CSP, useGraphiQLPolicy } from './graphiql.ts';
import { mountGraphqlRoute } from './graphql-route.ts';
import { createFloodGuard, type FloodGuard } from './plugins/rate-limit.ts';

const MAX_BODY_BYTES = 1024;

// How Yoga got each request: Node's own (its adapter's Request) or a web Request from Hono.
const received: Array<{ nodeRequest: boolean; clientIp: unknown; arrivedAt: unknown }> = [];
// The Authorization header each request reached Yoga with.
const authorizations: Array<string | null> = [];
// The BFF's clock, read once as each request arrives (its sports data is judged fresh as of then).
const ARRIVED_AT = 1_764_000_000_000;
const clock = createManualClock(ARRIVED_AT);
const yoga = createYoga<{ clientIp?: string; arrivedAt?: number }>({
  schema: createSchema({
    typeDefs: 'type Query { word(text: String): String }',
    resolvers: { Query: { word: (_root, args: { text?: string }) => args.text ?? 'ação' } },
  }),
  logging: false,
  plugins: [
    useGraphiQLPolicy(),
    {
      onRequest({ request, serverContext }) {
        authorizations.push(request.headers.get('authorization'));
        // Yoga's node adapter wraps Node's request in its own Request class (@whatwg-node/node-fetch); what
        // Hono hands on is a web Request.
        received.push({
          nodeRequest: request.constructor.name === 'PonyfillRequest',
          clientIp: (serverContext as { clientIp?: string }).clientIp,
          arrivedAt: (serverContext as { arrivedAt?: number }).arrivedAt,
        });
      },
    },
  ],
});

function app(floodGuard?: FloodGuard): Hono {
  const hono = new Hono();
  hono.use(securityHeaders({ publicUrl: 'http://localhost:4000' }));
  mountGraphqlRoute(
    hono,
    { yoga: yoga as never, floodGuard, clock },
    { maxBodyBytes: MAX_BODY_BYTES, clientIp: () => '203.0.113.9' },
  );
  return hono;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

describe('the /graphql route', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const listener = getRequestListener(app().fetch);
    server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    authorizations.length = 0;
  });

  /** One request; `chunks` are written one by one, so the body goes without a Content-Length. */
  const send = (
    method: string,
    path: string,
    chunks: string[] = [],
    declareLength = true,
    extra: Record<string, string> = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const body = chunks.join('');
      const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
      if (declareLength && method === 'POST') headers['content-length'] = String(Buffer.byteLength(body));
      const req = request({ port, path, method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(parts).toString(),
          }),
        );
      });
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  const query = (text: string) => JSON.stringify({ query: `{ word(text: ${JSON.stringify(text)}) }` });

  it('hands Yoga Node’s own request when the body’s length is declared, and answers it whole', async () => {
    const answer = await send('POST', '/graphql', [query('olá')]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ data: { word: 'olá' } });
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.text)));
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(received).toEqual([{ nodeRequest: true, clientIp: '203.0.113.9', arrivedAt: ARRIVED_AT }]);
  });

  it('keeps GraphiQL’s own policy on its page and adds the other security headers', async () => {
    const page = await send('GET', '/graphql', [], true, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(GRAPHIQL_CSP);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    // A JSON answer gets the app's policy.
    const json = await send('POST', '/graphql', [query('olá')]);
    expect(json.headers['content-security-policy']).toBe(cspHeader(CONTENT_SECURITY_POLICY));
  });

  it('refuses any other method with 405, the accepted ones and a code, before Yoga', async () => {
    for (const [method, body] of [
      ['PUT', [query('olá')]],
      ['PATCH', [query('olá')]],
      ['DELETE', []],
      // Methods outside Hono's shorthands answered 404 in the REST API's shape.
      ['PROPFIND', [query('olá')]],
      ['QUERY', [query('olá')]],
      ['PURGE', []],
    ] as const) {
      const answer = await send(method, '/graphql', [...body]);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, POST, OPTIONS');
      expect(JSON.parse(answer.text)).toEqual({
        errors: [
          {
            message: 'Método não aceito: envie a consulta por GET ou POST.',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
    }
    expect(received).toEqual([]);
  });

  it('counts those refusals against the client’s ceiling, and closes their connection unread', async () => {
    const hono = app(createFloodGuard({ perIp: 3, windowSeconds: 60 }));
    const head = await hono.request('/graphql', { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET, POST, OPTIONS');
    const put = () => hono.request('/graphql', { method: 'PUT', body: query('olá') });
    const first = await put();
    expect(first.status).toBe(405);
    expect(first.headers.get('connection')).toBe('close');
    expect((await put()).status).toBe(405);
    const flooded = await put();
    expect(flooded.status).toBe(429);
    expect(flooded.headers.get('connection')).toBe('close');
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      ((await flooded.json()) as { errors: Array<{ extensions: object }> }).errors[0]?.extensions,
    ).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(received).toEqual([]);
  });

  it('hands Yoga every Authorization header of a request that repeats it, not only the first', async () => {
    const body = query('duas');
    const answer = await new Promise<number>((resolve, reject) => {
      const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };
      const req = request({ port, path: '/graphql', method: 'POST', headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      // An array value: Node sends each as a header line of its own.
      req.setHeader('authorization', ['Bearer a', 'Bearer b']);
      req.on('error', reject);
      req.end(body);
    });
    expect(answer).toBe(200);
    expect(authorizations).toEqual(['Bearer a, Bearer b']);
    // One header goes on Node's own request, as it is.
    await send('POST', '/graphql', [query('uma')], true, { authorization: 'Bearer a' });
    expect(authorizations.at(-1)).toBe('Bearer a');
    expect(received.map((r) => r.nodeRequest)).toEqual([false, true]);
  });

  it('hands Yoga Node’s own request for a GET, which has no body', async () => {
    const answer = await send('GET', `/graphql?query=${encodeURIComponent('{ word }')}`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ data: { word: 'ação' } });
    expect(received).toEqual([{ nodeRequest: true, clientIp: '203.0.113.9', arrivedAt: ARRIVED_AT }]);
  });

  it('reads a chunked body through the limit and hands it to Yoga as a Request', async () => {
    const text = query('em partes');
    const answer = await send('POST', '/graphql', [text.slice(0, 10), text.slice(10)], false);
    expect(answer.headers['content-length']).not.toBe(undefined);
    expect(JSON.parse(answer.text)).toEqual({ data: { word: 'em partes' } });
    expect(received).toEqual([{ nodeRequest: false, clientIp: '203.0.113.9', arrivedAt: ARRIVED_AT }]);
  });

  it('refuses a body over the limit with 413, by its declared length or while reading it, before Yoga', async () => {
    const large = query('x'.repeat(MAX_BODY_BYTES));
    for (const declared of [true, false]) {
      const answer = await send('POST', '/graphql', [large.slice(0, 600), large.slice(600)], declared);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toMatchObject({
        errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
    }
    expect(received).toEqual([]);
  });

  it('answers a Request made in process with another request’s Node env (a page’s) through Yoga’s fetch', async () => {
    // As the web role renders a page: GraphQL asked with the page's own env, for the visitor's address.
    const hono = app();
    hono.get('/page', async (c) => {
      const answer = await hono.fetch(
        new Request('http://127.0.0.1/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: query('da página'),
        }),
        c.env,
      );
      return c.body(await answer.text(), 200, { 'content-type': 'application/json' });
    });
    const listener = getRequestListener(hono.fetch);
    const pageServer = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    try {
      const { port: pagePort } = pageServer.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${pagePort}/page`);
      expect(await answer.json()).toEqual({ data: { word: 'da página' } });
      expect(received).toEqual([{ nodeRequest: false, clientIp: '203.0.113.9', arrivedAt: ARRIVED_AT }]);
    } finally {
      await new Promise<void>((resolve) => pageServer.close(() => resolve()));
    }
  });

  it('answers a Request that has no Node request behind it (app.request) through Yoga’s fetch', async () => {
    const answer = await app().request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: query('sem socket'),
    });
    expect(await answer.json()).toEqual({ data: { word: 'sem socket' } });
    expect(received).toEqual([{ nodeRequest: false, clientIp: '203.0.113.9', arrivedAt: ARRIVED_AT }]);
  });
});
