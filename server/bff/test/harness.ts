import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freshServerStore } from '../../api/test/server-store.ts';
import { loadConfig } from '../../config.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { createLogger } from '../../logger.ts';
import { startServer, type RunningServer } from '../../start.ts';
import { createBffMetrics, type BffMetrics } from '../plugins/metrics.ts';
import { createPersistedStore } from '../plugins/persisted-operations.ts';
import { createMemorySessionStore } from '../session-store.ts';
import { CSRF_HEADER } from '../session.ts';
import { createUpstream, type Upstream, type UpstreamRequestOptions } from '../upstreams/http.ts';
import { createBff, type Bff, type BffOptions } from '../yoga.ts';
import { TEST_PASSWORD_HASHING_ENV } from '../../test/password-hashing.ts';

export interface RecordedCall {
  method: string;
  path: string;
  options: UpstreamRequestOptions;
}

/** Wraps an upstream so tests can assert on exactly which calls a query made. */
export function recording(inner: Upstream): Upstream & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    name: inner.name,
    calls,
    request(p, options = {}) {
      calls.push({ method: options.method ?? 'GET', path: p, options });
      return inner.request(p, options);
    },
  };
}

/** A GraphQL error as the BFF sends it: every one carries a code (DESIGN §6). */
export interface GqlError {
  message: string;
  path?: Array<string | number>;
  locations?: Array<{ line: number; column: number }>;
  extensions: { code: string; [key: string]: unknown };
}

/**
 * A GraphQL response whose `data` has the shape the test's document selects, as the test expects it to
 * arrive: a test that reads a field the answer lacks fails there.
 */
export interface GqlBody<TData> {
  data: TData;
  errors?: GqlError[];
  extensions?: { cost?: CostExtension; [key: string]: unknown };
}

/** extensions.cost as plugins/cost.ts reports it. */
export interface CostExtension {
  requested: number;
  actual: number;
  limit: number;
  remaining?: number;
}

/**
 * `gql<TData>()` gives the body its GraphQL shape. Left untyped, `data` is `unknown`: a suite names the
 * shape of what it reads.
 */
export interface GqlAnswer<TData = unknown> {
  status: number;
  body: GqlBody<TData>;
  headers: Headers;
}

/** A document that carries the shape of its data, so that gql() infers it (as a TypedDocumentNode does). */
export type TypedQuery<TData> = string & { readonly __data?: TData };

export function typed<TData>(document: string): TypedQuery<TData> {
  return document;
}

export interface GqlOptions {
  token?: string;
  cookie?: string;
  csrf?: boolean;
  headers?: Record<string, string>;
  /** Send this body as is instead of {query, variables}. */
  raw?: unknown;
}

