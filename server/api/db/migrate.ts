import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import * as initial from './migrations/0001_initial.ts';
import * as statementCount from './migrations/0002_statement_count.ts';
import * as wagers from './migrations/0003_wagers.ts';
import * as blogPublishedMs from './migrations/0004_blog_published_ms.ts';

/** Listed statically (not read from disk) so the same set runs from source, tests and any bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_statement_count': statementCount,
  '0003_wagers': wagers,
  '0004_blog_published_ms': blogPublishedMs,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/**
 * Applies every pending migration; the same ones run on PGlite and on PostgreSQL. The migration
 * bookkeeping tables live in the database's own schema: without naming it, Kysely would find another
 * schema's bookkeeping tables on a shared server and skip creating its own.
 */
export async function migrateToLatest({ db, schema }: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
