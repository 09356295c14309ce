import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { copyPgliteTemplate, removeStaleTemplates } from './pglite-template.ts';

// The folders the tests make, removed after all of them.
const folders: string[] = [];
async function newFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('the PGlite template a storage harness copies', () => {
  it('is migrated and holds the one database PGlite serves, without template0 and template1', async () => {
    const dataDir = await newFolder('bancada-template-check-');
    await copyPgliteTemplate(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      expect(await migrateToLatest(database)).toEqual([]);
      const { rows } = await sql<{ datname: string }>`select datname from pg_database`.execute(database.db);
      expect(rows.map((row) => row.datname)).toEqual(['postgres']);
      // The copy is a working store: it takes a write and reads it back.
      await database.db.insertInto('bets').values({ name: 'Casa do Modelo' }).execute();
      const bet = await database.db
        .selectFrom('bets')
        .select('name')
        .where('name', '=', 'Casa do Modelo')
        .executeTakeFirst();
      expect(bet?.name).toBe('Casa do Modelo');
      // Opened with the embedded store's own settings (database.ts), not PostgreSQL's 128 MB: a PGlite that
      // stopped reading `postgresqlconf` would start slower and larger without saying so.
      const buffers = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
      expect(buffers.rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});

describe('removeStaleTemplates', () => {
  it('removes the other templates older than a day, and nothing else', async () => {
    const folder = await newFolder('bancada-stale-templates-');
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const made = async (name: string, ageMs: number) => {
      await mkdir(path.join(folder, name));
      const at = new Date(now - ageMs);
      await utimes(path.join(folder, name), at, at);
    };
    await made('bancada-pglite-template-current', 3 * day);
    await made('bancada-pglite-template-old', 2 * day);
    await made('bancada-pglite-template-recent', day / 2);
    await made('other-old-folder', 3 * day);
    const removed = await removeStaleTemplates(
      folder,
      path.join(folder, 'bancada-pglite-template-current'),
      now,
    );
    expect(removed).toEqual(['bancada-pglite-template-old']);
    expect((await readdir(folder)).sort()).toEqual([
      'bancada-pglite-template-current',
      'bancada-pglite-template-recent',
      'other-old-folder',
    ]);
  });
});
