import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { useMemoryTmpdir } from './server/test/memory-tmpdir.ts';
import { relayPlugins } from './web/relay/vite-plugins.ts';
import { configDefaults, defineConfig } from 'vitest/config';

// The suites run on the project's own Node (the `node` dev dependency), which npm puts first on PATH.
// Started directly (node_modules/.bin/vitest) on an older system Node, the BFF's upstream calls fail
// deep inside undici ("invalid onError method"): say so at once instead.
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
if (NODE_MAJOR < 24)
  throw new Error(
    `The tests need Node 24 or later (this is Node ${process.versions.node}): run them through npm (npm test, ` +
      'npm run test:unit, npx vitest …) or put node_modules/.bin first on PATH.',
  );

// Temporary files (PGlite copies, data folders) on a memory file system when there is one with room, set
// before the global setup builds the template and before any worker or server starts: on ext4, making and
// deleting their ten thousand files made the kernel's time a third of the integration project's CPU
// (server/test/memory-tmpdir.ts).
useMemoryTmpdir();

// Node loads graphql's CommonJS build for packages (Pothos, Yoga); Vite would give our own files the .mjs
// build, and two graphql instances reject each other's types. One build for both.
const oneGraphql = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };
const UNIT_TESTS = ['server/**/*.unit.test.ts', 'scripts/**/*.unit.test.ts'];
// Web suites that replace modules with vi.mock: a shared module graph would hand them the real module
// another file imported first (or hand the others their mock), so they run isolated. Read from the suites
// themselves, so a new mock cannot land in the shared project by mistake.
const WEB_MOCKING_TESTS = globSync('web/**/*.test.{ts,tsx}', { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.mock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

// Four projects, two tiers (README, "Tests"). The unit tier (`npm run test:unit`) is the projects `unit`
// (server and scripts files named *.unit.test.ts: pure logic, refused any server, socket, child process or
// database by server/test/unit-tier.ts), `web` and `web-isolated` (happy-dom components and formatting, never a
// server; the second holds the suites that mock modules). The project `integration` holds every other
// server test: real servers, PGlite or PostgreSQL, Redis, sockets.
export default defineConfig({
  test: {
    // Random order, files and tests within them, so no test leans on another having run first. The seed is
    // printed ("Running tests with seed …"); `VITEST_SEED=<seed> npx vitest run` runs that order again.
    // Not `--sequence.seed`: an option on the command line replaces each project's `sequence`, and with it
    // the project's group below.
    sequence: {
      shuffle: true,
      ...(process.env.VITEST_SEED ? { seed: Number(process.env.VITEST_SEED) } : {}),
    },
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The
    // integration suites mostly wait on sockets, servers and databases, so they overlap well: with two
    // workers and the PGlite template everywhere, the whole run (CI-like, busy 2-core machine) went from
    // 500 s to 320 s. The integration project has a third (below).
    maxWorkers: 2,
    // Each project has a group of its own (`sequence.groupOrder` below), run one after the other: projects
    // that share the two workers hand them back and forth, and a worker that changes project starts a new
    // module graph, so `isolate: false` saved little. Alone, each project keeps its graph per worker:
    // `npm run test:unit` 33 s → 18 s (CPU 54 → 27 s), the whole Vitest run 180 s → 110 s, on the same
    // 2-core machine. Files and tests are still shuffled within each project.
    projects: [
      {
        resolve: oneGraphql,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: UNIT_TESTS,
          setupFiles: ['server/test/unit-tier.ts'],
          // Pure suites share no state through modules, so one module graph serves them all: a third of
          // the CPU of isolated files (shuffled runs prove no file leans on another).
          isolate: false,
          pool: 'threads',
        },
      },
      {
        resolve: oneGraphql,
        test: {
          name: 'integration',
          sequence: { groupOrder: 3 },
          // A third worker: the heaviest suites mostly wait (servers in children starting, real intervals of
          // leases and polls, a flood's refusals), and with their servers on PostgreSQL in CI
          // (api/test/server-store.ts) two workers left the cores idle a third of the time. Alternated on a
          // 2-core machine: 55.4 and 57.0 s with three, 61.2 and 62.4 s with two (docs/PERFORMANCE.md).
          maxWorkers: 3,
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT_TESTS],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One module graph per worker, as the unit and web projects: each file imported the server's whole
          // graph again (Pothos schema, Yoga, PGlite, Kysely), which was most of a light file's time. 14 BFF
          // files on a busy 2-core machine, alternated: 113 and 129 s isolated, 56 and 74 s shared (imports
          // 66–93 s → 15–17 s). The suites change no module state (no vi.mock, env or table writes; fake
          // timers are restored by the file that sets them), and shuffled order keeps that honest.
          isolate: false,
        },
      },
      {
        // babel-plugin-relay turns graphql`` tags into imports of the generated artifacts.
        plugins: relayPlugins,
        test: {
          name: 'web',
          sequence: { groupOrder: 1 },
          // happy-dom rather than jsdom: a DOM per file is far cheaper to set up, which is most of this
          // project's time (both web projects on this 2-core machine: 26.6 s with jsdom, 15–16 s).
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_MOCKING_TESTS],
          setupFiles: ['server/test/unit-tier.ts', 'web/test/setup.ts'],
          // One module graph for the suites that mock nothing: React, Relay and the routes are imported
          // once per worker rather than once per file, which halved the project's time (32 s to 15 s on a
          // busy 2-core machine); each suite still renders into a fresh DOM and Relay environment.
          isolate: false,
          pool: 'threads',
          // A route's journey types, waits for lazy code and for Testing Library's 5 s (web/test/setup.ts):
          // the test's own timeout must leave room for that on a loaded machine.
          testTimeout: 15_000,
        },
      },
      {
        plugins: relayPlugins,
        test: {
          name: 'web-isolated',
          sequence: { groupOrder: 2 },
          environment: 'happy-dom',
          include: WEB_MOCKING_TESTS,
          setupFiles: ['server/test/unit-tier.ts', 'web/test/setup.ts'],
          // Isolated, since these suites replace modules with vi.mock; threads start faster than forks.
          pool: 'threads',
          testTimeout: 15_000,
        },
      },
    ],
  },
});
