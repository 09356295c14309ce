import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import { DEFAULT_PATHS } from '../server/paths.ts';

/**
 * Safe evolution of the public schema: schema.graphql (what this code serves) against
 * schema.baseline.graphql (what was last released). A breaking change (a field, type, argument or enum
 * value removed, a type narrowed…) fails the check; a field to be removed is first deprecated and stays
 * until the next release. `npm run schema:release` makes the current schema the new baseline, on purpose.
 */
export const BASELINE_FILE = DEFAULT_PATHS.schemaBaseline;

export interface SchemaComparison {
  changes: Change[];
  breaking: Change[];
}

/** Every change from the released SDL to the current one, per graphql-inspector's criticality. */
export async function compareSchemas(releasedSdl: string, currentSdl: string): Promise<SchemaComparison> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  return { changes, breaking: changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking) };
}

/** The change list as people read it: one line per change, its criticality first. */
export function describeChanges(changes: readonly Change[]): string {
  const mark: Record<CriticalityLevel, string> = {
    [CriticalityLevel.Breaking]: '✖ breaking:',
    [CriticalityLevel.Dangerous]: '⚠ dangerous:',
    [CriticalityLevel.NonBreaking]: '✔ safe:',
  };
  return changes.map((c) => `${mark[c.criticality.level]} ${c.message}`).join('\n');
}

if (import.meta.main) {
  const current = readFileSync(DEFAULT_PATHS.schema, 'utf8');
  // The first release has no baseline to compare with: everything is new.
  const released = existsSync(BASELINE_FILE) ? readFileSync(BASELINE_FILE, 'utf8') : current;
  const { changes, breaking } = await compareSchemas(released, current);
  console.log(changes.length ? describeChanges(changes) : 'schema.graphql is the released schema.');
  if (process.argv.includes('--release')) {
    copyFileSync(DEFAULT_PATHS.schema, BASELINE_FILE);
    console.log(`Released: ${BASELINE_FILE} is now schema.graphql.`);
  } else if (breaking.length > 0) {
    console.error(
      `${breaking.length} breaking change(s) against the released schema. Deprecate instead of removing; ` +
        'if the break is intended for a new release, run npm run schema:release.',
    );
    process.exitCode = 1;
  }
}
