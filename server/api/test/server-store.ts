import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dropSchema, TEST_DATABASE_URL, withSchema } from './harness.ts';
import { copyPgliteTemplate } from './pglite-template.ts';

/** Where a Bancada server started by a test keeps its data, as its DATA_DIR and DATABASE_URL say. */
export interface ServerStore {
  dataDir: string;
  /** A PostgreSQL schema of its own, or '' for PGlite in `dataDir`. */
  databaseUrl: string;
  /** Removes the folder and the schema. */
  remove(): Promise<void>;
}

/**
 * The store of a server that a suite starts for what it serves rather than for its storage (the storage
 * suites run on both backends, BACKENDS in harness.ts): a schema of TEST_DATABASE_URL's PostgreSQL when
 * there is one, as in CI, else a copy of the PGlite template. PGlite's start is half of a server's: a
 * process with every role took 2.8 s of CPU to its first ready answer on a template copy, and 1.4 s on a
 * new PostgreSQL schema, migrations included (docs/PERFORMANCE.md, "Test servers on PostgreSQL").
 */
export async function freshServerStore(prefix: string): Promise<ServerStore> {
  const store = serverStoreIn(await mkdtemp(path.join(os.tmpdir(), `${prefix}-`)));
  if (!TEST_DATABASE_URL)
    await copyPgliteTemplate(store.dataDir).catch(async (error: unknown) => {
      await store.remove();
      throw error;
    });
  return store;
}

/**
 * The store kept in `dataDir` by freshServerStore, for a server started again on the same data: on
 * PostgreSQL its schema is named after the folder.
 */
export function serverStoreIn(dataDir: string): ServerStore {
  const schema = `bancada_test_${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
  return {
    dataDir,
    databaseUrl: TEST_DATABASE_URL ? withSchema(TEST_DATABASE_URL, schema) : '',
    async remove() {
      await rm(dataDir, { recursive: true, force: true });
      await dropSchema(schema);
    },
  };
}
