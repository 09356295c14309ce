import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figure, graphql, startBancada, type RunningBancada } from './harness.ts';

// HTTP hardening against a real process: CORS never reflects a foreign origin, every route family carries
// the security headers, GraphiQL references only this origin, logout cannot be forged, and malformed
// GraphQL requests are refused with 400 and a code, never a 500.

const LISTED = 'https://painel.example.com';
const CSRF = 'x-bancada-csrf';

let app: RunningBancada;

beforeAll(async () => {
  // No demo content: these attacks need none, and the child starts faster.
  app = await startBancada({ CORS_ORIGINS: LISTED, SEED_DEMO: 'false' });
}, 90_000);

afterAll(async () => {
  await app?.stop();
});

/** Signs a browser user up (cookie mode, as the web app does) and returns its session cookie. */
async function browserSession(): Promise<string> {
  const email = `http-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const answer = await graphql<{ signup: { errors: unknown[] } }>(
    app.base,
    'mutation($input: SignupInput!) { signup(input: $input) { errors { message } } }',
    {
      variables: {
        input: { name: 'Ana Http', email, password: 'segredo123', passwordConfirmation: 'segredo123' },
      },
      headers: { [CSRF]: '1', origin: app.base },
    },
  );
  expect(answer.body.data.signup.errors).toEqual([]);
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('bancada_session='));
  expect(cookie, 'a session cookie').toBeDefined();
  return cookie!.split(';')[0];
}

async function viewerOf(cookie: string): Promise<string | null> {
  const answer = await graphql<{ viewer: { name: string } | null }>(app.base, '{ viewer { name } }', {
    headers: { cookie, [CSRF]: '1', origin: app.base },
  });
  return answer.body.data?.viewer?.name ?? null;
}

describe('CORS', () => {
  it('never reflects a foreign origin, with or without credentials', async () => {
    const evil = [
      'https://evil.example',
      'null',
      `${app.base}.evil.example`,
      'http://localhost',
      LISTED + ':8443',
    ];
    let reflected = 0;
    for (const origin of evil) {
      for (const method of ['OPTIONS', 'POST']) {
        const res = await fetch(`${app.base}/graphql`, {
          method,
          headers: {
            origin,
            cookie: 'bancada_session=qualquer-coisa-com-vinte-caracteres',
            'content-type': 'application/json',
            'access-control-request-method': 'POST',
            'access-control-request-headers': `content-type, ${CSRF}`,
          },
          body: method === 'POST' ? '{"query":"{ __typename }"}' : undefined,
        });
        await res.arrayBuffer();
        if (
          res.headers.get('access-control-allow-origin') ||
          res.headers.get('access-control-allow-credentials')
        )
          reflected++;
      }
    }
    expect(reflected).toBe(0);

    // The listed origin is granted, with credentials.
    const listed = await fetch(`${app.base}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: LISTED, 'access-control-request-method': 'POST' },
    });
    expect(listed.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    figure('CORS with a foreign Origin', { origins: evil.length, requests: evil.length * 2, reflected });
  });
});

