import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { securityHeaders, withSecurityHeaders } from '../webapp/security-headers.ts';
import { wholeAnswer } from './whole-answer.ts';

// Sets two cookies on the answer to a request that asks for them, as sign-in does.
const twoCookies: Plugin = {
  onResponse({ request, response }) {
    if (request.headers.get('x-cookies') !== '2') return;
    response.headers.append('set-cookie', 'a=1; Path=/; HttpOnly');
    response.headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
  },
};

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { word: String } type Subscription { count: Int }',
    resolvers: {
      Query: { word: () => 'ação' },
      Subscription: {
        count: {
          async *subscribe() {
            yield { count: 1 };
            yield { count: 2 };
          },
        },
      },
    },
  }),
  logging: false,
  plugins: [twoCookies],
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://bff.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('wholeAnswer', () => {
  it('hands a JSON answer on as a Response of its text, with Yoga’s status and headers', async () => {
    const answer = await yoga.fetch(post({ query: '{ word }' }, { 'x-cookies': '2' }));
    const whole = wholeAnswer(answer);
    expect(whole).not.toBe(answer);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(whole.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; HttpOnly']);
    expect(await whole.json()).toEqual({ data: { word: 'ação' } });
  });

  it('keeps an error status', async () => {
    const answer = await yoga.fetch(post({ query: '{' }, { accept: 'application/graphql-response+json' }));
    const whole = wholeAnswer(answer);
    expect(whole).not.toBe(answer);
    expect(whole.status).toBe(400);
  });

  it('returns a streamed answer (SSE) as it is', async () => {
    const answer = await yoga.fetch(
      post({ query: 'subscription { count }' }, { accept: 'text/event-stream' }),
    );
    expect(wholeAnswer(answer)).toBe(answer);
    expect(await answer.text()).toContain('"count":2');
  });

  describe('through the node adapter, as server/start.ts serves /graphql', () => {
    let server: Server | undefined;
    afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    // Whether the last answer was built with the security headers, which the middleware then leaves alone.
    let builtWithThem: boolean | undefined;

    /** An app with the security headers' middleware whose /graphql answers through wholeAnswer. */
    async function serve(withHeaders: boolean): Promise<number> {
      const app = new Hono();
      app.use(securityHeaders({ publicUrl: 'http://localhost:4000' }));
      app.use(async (c, next) => {
        await next();
        builtWithThem = c.get('securityHeadersIncluded') === true;
      });
      app.on(['GET', 'POST'], '/graphql', async (c) =>
        wholeAnswer(
          await yoga.fetch(c.req.raw),
          withHeaders ? (headers) => withSecurityHeaders(c, headers) : undefined,
        ),
      );
      const listener = getRequestListener(app.fetch);
      server = createServer((req, res) => void listener(req, res));
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    }

    function ask(port: number, headers: Record<string, string> = {}) {
      const body = JSON.stringify({ query: '{ word }' });
      return new Promise<{ headers: Record<string, unknown>; text: string }>((resolve, reject) => {
        const req = request(
          {
            port,
            path: '/graphql',
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    }

    const withoutDate = ({ date: _date, ...rest }: Record<string, unknown>) => rest;

    it('writes the answer once with its Content-Length, both cookies and the security headers', async () => {
      const answer = await ask(await serve(true), { 'x-cookies': '2' });
      expect(answer.text).toBe('{"data":{"word":"ação"}}');
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.text)));
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; HttpOnly']);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      // Several Set-Cookie values need a Headers object: the middleware adds the security headers there.
      expect(builtWithThem).toBe(false);
    });

    it('writes the same headers when it adds the security headers itself as the middleware adds them', async () => {
      const byMiddleware = await ask(await serve(false));
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      const byRecord = await ask(await serve(true));
      expect(builtWithThem).toBe(true);
      expect(byRecord.text).toBe(byMiddleware.text);
      expect(withoutDate(byRecord.headers)).toEqual(withoutDate(byMiddleware.headers));
      expect(byRecord.headers['content-security-policy']).toContain("default-src 'self'");
      expect(byRecord.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(byRecord.headers['content-length']).toBe(String(Buffer.byteLength(byRecord.text)));
    });
  });
});
