import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema.ts';
import { undescribedCoordinates } from './schema-descriptions.ts';

/**
 * The coordinates still waiting for a description when the check came in, one per line. The list may only
 * shrink: a new type, field, argument or enum value without a description fails, and so does a listed one
 * that got its description but is still listed (remove its line).
 */
const BACKLOG_FILE = path.join(import.meta.dirname, 'schema-descriptions.backlog.txt');
const backlog = readFileSync(BACKLOG_FILE, 'utf8').split('\n').filter(Boolean);

describe('descriptions in the schema', () => {
  it('describes every type, field, argument and enum value (but the shrinking backlog)', () => {
    const missing = undescribedCoordinates(getSchema());
    expect(
      missing.filter((c) => !backlog.includes(c)),
      'without a description',
    ).toEqual([]);
    expect(
      backlog.filter((c) => !missing.includes(c)),
      `described now: remove from ${BACKLOG_FILE}`,
    ).toEqual([]);
  });

  it('finds each kind of coordinate without a description', () => {
    const schema = buildSchema(`
      """Described."""
      type Query { bare(arg: Int): Kind }
      enum Kind { A }
      """Described."""
      input In { field: Int }
    `);
    expect(undescribedCoordinates(schema)).toEqual([
      'In.field',
      'Kind',
      'Kind.A',
      'Query.bare',
      'Query.bare(arg:)',
    ]);
  });
});