describe('security headers', () => {
  it('are on every route family, answers, 404s and refusals alike', async () => {
    const html = { accept: 'text/html' };
    const requests: Array<[string, RequestInit?]> = [
      ['/'],
      ['/blog', { headers: html }],
      ['/pagina/que/nao/existe', { headers: html }],
      ['/healthz'],
      ['/readyz'],
      ['/metrics'],
      ['/graphql', { headers: html }],
      [
        '/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ __typename }"}',
        },
      ],
      ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":' }],
      ['/graphql', { method: 'PUT' }],
      ['/api/blog/posts'],
      ['/api/user'],
      ['/api/nada'],
      ['/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
      ['/sportsfeed/api/v1/sport/-10800/event-count'],
      ['/sportsfeed/api/v1/event/0'],
      ['/nada.js'],
    ];
    const statuses = new Set<number>();
    for (const [path, init] of requests) {
      const res = await fetch(app.base + path, init);
      await res.arrayBuffer();
      statuses.add(res.status);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'none'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      // PUBLIC_URL is http here: no HSTS.
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
    expect(statuses).toContain(404);
    expect(statuses).toContain(400);
    figure('security headers on every route family', {
      responses: requests.length,
      statuses: [...statuses].sort().join('/'),
      missing: 0,
    });
  });
});

describe('GraphiQL', () => {
  it('references only this origin, and every file it needs is served here', async () => {
    const page = await fetch(`${app.base}/graphql`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toContain('<title>Bancada GraphQL</title>');
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    const external = refs.filter((ref) => !ref.startsWith('/') || ref.startsWith('//'));
    expect(external).toEqual([]);
    expect(html).not.toMatch(/https?:\/\//);
    let bytes = 0;
    for (const ref of refs) {
      const res = await fetch(app.base + ref);
      expect(res.status, ref).toBe(200);
      bytes += (await res.arrayBuffer()).byteLength;
    }
    figure('GraphiQL offline', { files: refs.length, externalReferences: external.length, bytes });
  });
});

describe('logout', () => {
  it('cannot be forged: a GET or a POST without the CSRF header leaves the session alive', async () => {
    const cookie = await browserSession();
    expect(await viewerOf(cookie)).toBe('Ana Http');
    const logout = 'mutation { logout { redirectUrl } }';
    const forged: Array<[string, RequestInit, string]> = [
      [`/graphql?query=${encodeURIComponent(logout)}`, { headers: { cookie } }, 'GET'],
      [
        `/graphql?query=${encodeURIComponent(logout)}`,
        { headers: { cookie, accept: 'text/html' } },
        'GET as a page',
      ],
      [
        '/graphql',
        {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
          body: JSON.stringify({ query: logout }),
        },
        'POST from another site',
      ],
      [
        '/graphql',
        {
          method: 'POST',
          headers: {
            cookie,
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://evil.example',
          },
          body: `query=${encodeURIComponent(logout)}`,
        },
        'form POST from another site',
      ],
      [
        '/graphql',
        {
          method: 'POST',
          headers: { cookie, 'content-type': 'text/plain', origin: 'https://evil.example' },
          body: JSON.stringify({ query: logout }),
        },
        'text/plain POST from another site',
      ],
      [
        '/graphql',
        {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: app.base },
          body: JSON.stringify({ query: logout }),
        },
        'same-site POST without the header',
      ],
    ];
    for (const [path, init, name] of forged) {
      const res = await fetch(app.base + path, init);
      await res.arrayBuffer();
      // A GET that accepts HTML gets the GraphiQL page, which runs nothing.
      if (name !== 'GET as a page') expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.headers.getSetCookie().join(), name).not.toContain('Max-Age=0');
      expect(await viewerOf(cookie), name).toBe('Ana Http');
    }

    // The web app's logout: a POST with the header, from the app's origin.
    const real = await graphql<{ logout: { redirectUrl: string } }>(app.base, logout, {
      headers: { cookie, [CSRF]: '1', origin: app.base },
    });
    expect(real.body.data.logout.redirectUrl).toBe('/');
    expect(await viewerOf(cookie)).toBeNull();
    figure('forged logout', { attempts: forged.length, sessionsEnded: 0 });
  });
});

describe('GraphQL request shape', () => {
  it('answers malformed requests with 4xx and code BAD_REQUEST, never 500', async () => {
    const deep = '['.repeat(40_000) + ']'.repeat(40_000);
    const post = (body: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const shapes: Array<[string, string, RequestInit?]> = [
      ['number query', '/graphql', post('{"query":42}')],
      ['object query', '/graphql', post('{"query":{"a":1}}')],
      ['array query', '/graphql', post('{"query":["{ __typename }"]}')],
      ['no query', '/graphql', post('{}')],
      ['text variables', '/graphql', post('{"query":"{ __typename }","variables":"{}"}')],
      ['array variables', '/graphql', post('{"query":"{ __typename }","variables":[]}')],
      ['number operationName', '/graphql', post('{"query":"{ __typename }","operationName":1}')],
      ['deep variables', '/graphql', post(`{"query":"{ __typename }","variables":{"x":${deep}}}`)],
      ['deep extensions', '/graphql', post(`{"query":"{ __typename }","extensions":{"x":${deep}}}`)],
      ['batch', '/graphql', post('[{"query":"{ __typename }"},{"query":"{ __typename }"}]')],
      ['string body', '/graphql', post('"{ __typename }"')],
      ['null body', '/graphql', post('null')],
      ['malformed JSON', '/graphql', post('{"query":')],
      ['GET malformed variables', '/graphql?query=%7B__typename%7D&variables=%7B', {}],
      ['GET array variables', '/graphql?query=%7B__typename%7D&variables=%5B%5D', {}],
      ['GET mutation', `/graphql?query=${encodeURIComponent('mutation { logout { redirectUrl } }')}`, {}],
    ];
    const statuses: Record<string, number> = {};
    for (const [name, path, init] of shapes) {
      const res = await fetch(app.base + path, {
        ...init,
        headers: { accept: 'application/json', ...(init?.headers as Record<string, string>) },
      });
      const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
      statuses[name] = res.status;
      // GET with a mutation is 405, as the GraphQL over HTTP spec requires; every other shape is 400.
      expect(res.status, name).toBe(name === 'GET mutation' ? 405 : 400);
      expect(body.errors?.[0]?.extensions?.code, name).toBe('BAD_REQUEST');
    }
    const refused = Object.values(statuses).filter((s) => s === 400 || s === 405).length;
    figure('malformed GraphQL requests', {
      shapes: shapes.length,
      refused400: Object.values(statuses).filter((s) => s === 400).length,
      refused405: Object.values(statuses).filter((s) => s === 405).length,
      status500: Object.values(statuses).filter((s) => s >= 500).length,
    });
    expect(refused).toBe(shapes.length);
  });
});

describe('its output', () => {
  it('is its log and nothing else: no warning of Node or of a library', async () => {
    // A public query that asks the sports feed, so the upstream client has been used, not only built.
    expect((await graphql(app.base, '{ sports { slug } }')).status).toBe(200);
    // Every line is a record of the logger (JSON); Node prints its warnings (an experimental API, a
    // deprecation, a leak of listeners) as plain text on stderr, which the harness keeps in the same file.
    const stray = (await app.logs()).split('\n').filter((line) => line !== '' && !isJson(line));
    expect(stray).toEqual([]);
  });
});

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

describe('metrics', () => {
  it('answer this host, and refuse a visitor that a proxy on this host forwards', async () => {
    const local = await fetch(`${app.base}/metrics`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('bancada_');
    // Through a proxy on this host: the connection is loopback, but a forwarded request is not this host's.
    const forwarded = await fetch(`${app.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(401);
    expect(((await forwarded.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });
});
