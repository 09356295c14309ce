import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import * as initial from './migrations/0001_initial.ts';
import * as statementCount from './migrations/0002_statement_count.ts';
import * as wagers from './migrations/0003_wagers.ts';
import * as blogPublishedMs from './migrations/0004_blog_published_ms.ts';
import * as halfSettlementEntries from './migrations/0005_half_settlement_entries.ts';
import * as legInPlay from './migrations/0006_leg_in_play.ts';

/** Listed statically (not read from disk) so the same set runs from source, tests and any bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_statement_count': statementCount,
  '0003_wagers': wagers,
  '0004_blog_published_ms': blogPublishedMs,
  '0005_half_settlement_entries': halfSettlementEntries,
  '0006_leg_in_play': legInPlay,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/**
 * What PostgreSQL answers a scan whose objects another client dropped under it: invalid_schema_name (the
 * schema went first), undefined_table and undefined_column (a table or column of it went first).
 */
const VANISHED_OBJECT_CODES = new Set(['3F000', '42P01', '42703']);
/**
 * The same race met inside PostgreSQL's catalog caches (XX000, "cache lookup failed for namespace 198940"):
 * an object the scan listed by its number was dropped before the scan read it. It names no schema.
 */
const CATALOG_CACHE_RACE = /^cache lookup failed for (?:namespace|relation|type|attribute) \d+$/;
const ATTEMPTS = 5;

/**
 * Whether a migration failed only because some other schema of the server disappeared under it. Kysely's
 * migrator looks for its bookkeeping tables by introspecting every schema of the database
 * (`pg_get_serial_sequence` on each column it lists): a schema that another client drops meanwhile fails
 * that scan with one of VANISHED_OBJECT_CODES, naming that schema or one of its tables, though nothing of
 * ours is wrong. (Test suites sharing one PostgreSQL drop their schemas while others migrate: of some 3,200
 * scans beside such drops, 189 failed with 3F000 and 23 with 42P01 or 42703.) An error that names our own
 * schema is ours; one that names none (a column's, a catalog cache's) is tried again, ATTEMPTS times at
 * most.
 */
export function anotherSchemaVanished(error: unknown, ownSchema: string | undefined): boolean {
  if (ownSchema === undefined || !(error instanceof Error)) return false;
  const { code } = error as Error & { code?: unknown };
  const namesOwnSchema = error.message.includes(`"${ownSchema}"`) || error.message.includes(`"${ownSchema}.`);
  if (code === 'XX000') return CATALOG_CACHE_RACE.test(error.message);
  return typeof code === 'string' && VANISHED_OBJECT_CODES.has(code) && !namesOwnSchema;
}

/**
 * Applies every pending migration; the same ones run on PGlite and on PostgreSQL. The migration
 * bookkeeping tables live in the database's own schema: without naming it, Kysely would find another
 * schema's bookkeeping tables on a shared server and skip creating its own. A scan that another schema's
 * removal broke is tried again (anotherSchemaVanished); migrations already applied are not run twice.
 */
export async function migrateToLatest({ db, schema }: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (attempt < ATTEMPTS && anotherSchemaVanished(error, schema)) continue;
    throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  }
}
