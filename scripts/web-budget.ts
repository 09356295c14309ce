/**
 * First-load budget of the web app: the gzipped JavaScript a visitor downloads to open
 * /sports/scheduled/today (the entry chunk, the app it imports, that route's chunk and everything they import
 * statically),
 * next to a bare React + Relay page (web/budget-baseline) built with the same Vite config in the same
 * run. Ratios measured side by side, never absolute sizes, decide (DESIGN §9). Exit 1 above the limit.
 *
 *   node scripts/web-budget.ts            # after npm run build
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_PATHS, REPO_ROOT } from '../server/paths.ts';

export const WEB_DIR = path.join(REPO_ROOT, 'web');
export const DIST_DIR = DEFAULT_PATHS.webDist;
/** The route the budget is about, as its module is named in Vite's manifest (relative to web/). */
export const BUDGET_ROUTE_MODULE = 'routes/sports-today/SportsTodayPage.tsx';
export const BUDGET_LIMIT = 1.3;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

async function readManifest(distDir: string): Promise<Manifest> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    throw new Error(`No Vite manifest at ${file}; run npm run build first.`);
  }
}

/** A chunk and every chunk it imports statically: what the browser fetches before running it. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`"${key}" is not in the Vite manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('The Vite manifest has no entry chunk');
  return key;
}

export interface JsWeight {
  files: Array<{ file: string; gzip: number }>;
  gzip: number;
}

async function weigh(distDir: string, files: Iterable<string>): Promise<JsWeight> {
  const weighed = [];
  for (const file of [...files].filter((name) => name.endsWith('.js')).sort()) {
    // Level 9, as the web role serves them.
    weighed.push({ file, gzip: gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).byteLength });
  }
  return { files: weighed, gzip: weighed.reduce((sum, item) => sum + item.gzip, 0) };
}

/** First-load JS of the budget route in a built app. */
export async function measureRoute(distDir: string, routeModule = BUDGET_ROUTE_MODULE): Promise<JsWeight> {
  const manifest = await readManifest(distDir);
  const entry = entryKey(manifest);
  const files = staticClosure(manifest, entry);
  // The entry imports the app itself dynamically (web/main.tsx: after a rendered page's first paint), and
  // nothing else: every page loads it.
  for (const app of manifest[entry].dynamicImports ?? []) staticClosure(manifest, app, files);
  staticClosure(manifest, routeModule, files);
  return weigh(distDir, files);
}

/** Builds web/budget-baseline with the app's Vite config into a temporary folder and weighs its entry. */
export async function measureBaseline(): Promise<JsWeight> {
  const { build } = await import('vite');
  const outDir = await mkdtemp(path.join(tmpdir(), 'bancada-budget-'));
  try {
    await build({
      configFile: path.join(WEB_DIR, 'vite.config.ts'),
      root: path.join(WEB_DIR, 'budget-baseline'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = await readManifest(outDir);
    return await weigh(outDir, staticClosure(manifest, entryKey(manifest)));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export interface BudgetReport {
  app: JsWeight;
  baseline: JsWeight;
  ratio: number;
  limit: number;
  ok: boolean;
}

export async function checkBudget(distDir = DIST_DIR, limit = BUDGET_LIMIT): Promise<BudgetReport> {
  const app = await measureRoute(distDir);
  const baseline = await measureBaseline();
  const ratio = app.gzip / baseline.gzip;
  return { app, baseline, ratio, limit, ok: ratio <= limit };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function formatBudget(report: BudgetReport): string {
  const lines = [
    'First-load JS (gzip) of /sports/scheduled/today:',
    ...report.app.files.map((item) => `  ${item.file.padEnd(44)} ${kb(item.gzip).padStart(9)}`),
    `  ${'total'.padEnd(44)} ${kb(report.app.gzip).padStart(9)}`,
    `Bare React + Relay page, same config:   ${kb(report.baseline.gzip).padStart(9)}`,
    `Ratio: ${report.ratio.toFixed(2)}× (limit ${report.limit}×) ${report.ok ? 'ok' : 'OVER BUDGET'}`,
  ];
  return lines.join('\n');
}

if (import.meta.main) {
  try {
    const report = await checkBudget();
    console.log(formatBudget(report));
    process.exitCode = report.ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
