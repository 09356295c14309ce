import { describe, expect, it } from 'vitest';
import { anotherSchemaVanished } from './migrate.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('anotherSchemaVanished', () => {
  it('is another schema dropped during the scan: 3F000 naming a schema that is not ours', () => {
    const error = pgError('3F000', 'schema "bancada_test_8fb222ff4ce3" does not exist');
    expect(anotherSchemaVanished(error, 'bancada_test_0123456789ab')).toBe(true);
  });

  it('is a table or column of another schema dropped during the scan: 42P01 or 42703 not naming ours', () => {
    const own = 'bancada_test_0123456789ab';
    const table = pgError('42P01', 'relation "bancada_test_8fb222ff4ce3.accounts" does not exist');
    expect(anotherSchemaVanished(table, own)).toBe(true);
    expect(anotherSchemaVanished(pgError('42703', 'column "id" does not exist'), own)).toBe(true);
  });

  it("is an object of another schema dropped between the scan's steps: XX000 from a catalog cache", () => {
    const own = 'bancada_test_0123456789ab';
    expect(anotherSchemaVanished(pgError('XX000', 'cache lookup failed for namespace 198940'), own)).toBe(
      true,
    );
    expect(anotherSchemaVanished(pgError('XX000', 'cache lookup failed for relation 52011'), own)).toBe(true);
    // Any other internal error is not that race.
    expect(anotherSchemaVanished(pgError('XX000', 'could not open file "base/5/1259"'), own)).toBe(false);
  });

  it('is not when the missing schema is our own, or the error is another one', () => {
    expect(
      anotherSchemaVanished(
        pgError('3F000', 'schema "bancada_test_0123456789ab" does not exist'),
        'bancada_test_0123456789ab',
      ),
    ).toBe(false);
    expect(
      anotherSchemaVanished(
        pgError('42P01', 'relation "bancada_test_0123456789ab.kysely_migration_lock" does not exist'),
        'bancada_test_0123456789ab',
      ),
    ).toBe(false);
    expect(anotherSchemaVanished(pgError('23505', 'duplicate key value'), 'mine')).toBe(false);
    expect(anotherSchemaVanished(new Error('schema "x" does not exist'), 'mine')).toBe(false);
    expect(anotherSchemaVanished('3F000', 'mine')).toBe(false);
  });

  it('is not without a schema of our own (PGlite, or the server default)', () => {
    expect(anotherSchemaVanished(pgError('3F000', 'schema "x" does not exist'), undefined)).toBe(false);
  });
});
