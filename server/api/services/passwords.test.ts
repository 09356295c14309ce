import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../db/database.ts';
import type { IssuedToken } from '../test/answers.ts';
import { SERVING_BACKEND, newUser, startTestApi, type TestApi } from '../test/harness.ts';

// Test servers hash passwords at argon2's cheapest cost (server/test/password-hashing.ts). This suite runs
// one on the default configuration and reads what it stores: production's cost, written out here rather
// than read from config.ts, so a changed default fails it.
describe('password hashes on the default configuration', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(SERVING_BACKEND, { passwordHashing: loadConfig({}).passwordHashing });
  });
  afterAll(async () => {
    await api?.dispose();
  });

  it('stores argon2id at 19 MiB, 2 passes and 1 lane, and signs in against it', async () => {
    const password = 'senha-de-producao';
    const { email } = await newUser(api, password);
    const login = await api.call<IssuedToken>('POST', '/login', { json: { email, password } });
    expect(login.status).toBe(200);
    const wrong = await api.call<IssuedToken>('POST', '/login', { json: { email, password: 'outra-senha' } });
    expect(wrong.status).toBe(401);

    // PGlite has one owner: the server lets go of the store before the suite reads it.
    await api.server.close();
    const database = await openDatabase({ dataDir: api.dataDir, databaseUrl: api.databaseUrl });
    try {
      const user = await database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(
        /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
      );
    } finally {
      await database.close();
    }
  });
});
