import { createSchema, createYoga, type GraphiQLOptions } from 'graphql-yoga';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../webapp/security-headers.ts';
import { DEFAULT_PATHS } from '../paths.ts';
import {
  GRAPHIQL_CSP,
  graphiqlOptions,
  mountGraphiQLAssets,
  renderGraphiQL,
  rendersGraphiQL,
  useGraphiQLPolicy,
} from './graphiql.ts';

/** As server/start.ts and the BFF role put them together. */
function appWithGraphiQL(): Hono {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { ok: Boolean }' }),
    logging: false,
    graphiql: { title: 'Bancada GraphQL', headers: JSON.stringify({ 'x-bancada-csrf': '1' }) },
    renderGraphiQL,
    plugins: [useGraphiQLPolicy()],
  });
  const app = new Hono();
  app.use(securityHeaders({ publicUrl: 'http://localhost:4000' }));
  mountGraphiQLAssets(app);
  app.on(['GET', 'POST'], '/graphql', (c) => yoga.fetch(c.req.raw));
  app.notFound((c) => c.json({ message: 'Não encontrado', code: 'NOT_FOUND' }, 404));
  return app;
}

/** A GET of /graphql with these headers, as Yoga receives it. */
const get = (headers: Record<string, string> = {}, search = '') =>
  new Request(`http://localhost/graphql${search}`, { headers });

/** The options Yoga takes for a browser's GET of the page. */
async function pageOptions(guideFile: string): Promise<GraphiQLOptions> {
  const options = await graphiqlOptions(guideFile)(get({ accept: 'text/html' }));
  if (!options) throw new Error('no GraphiQL page for a GET of text/html');
  return options;
}

describe('GraphiQL', () => {
  it('is a page of this origin only: no third-party script, style or icon', async () => {
    const app = appWithGraphiQL();
    const page = await app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Bancada GraphQL</title>');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script>/);
    // The options travel as data, with the CSRF header for signed-in browsers.
    expect(html).toContain('{"title":"Bancada GraphQL","headers":"{\\"x-bancada-csrf\\":\\"1\\"}"}');
    const csp = page.headers.get('content-security-policy');
    expect(csp).toBe(GRAPHIQL_CSP);
    expect(csp).toContain("script-src 'self';");
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    // Every file it references is served here, cacheable forever, compressed when asked.
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs).toHaveLength(4);
    for (const ref of refs) {
      const res = await app.request(ref, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status, ref).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const base = refs[0].replace(/[^/]*$/, '');
    for (const worker of ['editor.worker.js', 'json.worker.js', 'graphql.worker.js']) {
      expect((await app.request(base + worker)).status, worker).toBe(200);
    }
  });

  it('sends its files uncompressed to a client that rules gzip out, though the word is in its header', async () => {
    const app = appWithGraphiQL();
    const html = await (await app.request('/graphql', { headers: { accept: 'text/html' } })).text();
    const script = /src="([^"]+)"/.exec(html)![1];
    for (const [encoding, gzipped] of [
      ['gzip;q=0, br', false],
      ['br, *;q=0', false],
      ['GZIP', true],
      ['br, *', true],
    ] as const) {
      const res = await app.request(script, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding'), encoding).toBe(gzipped ? 'gzip' : null);
    }
  });

  it('is the page of a GET that asks for HTML by name, with a weight above 0, as Yoga spells it', () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const accept of ['text/html', browser, 'application/json, text/html;q=0.1']) {
      expect(rendersGraphiQL(get({ accept })), accept).toBe(true);
    }
    // A wildcard is no request for a page; `q=0` rules HTML out; Yoga looks for `text/html` in lower case.
    for (const accept of ['*/*', 'text/*', 'text/html;q=0, application/json', 'TEXT/HTML']) {
      expect(rendersGraphiQL(get({ accept })), accept).toBe(false);
    }
    expect(rendersGraphiQL(get())).toBe(false);
    const post = new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { accept: 'text/html' },
    });
    expect(rendersGraphiQL(post)).toBe(false);
  });

  it('answers a GET that rules HTML out as GraphQL, not with the page', async () => {
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { ok: Boolean }',
        resolvers: { Query: { ok: () => true } },
      }),
      logging: false,
      graphiql: graphiqlOptions('/nonexistent/GRAPHQL.md'),
      renderGraphiQL: () => '<!doctype html><title>GraphiQL</title>',
    });
    const ask = (accept: string) => yoga.fetch(get({ accept }, '?query=%7Bok%7D'));
    expect((await ask('text/html')).headers.get('content-type')).toBe('text/html');
    const refused = await ask('text/html;q=0, application/json');
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await refused.json()).toEqual({ data: { ok: true } });
  });

  it('answers 404 for any other path under its folder', async () => {
    const app = appWithGraphiQL();
    expect((await app.request('/graphql/graphiql/0000000000000000/start.js')).status).toBe(404);
    const html = await (await app.request('/graphql', { headers: { accept: 'text/html' } })).text();
    const base = /href="([^"]+)favicon.ico"/.exec(html)![1];
    expect((await app.request(`${base}../../../package.json`)).status).toBe(404);
    expect((await app.request(`${base}nada.js`)).status).toBe(404);
  });

  it('leaves the policy of GraphQL answers alone', async () => {
    const app = appWithGraphiQL();
    const res = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ ok }"}',
    });
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it("opens with a tab for each operation of the guide's examples, under a note on signing in", async () => {
    const options = await pageOptions(DEFAULT_PATHS.graphqlGuide);
    const tabs = options.defaultTabs ?? [];
    expect(tabs.map((tab) => /^(?:query|mutation|subscription) (\w+)/m.exec(tab.query ?? '')?.[1])).toEqual([
      'LiveFootball',
      'EventOdds',
      'FollowEvent',
      'SignIn',
      'Bankroll',
      'Deposit',
      'FollowBankroll',
      'Statement',
    ]);
    for (const tab of tabs) {
      expect(tab.query).toMatch(/^# Exemplo do guia docs\/GRAPHQL\.md\./);
      // The note tells an integrator what to put in the Headers pane: the token of SignIn as a bearer.
      expect(tab.query).toContain('# {"authorization": "Bearer <token>"}');
      expect(JSON.parse(tab.headers ?? '')).toEqual({ 'x-bancada-csrf': '1' });
    }
    // The variables of an example go with its first operation only.
    expect(JSON.parse(tabs[3].variables ?? '')).toMatchObject({ input: { email: 'ana@example.com' } });
    expect(tabs[4].variables).toBeUndefined();
  });

  it('opens without example tabs when the guide is not there', async () => {
    const options = await pageOptions('/nonexistent/GRAPHQL.md');
    expect(options.defaultTabs).toBeUndefined();
    expect(options.headers).toBe(JSON.stringify({ 'x-bancada-csrf': '1' }, null, 2));
  });
});
