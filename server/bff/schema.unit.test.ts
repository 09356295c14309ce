import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from '../../scripts/print-schema.ts';

describe('schema.graphql', () => {
  it('matches the schema printed from the code (run `npm run schema` after changing types)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
});
