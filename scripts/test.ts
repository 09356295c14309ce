/**
 * `npm test`: every check in one command, in the order that fails fastest — formatting and lint, types,
 * Relay artifacts, then the Vitest suites (server and web), then the browser end-to-end suite.
 * It ends with one summary line, "tests: N passed, N failed", counted from the runners' own reports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${seconds}s)`);
  return ok;
}

function readVitestReport(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function add(counts: Counts): void {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

const steps: Array<() => boolean> = [
  () => run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  // The same rule as `npm run lint`: a warning fails.
  () => run('lint', bin('eslint'), ['.', '--max-warnings', '0']),
  () => run('types', bin('tsc'), ['--noEmit', '-p', '.']),
  // --validate fails when committed Relay artifacts are out of date with the sources.
  () => run('relay artifacts', bin('relay-compiler'), ['--validate']),
];

const reportDir = mkdtempSync(path.join(tmpdir(), 'bancada-test-'));
steps.push(() => {
  const report = path.join(reportDir, 'vitest.json');
  const ok = run('unit and integration (vitest)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const counts = readVitestReport(report);
  add(counts);
  return ok && counts.failed === 0;
});

const e2eRunner = path.join(root, 'web', 'e2e', 'run.ts');
steps.push(() => {
  const report = path.join(reportDir, 'e2e.json');
  const ok = run('end-to-end (chromium)', process.execPath, [e2eRunner, `--report=${report}`]);
  if (existsSync(report)) add(JSON.parse(readFileSync(report, 'utf8')) as Counts);
  else if (!ok) add({ passed: 0, failed: 1, skipped: 0 });
  return ok;
});

let failedSteps = 0;
for (const step of steps) {
  if (!step()) failedSteps += 1;
}
rmSync(reportDir, { recursive: true, force: true });

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
if (failedSteps > 0) console.log(`\n${failedSteps} step(s) failed`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed + (totals.failed ? 0 : failedSteps)} failed${skipped}`,
);
process.exit(failedSteps > 0 ? 1 : 0);
