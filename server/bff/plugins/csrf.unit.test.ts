import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { graphiqlOptions } from '../graphiql.ts';
import { CSRF_HEADER, SESSION_COOKIE } from '../session.ts';
import { useCsrfProtection } from './csrf.ts';

/** Yoga with the CSRF rule and the BFF's GraphiQL gate, as yoga.ts puts them together. */
const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { ok: Boolean }', resolvers: { Query: { ok: () => true } } }),
  logging: false,
  graphiql: graphiqlOptions('/nonexistent/GRAPHQL.md'),
  renderGraphiQL: () => '<!doctype html><title>GraphiQL</title>',
  plugins: [useCsrfProtection({ allowedOrigins: new Set() })],
});

const cookie = `${SESSION_COOKIE}=made-up`;

/** A GET of `{ ok }` with the session cookie and these headers. */
const get = (headers: Record<string, string>) =>
  yoga.fetch('http://localhost/graphql?query=%7Bok%7D', { headers: { cookie, ...headers } });

describe('CSRF rule for cookie sessions', () => {
  it('lets through the GraphiQL page of a signed-in browser, which runs nothing', async () => {
    const page = await get({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html');
  });

  it('refuses a GET with the cookie and no header that is executed rather than shown as the page', async () => {
    // `q=0` rules HTML out: no page, so the query would run with the cookie. Yoga looks for `text/html` in
    // lower case only, so a header in capitals gets no page either.
    for (const accept of ['text/html;q=0, application/json', 'TEXT/HTML', '*/*', 'application/json']) {
      const refused = await get({ accept });
      expect(refused.status, accept).toBe(403);
      const body = (await refused.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(body.errors[0].extensions.code, accept).toBe('FORBIDDEN');
    }
    // With the header, the same request runs.
    const allowed = await get({ accept: 'text/html;q=0, application/json', [CSRF_HEADER]: '1' });
    expect(await allowed.json()).toEqual({ data: { ok: true } });
  });
});
