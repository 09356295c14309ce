import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.ts';

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
    await mkdir(dataDir, { recursive: true });
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
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
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
