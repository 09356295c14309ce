import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { removeUnchanged } from '../../test/remove-unchanged.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));
/** Changed whenever the template is built differently, so that an older one in the temp folder is unused. */
const TEMPLATE_FORMAT = 'without template databases';
const TEMPLATE_PREFIX = 'bancada-pglite-template-';
/** Whether a name in the temporary folder is a PGlite template's (of any migrations). */
export const isPgliteTemplate = (name: string): boolean => name.startsWith(TEMPLATE_PREFIX);

/** A template of other migrations unused this long is removed when a new one is built. */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

/**
 * A fresh store holds PostgreSQL's template0 and template1 beside the database PGlite serves (postgres):
 * 596 of its 1,044 files. A copy costs by the file far more than by the byte (the 16 MB WAL segment copies
 * in 10 ms, the 375 small files of one database in 260 ms), and every storage harness copies the template,
 * so the template goes without them: a copy takes half the CPU and time it took (0.65 → 0.35 s CPU each
 * here). Nothing in Bancada creates a database, the only use of those two.
 */
async function dropTemplateDatabases(database: Database): Promise<void> {
  await sql`update pg_database set datistemplate = false, datallowconn = true
    where datname in ('template0', 'template1')`.execute(database.db);
  await sql`drop database template1`.execute(database.db);
  await sql`drop database template0`.execute(database.db);
}

/**
 * The one way a test gets a PGlite store: a folder already initialised and migrated, built once and copied
 * for each suite. A fresh initdb and migration costs seconds (ten and more on a busy machine, enough to time
 * out a beforeAll); a copy costs a fraction of a second. Keyed by the migrations' content (and the way it is
 * built), so a changed migration builds a new template. The integration tier's global setup builds it before
 * any suite starts.
 */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256').update(TEMPLATE_FORMAT);
  for (const name of (await readdir(MIGRATIONS_DIR)).sort())
    hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  const template = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) {
    // Its time is its last use, which removeStaleTemplates reads.
    const now = new Date();
    await utimes(template, now, now).catch(() => undefined);
    return template;
  }
  const building = await mkdtemp(path.join(os.tmpdir(), 'bancada-pglite-build-'));
  const database = await openDatabase({ dataDir: building });
  await migrateToLatest(database);
  await dropTemplateDatabases(database);
  await database.close();
  try {
    // Suites run outside the global setup (one file at a time) may build it at once; the first rename
    // wins and the others use it.
    await rename(path.join(building, 'pglite'), template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  }
  await rm(building, { recursive: true, force: true });
  await removeStaleTemplates(os.tmpdir(), template);
  return template;
}

/**
 * Removes the templates of other migrations in `folder` unused for a day (a template's modification time is
 * its last use): each is some 25 MB, in memory where the tests' temporary folder is
 * (server/test/memory-tmpdir.ts), and each change of the migrations names a new one. One used more recently
 * may serve a run of another checkout going on now.
 */
export function removeStaleTemplates(folder: string, keep: string, now = Date.now()): Promise<string[]> {
  return removeUnchanged(folder, {
    maxAgeMs: STALE_TEMPLATE_MS,
    select: (name) => isPgliteTemplate(name) && path.join(folder, name) !== keep,
    now,
  });
}

/** Gives DATA_DIR a ready, migrated PGlite store. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  await cp(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
}
