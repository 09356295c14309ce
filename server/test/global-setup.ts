import { pgliteTemplate } from '../api/test/pglite-template.ts';

/**
 * Builds the migrated PGlite template once, before the integration suites start, so that no suite pays
 * for (or races another to) an initdb inside its own beforeAll.
 */
export default async function setup(): Promise<void> {
  await pgliteTemplate();
}
