import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../server/paths.ts';
import { BASELINE_FILE, compareSchemas, describeChanges } from './schema-compat.ts';

const released = readFileSync(BASELINE_FILE, 'utf8');

describe('schema.graphql against the released baseline (schema.baseline.graphql)', () => {
  it('breaks nothing a client of the released schema relies on', async () => {
    // The whole change list since the release: `npm run schema:check`.
    const { breaking } = await compareSchemas(released, readFileSync(DEFAULT_PATHS.schema, 'utf8'));
    expect(describeChanges(breaking)).toBe('');
  });

  it('fails on a removed field and on a narrowed argument, and lets an added field pass', async () => {
    const removed = released.replace(/^ {2}sports\(/m, '  gone(');
    const narrowed = released.replace(/^( {2}node\([^)]*id: )ID!/m, '$1Int!');
    const added = released.replace(/^type Query \{$/m, 'type Query {\n  """New."""\n  newField: Int');
    expect(removed).not.toBe(released);
    expect(narrowed).not.toBe(released);
    expect(added).not.toBe(released);

    const removal = await compareSchemas(released, removed);
    expect(removal.breaking.map((c) => c.path)).toContain('Query.sports');
    expect(describeChanges(removal.breaking)).toMatch(
      /^✖ breaking: Field 'sports' was removed from object type 'Query'/m,
    );
    expect((await compareSchemas(released, narrowed)).breaking.map((c) => c.path)).toEqual(['Query.node.id']);
    const addition = await compareSchemas(released, added);
    expect(addition.breaking).toEqual([]);
    expect(new Set(addition.changes.map((c) => c.path))).toEqual(new Set(['Query.newField']));
  });
});
