import { isPgliteTemplate, pgliteTemplate } from '../api/test/pglite-template.ts';
import { ownPrivateFolder, removeLeftovers, testsMemoryFolder } from './memory-tmpdir.ts';

/**
 * Builds the migrated PGlite template once, before the integration suites start, so that no suite pays
 * for (or races another to) an initdb inside its own beforeAll. First, what interrupted runs left in the
 * tests' memory folder is removed (memory-tmpdir.ts).
 */
export default async function setup(): Promise<void> {
  // Whether or not this run's TMPDIR is there: a run on a fuller machine may not have chosen it.
  const memory = testsMemoryFolder();
  if (ownPrivateFolder(memory)) await removeLeftovers(memory, { spare: isPgliteTemplate });
  await pgliteTemplate();
}
