import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));

/**
 * The one way a test gets a PGlite store: a folder already initialised and migrated, built once and copied
 * for each suite. A fresh initdb and migration costs seconds (ten and more on a busy machine, enough to time
 * out a beforeAll); a copy costs milliseconds. Keyed by the migrations' content, so a changed migration
 * builds a new template. The integration tier's global setup builds it before any suite starts.
 */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).sort())
    hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  const template = path.join(os.tmpdir(), `bancada-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = await mkdtemp(path.join(os.tmpdir(), 'bancada-pglite-build-'));
  const database = await openDatabase({ dataDir: building });
  await migrateToLatest(database);
  await database.close();
  try {
    // Suites run outside the global setup (one file at a time) may build it at once; the first rename
    // wins and the others use it.
    await rename(path.join(building, 'pglite'), template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  }
  await rm(building, { recursive: true, force: true });
  return template;
}

/** Gives DATA_DIR a ready, migrated PGlite store. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  await cp(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
}

/** A new temporary DATA_DIR holding a copy of the migrated template; the caller removes it. */
export async function freshDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  await copyPgliteTemplate(dataDir);
  return dataDir;
}
