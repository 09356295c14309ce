import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { copyPgliteTemplate } from './pglite-template.ts';

describe('the PGlite template a storage harness copies', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is migrated and holds the one database PGlite serves, without template0 and template1', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bancada-template-check-'));
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
    } finally {
      await database.close();
    }
  });
});
