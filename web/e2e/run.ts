/**
 * The browser end-to-end suite, as `npm test` and `npm run e2e` run it:
 *
 *   node web/e2e/run.ts [--report=<file>] [playwright test arguments…]
 *
 * Runs Playwright with web/e2e/playwright.config.ts against Debian's Chromium (its headless shell, or the full
 * browser for --headed and --debug: support/browser.ts) and, with --report, writes
 * {passed, failed, skipped} to that file. Exits non-zero when a test failed. Without Chromium the suite is
 * skipped with a message, except in CI (CI=true), where a missing browser is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, wantsWindow } from './support/browser.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface PlaywrightJson {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: unknown[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightSuite {
  specs?: Array<{ tests?: unknown[] }>;
  suites?: PlaywrightSuite[];
}

const root = path.resolve(import.meta.dirname, '..', '..');
const config = path.join(import.meta.dirname, 'playwright.config.ts');
const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const inCI = ['1', 'true'].includes((process.env.CI ?? '').toLowerCase());

const reportArg = process.argv.slice(2).find((arg) => arg.startsWith('--report='));
const reportFile = reportArg?.slice('--report='.length);
const passThrough = process.argv.slice(2).filter((arg) => arg !== reportArg);
// Chosen here, where Playwright's arguments are known, and handed to the config and its workers.
const browserPath = chromiumPath(process.env, existsSync, wantsWindow(passThrough));

const workDir = mkdtempSync(path.join(tmpdir(), 'bancada-e2e-report-'));
const jsonReport = path.join(workDir, 'playwright.json');

function finish(counts: Counts, code: number): never {
  rmSync(workDir, { recursive: true, force: true });
  if (reportFile) writeFileSync(reportFile, JSON.stringify(counts));
  process.exit(code);
}

function countTests(suites: PlaywrightSuite[] = []): number {
  return suites.reduce(
    (sum, suite) =>
      sum +
      (suite.specs ?? []).reduce((n, spec) => n + (spec.tests?.length ?? 0), 0) +
      countTests(suite.suites),
    0,
  );
}

function playwright(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [cli, 'test', '--config', config, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browserPath, E2E_JSON_REPORT: jsonReport, ...env },
  });
}

function readReport(): PlaywrightJson | undefined {
  if (!existsSync(jsonReport)) return undefined;
  return JSON.parse(readFileSync(jsonReport, 'utf8')) as PlaywrightJson;
}

if (!existsSync(browserPath)) {
  if (inCI) {
    console.error(
      `✘ end-to-end: Chromium not found at ${browserPath}; CI must install it (apt-get install chromium-headless-shell).`,
    );
    finish({ passed: 0, failed: 1, skipped: 0 }, 1);
  }
  // Count what is skipped, so the summary says how many browser tests did not run.
  playwright(['--list', '--reporter=json'], {
    E2E_JSON_REPORT: jsonReport,
    PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport,
  });
  const skipped = countTests(readReport()?.suites) || 1;
  console.log(
    `⚠ end-to-end: SKIPPED ${skipped} browser test(s): Chromium not found at ${browserPath}. ` +
      "Install Debian's chromium-headless-shell (apt-get install chromium-headless-shell) or set CHROMIUM_PATH to run them.",
  );
  finish({ passed: 0, failed: 0, skipped }, 0);
}

const result = playwright(passThrough);
const report = readReport();
const stats = report?.stats;
if (!stats) {
  console.error('✘ end-to-end: Playwright wrote no report');
  finish({ passed: 0, failed: 1, skipped: 0 }, 1);
}
const counts: Counts = {
  passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
  // Errors outside tests (global setup, a spec that does not load) count as one failure.
  failed: (stats.unexpected ?? 0) + (stats.unexpected ? 0 : report?.errors?.length ? 1 : 0),
  skipped: stats.skipped ?? 0,
};
const code = result.status === 0 && counts.failed === 0 ? 0 : 1;
if (code !== 0 && counts.failed === 0) counts.failed = 1;
finish(counts, code);
