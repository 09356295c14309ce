import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.ts';
import { privateDir } from '../../private-dir.ts';

export interface DatabaseOptions {
  /** PGlite keeps its files in DATA_DIR/pglite. */
  dataDir: string;
  /**
   * Unset: PGlite on disk. `memory://`: PGlite in memory. `postgres://…`: PostgreSQL; a `schema` query
   * parameter (`postgres://…/db?schema=name`) confines every table to that schema.
   */
  databaseUrl?: string;
  /** Overrides the `schema` query parameter (test isolation on a shared PostgreSQL). */
  schema?: string;
}

export interface Database {
  db: Kysely<DB>;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL schema every table lives in, when one was asked for. */
  schema?: string;
  close(): Promise<void>;
}

const INT8_OID = 20;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * PGlite's PostgreSQL keeps PostgreSQL's default shared_buffers, 128 MB, in its WebAssembly memory, and
 * touches all of it as it starts. The embedded store is one process's data, read through the operating
 * system's file cache: with 32 MB an open took 0.55 s of wall time and 220 MB resident instead of 0.87 s
 * and 317 MB, and the statement export over 100,000 entries was as fast (docs/PERFORMANCE.md, "PGlite's
 * shared buffers").
 */
const PGLITE_CONF = ['shared_buffers=32MB'];

/** Money columns are int8; reading them as bigint keeps them exact past 2^53 and never a float. */
const parseInt8 = (value: string) => BigInt(value);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//i.test(url)) return openPostgres(url, options.schema);
  if (url && url !== 'memory://')
    throw new Error(`DATABASE_URL must be postgres://… or memory://, got "${url}"`);

  let dataDir = 'memory://';
  if (!url) {
    dataDir = path.join(options.dataDir, 'pglite');
    await privateDir(dataDir);
  }
  const pglite = await PGlite.create(dataDir, {
    parsers: { [pgliteTypes.INT8]: parseInt8 },
    postgresqlconf: PGLITE_CONF,
  });
  // The dialect serialises every connection onto PGlite's single session, so transactions never interleave.
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, driver: 'pglite', close: () => db.destroy() };
}

async function openPostgres(rawUrl: string, schemaOption: string | undefined): Promise<Database> {
  const url = new URL(rawUrl);
  const schema = schemaOption ?? url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name "${schema}"`);

  const pool = new pg.Pool({
    connectionString: url.toString(),
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? parseInt8
          : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
    },
  });
  // A client that loses its server must not crash the process; the next query reconnects. An idle one
  // reports it on the pool; one in use fails its query (the caller gets that error) and also emits 'error'
  // on itself, where pg-pool listens only while it is idle: without this listener, a database restart
  // during a query was an uncaught exception.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    else await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, driver: 'postgres', schema, close: () => db.destroy() };
}

/** Node's codes for a connection that could not be made or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs for a server out of reach rather than a statement that failed: the connection
 * exceptions of class 08 (not 08P01, a protocol violation one statement can cause), 53300 (too many
 * connections) and 57P01–57P03 (shutting down, starting up).
 */
const UNREACHABLE_SQLSTATE = /^(0800[0-46]|53300|57P0[123])$/;

/** pg's and pg-pool's messages for a connection lost or never made, which carry no code. */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a failed query failed because the database was out of reach (the API then answers 503, which
 * the BFF counts toward its circuit breaker), not because of the statement or the data (a 500: that
 * request's fault alone).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code)))
    return true;
  if (UNREACHABLE_MESSAGE.test(error.message)) return true;
  // A host name with several addresses fails with each of them, as one AggregateError.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnreachable);
}
