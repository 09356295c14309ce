import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig, type PasswordHashing } from '../../config.ts';
import type { Limits } from '../../limits.ts';
import { startServer, type RunningServer } from '../../start.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { DB } from '../db/schema.ts';
import type { AccountJson } from '../services/accounts.ts';
import { copyPgliteTemplate } from './pglite-template.ts';
import { TEST_PASSWORD_HASHING } from '../../test/password-hashing.ts';

/** Set TEST_DATABASE_URL=postgres://… to run storage suites on PostgreSQL as well as on PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export interface Backend {
  name: 'pglite' | 'postgres';
  available: boolean;
}

export const BACKENDS: Backend[] = [
  { name: 'pglite', available: true },
  { name: 'postgres', available: TEST_DATABASE_URL !== undefined },
];

/**
 * The backend of a suite about what the API serves rather than how it stores it (the storage suites run on
 * both): PostgreSQL when there is one, whose server starts at half the CPU of PGlite's (server-store.ts).
 */
export const SERVING_BACKEND: Backend = BACKENDS[1].available ? BACKENDS[1] : BACKENDS[0];

export function noteSkippedPostgres(suite: string): void {
  if (!TEST_DATABASE_URL) {
    console.warn(`[${suite}] TEST_DATABASE_URL is not set: the PostgreSQL run is skipped (PGlite run only).`);
  }
}

/** An error answer of the API (DESIGN §4): a pt-BR message, field errors, a code for integrators. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  code?: string;
}

/**
 * `call<TBody>()` types the body as the test expects it: the success shape it names, with the fields of
 * an error answer beside it. Left untyped, the body has only those error fields.
 */
export interface Answer<TBody = unknown> {
  status: number;
  body: TBody & ApiErrorBody;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  /** Sent as is (with its own content type), for malformed and non-JSON bodies (bytes: not even UTF-8). */
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

export async function call<TBody = unknown>(
  baseUrl: string,
  method: string,
  pathname: string,
  options: CallOptions = {},
): Promise<Answer<TBody>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${pathname}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed as Answer<TBody>['body'], text, headers: response.headers };
}

export interface TestApi {
  url: string;
  /** Base URL of the API (…/api). */
  api: string;
  dataDir: string;
  databaseUrl: string | undefined;
  server: RunningServer;
  call<TBody = unknown>(method: string, pathname: string, options?: CallOptions): Promise<Answer<TBody>>;
  /** The server's own store, open beside it (only with `shareDatabase`). */
  readonly db: Kysely<DB>;
  /** Stops and starts the server again on the same storage. */
  restart(): Promise<void>;
  /** Stops the server and removes its data (folder or PostgreSQL schema). */
  dispose(): Promise<void>;
}

function viaPort(url: string, port: number | undefined): string {
  if (port === undefined) return url;
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

export function withSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('schema', schema);
  return parsed.toString();
}

