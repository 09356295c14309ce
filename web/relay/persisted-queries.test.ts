import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const GENERATED = path.join(import.meta.dirname, '__generated__');
const PERSISTED = path.join(import.meta.dirname, 'persisted-queries.json');

/** The persisted id each compiled operation sends in place of its text (`params.id`). */
function operationIds(): Array<{ file: string; id: string }> {
  return readdirSync(GENERATED)
    .filter((file) => file.endsWith('.graphql.ts'))
    .flatMap((file) => {
      const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(path.join(GENERATED, file), 'utf8'))?.[1];
      return id ? [{ file, id }] : [];
    });
}

/**
 * The BFF accepts only operations listed in persisted-queries.json. relay-compiler adds an operation there
 * only when its text changed and never removes one, so a merge that keeps one side's artifacts and the
 * other side's list leaves the app sending ids the server refuses ("Operação persistida desconhecida"),
 * and old documents stay accepted. `npm run relay` (scripts/relay.ts) compiles from scratch, so the list
 * is exactly the compiled operations.
 */
describe('persisted operations', () => {
  const persisted = JSON.parse(readFileSync(PERSISTED, 'utf8')) as Record<string, string>;

  it('every compiled operation is in the persisted list, under the hash of its text', () => {
    const ids = operationIds();
    expect(ids.length).toBeGreaterThan(0);
    const missing = ids.filter(({ id }) => persisted[id] === undefined).map(({ file }) => file);
    expect(missing, 'run `npm run relay`').toEqual([]);
    for (const { file, id } of ids)
      expect(createHash('sha256').update(persisted[id]).digest('hex'), file).toBe(id);
  });

  it('lists no operation the app no longer has', () => {
    const compiled = new Set(operationIds().map(({ id }) => id));
    const stale = Object.entries(persisted)
      .filter(([id]) => !compiled.has(id))
      .map(([, text]) => text.slice(0, 60));
    expect(stale, 'run `npm run relay`').toEqual([]);
  });
});
