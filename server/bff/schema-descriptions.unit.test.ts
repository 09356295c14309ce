import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema.ts';
import { undescribedCoordinates } from './test/schema-descriptions.ts';

describe('descriptions in the schema', () => {
  it('describes every type, field, argument and enum value', () => {
    expect(undescribedCoordinates(getSchema()), 'without a description').toEqual([]);
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