export async function dropSchema(schema: string): Promise<void> {
  if (!TEST_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export { copyPgliteTemplate } from './pglite-template.ts';

/**
 * A migrated database of its own for a suite that works on the storage directly: a copy of the PGlite
 * template, or a fresh schema on PostgreSQL. `cleanup` removes it.
 */
export async function openTestDatabase(
  backend: Backend,
  prefix: string,
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bancada-${prefix}-`));
  const schema = `bancada_test_${randomBytes(6).toString('hex')}`;
  let database: Database;
  if (backend.name === 'pglite') {
    await copyPgliteTemplate(dataDir);
    database = await openDatabase({ dataDir });
  } else {
    database = await openDatabase({ dataDir, databaseUrl: withSchema(TEST_DATABASE_URL!, schema) });
  }
  await migrateToLatest(database);
  return {
    database,
    cleanup: async () => {
      await rm(dataDir, { recursive: true, force: true });
      if (backend.name === 'postgres') await dropSchema(schema);
    },
  };
}

/**
 * A user with one betting house and an account there for each name, written straight into the storage,
 * for suites that call the services on a database of their own (openTestDatabase).
 */
export async function seedUserWithAccounts(
  db: Kysely<DB>,
  user: { name: string; email: string },
  accountNames: string[],
): Promise<{ userId: number; accountIds: number[] }> {
  const { id: userId } = await db
    .insertInto('users')
    .values({ ...user, password_hash: 'x', updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const house = await db
    .insertInto('bets')
    .values({ name: 'Casa' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const accountIds: number[] = [];
  for (const name of accountNames) {
    const account = await db
      .insertInto('accounts')
      .values({ user_id: userId, bet_id: house.id, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    accountIds.push(account.id);
  }
  return { userId, accountIds };
}

/** Starts the real server with the api role on a fresh store: a temp PGlite folder or a fresh schema. */
export async function startTestApi(
  backend: Backend,
  options: {
    seedDemo?: boolean;
    prepare?: (db: Kysely<DB>) => Promise<void>;
    redisUrl?: string;
    limits?: Partial<Limits>;
    /** Hash passwords at this cost instead of the tests' cheap one (TEST_PASSWORD_HASHING). */
    passwordHashing?: PasswordHashing;
    /** Roles beside the API (the simulated feed for bets, the settlement worker, the BFF). */
    roles?: Array<'sportsfeed' | 'settlement' | 'bff'>;
    /** The simulated feed's clock at start (epoch ms), with the sportsfeed role. */
    sportsSimStart?: number;
    /** Keep the store open beside the server as `db`, for tests that write while it serves. */
    shareDatabase?: boolean;
    /** PostgreSQL reached at this loopback port instead of TEST_DATABASE_URL's (a proxy a test can cut). */
    postgresPort?: number;
  } = {},
): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bancada-api-'));
  const schema = `bancada_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl =
    backend.name === 'postgres' && TEST_DATABASE_URL
      ? withSchema(viaPort(TEST_DATABASE_URL, options.postgresPort), schema)
      : undefined;
  if (backend.name === 'pglite') await copyPgliteTemplate(dataDir);
  const defaults = loadConfig({});
  const config = {
    ...defaults,
    limits: { ...defaults.limits, ...options.limits },
    passwordHashing: options.passwordHashing ?? TEST_PASSWORD_HASHING,
    port: 0,
    logLevel: 'silent',
    dataDir,
    databaseUrl,
    seedDemo: options.seedDemo ?? false,
    redisUrl: options.redisUrl,
    roles: new Set(['api', ...(options.roles ?? [])] as const),
    sportsSimStart: options.sportsSimStart,
  };
  if (options.prepare) {
    // Writes test data into the very store the server will open, before it opens it (PGlite allows one owner).
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      await migrateToLatest(database);
      await options.prepare(database.db);
    } finally {
      await database.close();
    }
  }
  const shared = options.shareDatabase ? await openDatabase({ dataDir, databaseUrl }) : undefined;
  if (shared) await migrateToLatest(shared);
  let server = await startServer(config, undefined, { database: shared });
  const testApi: TestApi = {
    get db() {
      if (!shared) throw new Error('startTestApi: ask for shareDatabase to write beside the server');
      return shared.db;
    },
    get url() {
      return server.url;
    },
    get api() {
      return `${server.url}/api`;
    },
    dataDir,
    databaseUrl,
    get server() {
      return server;
    },
    call: <TBody>(method: string, pathname: string, callOptions?: CallOptions) =>
      call<TBody>(`${server.url}/api`, method, pathname, callOptions),
    async restart() {
      await server.close();
      server = await startServer(config, undefined, { database: shared });
    },
    async dispose() {
      await server.close();
      await shared?.close();
      await rm(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropSchema(schema);
    },
  };
  return testApi;
}

let userCounter = 0;

/**
 * A private address of its own for each sign-up, forwarded as a loopback proxy would: suites make many
 * users, and the per-address sign-up limit must not decide which of them exist.
 */
export const signupAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Signs up a fresh user and returns their token and e-mail. */
export async function newUser(
  api: TestApi,
  password = 'senha-segura-1',
): Promise<{ token: string; email: string }> {
  const email = `user${++userCounter}-${randomBytes(4).toString('hex')}@teste.com.br`;
  const answer = await api.call<{ access_token: string }>('POST', '/signup', {
    json: { name: 'Pessoa Teste', email, password, password_confirmation: password },
    headers: { 'x-forwarded-for': signupAddress(userCounter) },
  });
  if (answer.status !== 201) throw new Error(`signup failed: ${answer.status} ${answer.text}`);
  return { token: answer.body.access_token, email };
}

/** Creates an account at the first betting house and returns its id. */
export async function newAccount(api: TestApi, token: string, name = 'Conta Teste'): Promise<number> {
  const bets = await api.call<Array<{ id: number }>>('GET', '/bets');
  const answer = await api.call<{ account: AccountJson }>('POST', '/accounts', {
    token,
    json: { name, bet_id: bets.body[0].id },
  });
  if (answer.status !== 201) throw new Error(`account failed: ${answer.status} ${answer.text}`);
  return answer.body.account.account_id;
}