export interface Harness {
  server: RunningServer;
  bff: Bff;
  banca: ReturnType<typeof recording>;
  metrics: BffMetrics;
  persistedFile: string;
  gql<TData = unknown>(
    query: TypedQuery<TData>,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GqlAnswer<TData>>;
  /** A browser: keeps the session cookie and sends the CSRF header and its origin, like the web app. */
  browser(): Browser;
  close(): Promise<void>;
}

export interface Browser {
  cookie: string | undefined;
  setCookies: string[];
  gql<TData = unknown>(
    query: TypedQuery<TData>,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GqlAnswer<TData>>;
}

/**
 * Options of a BFF built directly, with no upstream of its own (both point at a closed port) and nothing
 * shared, for suites that give it their own upstreams or limits.
 */
export function bareBffOptions(): BffOptions {
  return {
    bancaApiUrl: 'http://127.0.0.1:9',
    sportsApiUrl: 'http://127.0.0.1:9',
    logger: createLogger('silent'),
    metrics: createBffMetrics(),
    sessionStore: createMemorySessionStore(),
    sessionTtlMs: 60_000,
    allowedOrigins: [],
    persisted: { get: () => null },
    rateLimit: { perIp: 0, windowSeconds: 60 },
  };
}

export async function startHarness(
  overrides: Partial<BffOptions> = {},
  /** More of the server's configuration (e.g. ROLES with the simulated feed, for bets). */
  env: Record<string, string> = {},
): Promise<Harness> {
  // The API role opens its store at start: a schema of its own, or a copy of the migrated PGlite template.
  const store = await freshServerStore('bancada-bff');
  const { dataDir } = store;
  const config = loadConfig({
    PORT: '0',
    ROLES: 'api',
    DATA_DIR: dataDir,
    DATABASE_URL: store.databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Every user of these suites signs up from loopback through yoga.fetch: the per-address limit is
    // proven in server/api/routes/throttle.test.ts and the abuse suite, not here.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    ...TEST_PASSWORD_HASHING_ENV,
    ...env,
  });
  const logger = createLogger('silent');
  const server = await startServer(config, logger).catch(async (error: unknown) => {
    // A suite whose start failed has nothing to close: the store goes now.
    await store.remove();
    throw error;
  });
  const banca = recording(createUpstream({ name: 'banca', baseUrl: server.context.bancaApiUrl }));
  const metrics = createBffMetrics();
  const persistedFile = path.join(dataDir, 'persisted-queries.json');
  await writeFile(persistedFile, '{}');
  const bff = createBff({
    bancaApiUrl: server.context.bancaApiUrl,
    sportsApiUrl: 'http://127.0.0.1:9/unused',
    logger,
    metrics,
    sessionStore: createMemorySessionStore(),
    sessionTtlMs: 3600_000,
    allowedOrigins: ['http://localhost:5173'],
    persisted: createPersistedStore(persistedFile),
    rateLimit: { perIp: 100_000, windowSeconds: 60 },
    // Suites send many documents from one address; the cost suite sets its own buckets.
    costLimits: { ...DEFAULT_LIMITS, anonymousCostBucketSize: 10_000_000, costBucketSize: 10_000_000 },
    bancaUpstream: banca,
    ...overrides,
  });

  async function gql<TData = unknown>(
    query: TypedQuery<TData>,
    variables?: Record<string, unknown>,
    options: GqlOptions = {},
  ): Promise<GqlAnswer<TData>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.csrf) headers[CSRF_HEADER] = '1';
    const response = await bff.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify(options.raw ?? { query, variables }),
    });
    const text = await response.text();
    // The body is what the BFF sent; its shape is the test's to assert.
    const body = (text ? JSON.parse(text) : undefined) as GqlAnswer<TData>['body'];
    return { status: response.status, body, headers: response.headers };
  }

  function browser(): Browser {
    const self: Browser = {
      cookie: undefined,
      setCookies: [],
      async gql<TData>(
        query: TypedQuery<TData>,
        variables?: Record<string, unknown>,
        options: GqlOptions = {},
      ) {
        const answer = await gql<TData>(query, variables, {
          csrf: true,
          cookie: self.cookie,
          ...options,
          headers: { origin: 'http://localhost', ...options.headers },
        });
        for (const set of answer.headers.getSetCookie()) {
          self.setCookies.push(set);
          const value = set.split(';')[0];
          self.cookie = value.endsWith('=') ? undefined : value;
        }
        return answer;
      },
    };
    return self;
  }

  return {
    server,
    bff,
    banca,
    metrics,
    persistedFile,
    gql,
    browser,
    async close() {
      await bff.yoga.dispose();
      await server.close();
      await store.remove();
    },
  };
}

let counter = 0;
/** A fresh e-mail per call so suites never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A typed expected failure of a mutation payload (DESIGN §6). */
export interface UserError {
  code: string;
  field: string | null;
  message: string;
}

export interface SignupData {
  signup: {
    token: string | null;
    viewer: { id: string; name: string; email: string } | null;
    errors: UserError[];
  };
}

export const SIGNUP = typed<SignupData>(`mutation Signup($input: SignupInput!) {
  signup(input: $input) { token viewer { id name email } errors { code field message } }
}`);

/** Signs a user up in integrator mode and returns the bearer token. */
export async function signUp(
  h: Harness,
  name = 'Maria Teste',
): Promise<{ token: string; email: string; password: string }> {
  const email = uniqueEmail();
  const password = 'segredo123';
  const answer = await h.gql(SIGNUP, {
    input: { name, email, password, passwordConfirmation: password },
  });
  const token = answer.body.data?.signup.token;
  if (!token) throw new Error(`signup failed: ${JSON.stringify(answer.body)}`);
  return { token, email, password };
}
