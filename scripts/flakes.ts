/**
 * `npm run test:flakes`: runs the Vitest suites several times (10 unless `--runs N`), each in a new random
 * order, and counts the flaky tests: those that failed in some run and passed in another. Tests that failed
 * in every run they ran in are broken, not flaky, and are listed apart. Not part of `npm test`.
 *
 *   npm run test:flakes                                    every Vitest suite, 10 runs
 *   npm run test:flakes -- --runs 30 --project unit --project 'web*'    the unit tier, 30 runs
 *
 * Arguments other than --runs go to `vitest run` as they are (projects, files …). It exits 1 when a test
 * was flaky or broken. The output of each run that failed is kept in test-results/flakes/<start>/.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface JsonReport {
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

interface Tally {
  passed: number;
  failed: number;
}

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
let runs = 10;
const runsAt = args.indexOf('--runs');
if (runsAt !== -1) {
  runs = Number(args[runsAt + 1]);
  args.splice(runsAt, 2);
}
if (!Number.isInteger(runs) || runs < 2) {
  console.error('--runs takes a whole number of at least 2');
  process.exit(2);
}

const tallies = new Map<string, Tally>();
/** The first failure's message of each test, printed under the table: the reports are deleted. */
const firstFailures = new Map<string, string>();
const NO_MESSAGE = "(no message in the report: see the run's output)";
/** A file that failed to load or whose hooks failed counts as one test of its own. */
const count = (id: string, ok: boolean, message?: string) => {
  const tally = tallies.get(id) ?? { passed: 0, failed: 0 };
  if (ok) tally.passed += 1;
  else tally.failed += 1;
  tallies.set(id, tally);
  if (!ok && !firstFailures.has(id)) firstFailures.set(id, message || NO_MESSAGE);
};

const workDir = mkdtempSync(path.join(tmpdir(), 'bancada-flakes-'));
/** The output of each run that failed; test-results/ is not committed. */
const keptDir = path.join(root, 'test-results', 'flakes', new Date().toISOString().replace(/[:.]/g, '-'));
const seconds: number[] = [];
for (let run = 1; run <= runs; run++) {
  const report = path.join(workDir, `run-${run}.json`);
  // A seed per run, printed, so an order that failed can be run again with VITEST_SEED=<seed>
  // (vitest.config.ts: `--sequence.seed` would run the projects together).
  const seed = Math.floor(Math.random() * 2 ** 31);
  const outputFile = path.join(workDir, `run-${run}.log`);
  const output = openSync(outputFile, 'w');
  const started = Date.now();
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...args],
    // The reports are read; the suites' own output goes to a file, kept when the run failed (below).
    { cwd: root, stdio: ['ignore', output, output], env: { ...process.env, VITEST_SEED: String(seed) } },
  );
  closeSync(output);
  seconds.push((Date.now() - started) / 1000);
  if (!existsSync(report)) {
    console.error(`run ${run} (seed ${seed}) wrote no report (exit ${result.status}); stopping`);
    process.exit(2);
  }
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
  let failedHere = 0;
  for (const file of parsed.testResults) {
    const relative = path.relative(root, file.name);
    if (file.assertionResults.length === 0) {
      count(`${relative} (the file itself)`, file.status === 'passed', file.message);
      if (file.status !== 'passed') failedHere += 1;
      continue;
    }
    // A failure outside any test (a hook, an unhandled error) fails the file though every test passed. The
    // file is counted in every run, so that one such failure reads as flaky, not as failed in every run.
    const fileError = file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed');
    count(`${relative} (the file itself)`, !fileError, file.message);
    if (fileError) failedHere += 1;
    for (const test of file.assertionResults) {
      if (test.status !== 'passed' && test.status !== 'failed') continue;
      count(`${relative} > ${test.fullName}`, test.status === 'passed', test.failureMessages?.join('\n'));
      if (test.status === 'failed') failedHere += 1;
    }
  }
  let kept = '';
  // A failure whose report says nothing (a hook, an unhandled error, a worker that died) is in Vitest's
  // own output: the run's output is kept where the browser tier keeps its results.
  if (failedHere > 0 || result.status !== 0) {
    mkdirSync(keptDir, { recursive: true });
    const file = path.join(keptDir, `run-${run}-seed-${seed}.log`);
    copyFileSync(outputFile, file);
    kept = `, output in ${path.relative(root, file)}`;
  }
  console.log(
    `run ${run}/${runs}: seed ${seed}, ${seconds.at(-1)!.toFixed(1)}s, ${failedHere} failed${kept}`,
  );
}
rmSync(workDir, { recursive: true, force: true });

const flaky = [...tallies].filter(([, t]) => t.passed > 0 && t.failed > 0);
const broken = [...tallies].filter(([, t]) => t.passed === 0 && t.failed > 0);
const table = (rows: Array<[string, Tally]>) => {
  console.log(`  ${'failed'.padStart(6)} ${'passed'.padStart(6)}  test`);
  for (const [id, t] of rows.sort((a, b) => b[1].failed - a[1].failed)) {
    console.log(`  ${String(t.failed).padStart(6)} ${String(t.passed).padStart(6)}  ${id}`);
    const message = (firstFailures.get(id) ?? '').split('\n').slice(0, 6);
    for (const line of message) console.log(`                   ${line}`);
  }
};

const testCount = [...tallies.keys()].filter((id) => !id.endsWith('(the file itself)')).length;
const sorted = [...seconds].sort((a, b) => a - b);
console.log(
  `\n${runs} runs of ${testCount} tests; a run took ${sorted[0].toFixed(1)}–${sorted.at(-1)!.toFixed(1)}s ` +
    `(median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)}s)`,
);
console.log(`flaky: ${flaky.length}`);
if (flaky.length) table(flaky);
if (broken.length) {
  console.log(`failed in every run: ${broken.length}`);
  table(broken);
}
process.exit(flaky.length || broken.length ? 1 : 0);
