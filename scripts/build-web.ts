/**
 * Builds the web app: relay-compiler (persisted operations, artifacts), the cost of each persisted operation
 * (scripts/persisted-costs.ts), then Vite into web/dist, then the first-load budget (scripts/web-budget.ts).
 *
 *   node scripts/build-web.ts              # npm run build: fails when the budget is exceeded
 *   node scripts/build-web.ts --if-stale   # npm prestart: builds only when web/dist is missing or older
 *                                          # than its sources; the budget is reported, not enforced
 *
 * With --if-stale a failed build is reported but does not stop `npm start`: the API and GraphQL still
 * serve, and the web role answers a page saying to run `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PATHS, REPO_ROOT } from '../server/paths.ts';
import { checkBudget, DIST_DIR, formatBudget, WEB_DIR } from './web-budget.ts';

const ROOT = REPO_ROOT;
const ARTIFACTS = path.join(WEB_DIR, 'relay', '__generated__');
const PERSISTED = DEFAULT_PATHS.persistedQueries;
/** Written last by Vite (the browser build runs after the server one), so its time says when the build finished. */
const BUILD_STAMP = path.join(DIST_DIR, '.vite', 'manifest.json');
/** The server build's entry, which the web role imports to render the public pages. */
export const SSR_ENTRY = path.join(DEFAULT_PATHS.webSsr, 'entry-server.js');
/** Files outside web/ that change what the build produces. */
const EXTRA_INPUTS = ['schema.graphql', 'relay.config.js', 'package-lock.json'].map((file) =>
  path.join(ROOT, file),
);
const SKIP_DIRS = new Set(['dist', '__generated__', 'node_modules']);

async function newestSourceTime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) newest = Math.max(newest, await newestSourceTime(full));
    } else if (!entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) {
      newest = Math.max(newest, (await stat(full)).mtimeMs);
    }
  }
  return newest;
}

/** True when web/dist is missing or any source is newer than the last build. */
export async function isStale(): Promise<boolean> {
  if (!existsSync(BUILD_STAMP) || !existsSync(SSR_ENTRY)) return true;
  const built = (await stat(BUILD_STAMP)).mtimeMs;
  let newest = await newestSourceTime(WEB_DIR);
  for (const file of EXTRA_INPUTS)
    if (existsSync(file)) newest = Math.max(newest, (await stat(file)).mtimeMs);
  return newest > built;
}

function runRelayCompiler(): void {
  const bin = path.join(
    ROOT,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'relay-compiler.cmd' : 'relay-compiler',
  );
  const result = spawnSync(bin, [], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('relay-compiler failed');
}

async function main(): Promise<number> {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && !(await isStale())) {
    console.log('web/dist is up to date.');
    return 0;
  }
  if (!existsSync(path.join(ROOT, 'schema.graphql'))) {
    console.error('schema.graphql is missing at the repository root; the web app is compiled against it.');
    return 1;
  }
  // relay-compiler refuses to start without its artifact folder and persist file.
  await mkdir(ARTIFACTS, { recursive: true });
  if (!existsSync(PERSISTED)) await writeFile(PERSISTED, '{}\n');
  runRelayCompiler();
  // Every persisted operation is costed like an integrator's document; one over the limit would be refused.
  const { reportPersistedCosts } = await import('./persisted-costs.ts');
  const overCost = reportPersistedCosts();

  const { build } = await import('vite');
  const configFile = path.join(WEB_DIR, 'vite.config.ts');
  // The server build first: the browser build's manifest is the stamp of a finished build.
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      ssr: path.join(WEB_DIR, 'ssr', 'entry-server.tsx'),
      outDir: DEFAULT_PATHS.webSsr,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // One module: the routes' code in it, loaded once (chunks would import the entry by its bare name).
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  await build({ configFile, logLevel: 'warn' });
  console.log(`Built the web app into ${path.relative(ROOT, DIST_DIR)}.`);

  const report = await checkBudget();
  console.log(formatBudget(report));
  if (!report.ok && !ifStale) return 1;
  if (overCost.length > 0 && !ifStale) return 1;
  return 0;
}

if (import.meta.main) {
  const tolerant = process.argv.includes('--if-stale');
  const fail = (message: string) => {
    console.error(message);
    if (tolerant) console.error('The web app was not built; the server starts without it (npm run build).');
    process.exitCode = tolerant ? 0 : 1;
  };
  main().then(
    (code) => (code === 0 ? undefined : fail('Building the web app failed.')),
    (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
  );
}
