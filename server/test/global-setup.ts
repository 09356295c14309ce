import path from 'node:path';
import { pgliteTemplate } from '../api/test/pglite-template.ts';
import { REPO_ROOT } from '../paths.ts';

/**
 * Node's compile cache for the integration tier's workers and the Bancada processes its suites start
 * (about twenty a run): each of them stripped the types of the same modules and compiled them again, 2.1 s
 * of CPU to a ready server on a PGlite copy, 1.7 s with the cache. The cache checks each file's content, so
 * one folder serves every run. It is the checkout's own (node_modules/.cache, where tools keep theirs),
 * not a folder of the shared temp directory, which another account could own or fill. A child whose
 * memory a suite measures runs without it, as `npm start` does (server/test/abuse/harness.ts): the cache
 * changes that figure.
 */
function shareCompileCache(): void {
  if (process.env.NODE_COMPILE_CACHE || process.env.NODE_DISABLE_COMPILE_CACHE) return;
  process.env.NODE_COMPILE_CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'node-compile-cache');
}

/**
 * Builds the migrated PGlite template once, before the integration suites start, so that no suite pays
 * for (or races another to) an initdb inside its own beforeAll.
 */
export default async function setup(): Promise<void> {
  shareCompileCache();
  await pgliteTemplate();
}
