import { isPgliteTemplate, pgliteTemplate } from '../api/test/pglite-template.ts';
import { removeLeftovers, testsMemoryFolder } from './memory-tmpdir.ts';

/**
 * Builds the migrated PGlite template once, before the integration suites start, so that no suite pays
 * for (or races another to) an initdb inside its own beforeAll. First, what interrupted runs left in the
 * tests' memory folder is removed (memory-tmpdir.ts).
 */
export default async function setup(): Promise<void> {
  const memory = testsMemoryFolder();
  if (memory) await removeLeftovers(memory, { spare: isPgliteTemplate });
  await pgliteTemplate();
}
