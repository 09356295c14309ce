// Benchmark (not part of `npm test`): the statement's CSV export over 50,000 and 100,000 entries, read
// page by page through the BFF exactly as the web app does, side by side in one run.
//
//   npm run bench:statement                 PGlite (embedded) under a temporary DATA_DIR
//   DATABASE_URL=postgres://… npm run …     PostgreSQL, in a throwaway schema, with EXPLAIN of the page query
//
// For each size: a fresh store seeded in one INSERT … SELECT (server/api/test/statement-seed.ts), the Banca
// API and the BFF as two child processes (so the BFF's memory is its own), then the web's own export code
// (web/routes/account-statement/statement-export.ts: relayStatementPages + statementCsvChunks, its persisted
// StatementExportQuery and page size, its fetch function) over a Relay environment in this process. It
// prints time per 1,000 entries, first pages against last pages, and the peak memory growth of the BFF and
// of this process, with the ratios of 100k to 50k beside them: linear time is a ratio near 1 per 1,000
// entries, bounded memory a BFF growth that does not double with the statement.

import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire, registerHooks } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/api/db/database.ts';
import { migrateToLatest } from '../server/api/db/migrate.ts';
import { withSchema } from '../server/api/test/harness.ts';
import { seedStatement } from '../server/api/test/statement-seed.ts';
import { startBancada, type RunningBancada } from '../server/test/abuse/harness.ts';

// Babel is what vite-plugin-relay runs for the app (a dependency of it, without type declarations here).
const { transformSync } = createRequire(import.meta.url)('@babel/core') as {
  transformSync: (code: string, options: object) => { code?: string | null } | null;
};

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WEB = pathToFileURL(path.join(ROOT, 'web/')).href;
const SIZES = [50_000, 100_000];
const DATABASE_URL = (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)?.trim() || undefined;

// The web's modules hold graphql`` tags, which babel-plugin-relay turns into imports of relay-compiler's
// artifacts (as Vite does for the app): the same transform, in this process, for files under web/ only.
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.endsWith('.graphql') && context.parentURL?.startsWith(WEB))
      return nextResolve(`${specifier}.ts`, context);
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!url.startsWith(WEB) || !/\.tsx?$/.test(url) || loaded.source == null) return loaded;
    const source =
      typeof loaded.source === 'string' ? loaded.source : new TextDecoder().decode(loaded.source);
    // relay-compiler's artifacts import only types, without `import type` (see web/relay/vite-plugins.ts).
    if (url.includes('/__generated__/'))
      return { ...loaded, source: source.replace(/^import \{/gm, 'import type {') };
    if (!source.includes('graphql`')) return loaded;
    const filename = fileURLToPath(url);
    const out = transformSync(source, {
      filename,
      babelrc: false,
      configFile: false,
      plugins: ['babel-plugin-relay'],
      parserOpts: { plugins: ['typescript'] },
      retainLines: true,
    });
    return { ...loaded, source: out?.code ?? source };
  },
});

const { createEnvironment } = await import('../web/relay/environment.ts');
const { EXPORT_PAGE_SIZE, relayStatementPages, statementCsvChunks } =
  await import('../web/routes/account-statement/statement-export.ts');

interface Memory {
  rss: number;
  hwm: number;
}

async function memoryOf(pid: number | 'self'): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Linux resets a process's peak resident size (VmHWM) to its current one when told "5". */
async function resetPeak(pid: number | 'self'): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

interface Store {
  dataDir: string;
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

async function freshStore(): Promise<Store> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bancada-bench-statement-'));
  const schema = `bancada_bench_${randomBytes(5).toString('hex')}`;
  const databaseUrl = DATABASE_URL ? withSchema(DATABASE_URL, schema) : undefined;
  return {
    dataDir,
    databaseUrl,
    async dispose() {
      await rm(dataDir, { recursive: true, force: true });
      if (databaseUrl && DATABASE_URL) {
        const client = new pg.Client({ connectionString: DATABASE_URL });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${schema}" cascade`);
        } finally {
          await client.end();
        }
      }
    },
  };
}

/**
 * The API's page query, as services/ledger.ts builds it, for the first page and for one deep in the
 * history: the plan must be a backward scan of the (account_id, created_at, id) index, whatever the depth.
 */
async function explainPages(databaseUrl: string, accountId: number, entries: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const schema = new URL(databaseUrl).searchParams.get('schema');
  try {
    if (schema) await client.query(`set search_path to "${schema}"`);
    await client.query('analyze statement_entries');
    const { rows } = await client.query<{ id: string }>(
      'select id from statement_entries where account_id = $1 order by created_at, id offset $2 limit 1',
      [accountId, 100],
    );
    const deepId = rows[0].id;
    const page = (after: string | null) =>
      client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off, summary off)
         select * from statement_entries where account_id = $1
         ${after ? 'and (created_at, id) < (select created_at, id from statement_entries c where c.id = $2)' : ''}
         order by created_at desc, id desc limit 101`,
        after ? [accountId, after] : [accountId],
      );
    const plans: string[] = [];
    for (const [label, after] of [
      ['first page', null],
      [`page ${Math.floor(entries / 100)} of ${entries / 100}`, deepId],
    ] as const) {
      const plan = (await page(after)).rows.map((r) => r['QUERY PLAN']);
      plans.push(`${label}: ${plan.join(' | ').replace(/\s+/g, ' ')}`);
    }
    return plans;
  } finally {
    await client.end();
  }
}

interface Export {
  entries: number;
  pages: number;
  csvBytes: number;
  totalMs: number;
  pageMs: number[];
  bffGrowth: number;
  exporterGrowth: number;
}

interface Setup {
  bff: RunningBancada;
  exportAccount(accountId: number, pagesOnly?: number): Promise<Export>;
  lastCost(): string;
}

/** The web's export code over a Relay environment of this process, against the BFF child. */
function exporter(bff: RunningBancada, token: string): Setup {
  const bearer = `Bearer ${token}`;
  let lastCost = '';
  // The web's own fetch function (persisted id, CSRF header); a bearer token stands for the session cookie.
  const fetchFn: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', bearer);
    const response = await fetch(input, { ...init, headers });
    const body = await response.text();
    const cost = (JSON.parse(body) as { extensions?: { cost?: unknown } }).extensions?.cost;
    if (cost) lastCost = JSON.stringify(cost);
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const environment = createEnvironment({
    endpoint: `${bff.base}/graphql`,
    fetchFn,
    onUnauthenticated: () => {
      throw new Error('the bench token was refused');
    },
  });
  return {
    bff,
    lastCost: () => lastCost,
    async exportAccount(accountId, pagesOnly) {
      const fetchPage = relayStatementPages(
        environment,
        Buffer.from(`Account:${accountId}`).toString('base64'),
      );
      const pageMs: number[] = [];
      const timedPage: typeof fetchPage = async (after) => {
        const started = performance.now();
        const page = await fetchPage(after);
        pageMs.push(performance.now() - started);
        // Warm-up reads only a few pages.
        return pagesOnly !== undefined && pageMs.length >= pagesOnly ? { ...page, hasNextPage: false } : page;
      };
      global.gc?.();
      await resetPeak(bff.child.pid!);
      await resetPeak('self');
      const bffBefore = await memoryOf(bff.child.pid!);
      const selfBefore = await memoryOf('self');
      const started = performance.now();
      // As StatementView does: everything from the newest line.
      const chunks = await statementCsvChunks(timedPage);
      const totalMs = performance.now() - started;
      const bffAfter = await memoryOf(bff.child.pid!);
      const selfAfter = await memoryOf('self');
      const csv = chunks.join('');
      const lines = csv.split('\r\n').length - 2;
      return {
        entries: lines,
        pages: pageMs.length,
        csvBytes: Buffer.byteLength(csv),
        totalMs,
        pageMs,
        bffGrowth: bffAfter.hwm - bffBefore.rss,
        exporterGrowth: selfAfter.hwm - selfBefore.rss,
      };
    },
  };
}

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));

console.log(
  `bench:statement · ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'} · page size ${EXPORT_PAGE_SIZE} · ` +
    `sizes ${SIZES.join(', ')} · ${ROUNDS} interleaved rounds`,
);
const store = await freshStore();
let api: RunningBancada | undefined;
let bff: RunningBancada | undefined;
try {
  // Both statements in one store, read through one API and one BFF, alternately: the sizes share the
  // machine's noise and the warm-up instead of one of them paying for it.
  const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  const accounts: { entries: number; accountId: number; token: string }[] = [];
  try {
    await migrateToLatest(database);
    for (const entries of SIZES) {
      const started = performance.now();
      accounts.push(await seedStatement(database.db, { entries }));
      console.log(`seeded ${entries} entries in ${Math.round(performance.now() - started)} ms`);
    }
  } finally {
    await database.close();
  }
  const plans: string[] = [];
  if (store.databaseUrl) {
    for (const account of accounts)
      for (const plan of await explainPages(store.databaseUrl, account.accountId, account.entries))
        plans.push(`${account.entries} entries, ${plan}`);
  }
  // The budgets per client are raised for the measure (the work, not the throttle, is measured here);
  // the page's cost under the default budget is printed beside the figures.
  api = await startBancada(
    {
      ROLES: 'api,sportsfeed',
      SEED_DEMO: 'false',
      DATABASE_URL: store.databaseUrl ?? '',
      API_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
    { dataDir: store.dataDir, keepDataDir: true },
  );
  bff = await startBancada({
    ROLES: 'bff',
    BANCA_API_URL: `${api.base}/api`,
    SPORTS_API_URL: `${api.base}/sportsfeed/api/v1`,
    COST_BUCKET_SIZE: '100000000',
    COST_REFILL_PER_SECOND: '100000000',
    GRAPHQL_REQUESTS_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
  });
  const setups = accounts.map((account) => ({ account, setup: exporter(bff!, account.token) }));
  for (const { account, setup } of setups) await setup.exportAccount(account.accountId, 20);
  const results = new Map<number, Export[]>(SIZES.map((n) => [n, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const { account, setup } of round % 2 ? setups : [...setups].reverse()) {
      const run = await setup.exportAccount(account.accountId);
      if (run.entries !== account.entries)
        throw new Error(`the CSV has ${run.entries} lines for ${account.entries} entries`);
      console.log(
        `round ${round}: ${account.entries} entries in ${run.pages} pages, ${run.totalMs.toFixed(0)} ms`,
      );
      results.get(account.entries)!.push(run);
    }
  }
  // Fastest run of each size (the least disturbed by the machine's other work); largest memory growth.
  const best = (n: number) => {
    const all = results.get(n)!;
    const fastest = all.reduce((a, b) => (b.totalMs < a.totalMs ? b : a));
    const ends = Math.min(50, Math.floor(fastest.pageMs.length / 4));
    return {
      ...fastest,
      msPer1000: fastest.totalMs / (n / 1000),
      firstPagesMs: mean(fastest.pageMs.slice(0, ends)),
      lastPagesMs: mean(fastest.pageMs.slice(-ends)),
      bffGrowth: Math.max(...all.map((r) => r.bffGrowth)),
      exporterGrowth: Math.max(...all.map((r) => r.exporterGrowth)),
    };
  };
  const small = best(SIZES[0]);
  const large = best(SIZES[1]);
  type Row = typeof small;
  const ratio = (a: number, b: number) => (a > 0 ? (b / a).toFixed(2) : 'n/a');
  const rows: [string, (r: Row) => string, string][] = [
    ['pages read', (r) => String(r.pages), ratio(small.pages, large.pages)],
    ['CSV size (MB)', (r) => mb(r.csvBytes), ratio(small.csvBytes, large.csvBytes)],
    ['export time (ms)', (r) => r.totalMs.toFixed(0), ratio(small.totalMs, large.totalMs)],
    ['time per 1,000 entries (ms)', (r) => r.msPer1000.toFixed(1), ratio(small.msPer1000, large.msPer1000)],
    ['first 50 pages, mean (ms)', (r) => r.firstPagesMs.toFixed(1), ''],
    ['last 50 pages, mean (ms)', (r) => r.lastPagesMs.toFixed(1), ''],
    ['last / first pages', (r) => ratio(r.firstPagesMs, r.lastPagesMs), ''],
    ['BFF peak RSS growth (MB)', (r) => mb(r.bffGrowth), ratio(small.bffGrowth, large.bffGrowth)],
    [
      'exporter peak RSS growth (MB)',
      (r) => mb(r.exporterGrowth),
      ratio(small.exporterGrowth, large.exporterGrowth),
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('');
  console.log(`${''.padEnd(width)}  ${'50k'.padStart(9)}  ${'100k'.padStart(9)}  ratio 100k/50k`);
  for (const [label, value, r] of rows) {
    console.log(`${label.padEnd(width)}  ${value(small).padStart(9)}  ${value(large).padStart(9)}  ${r}`);
  }
  console.log('');
  console.log(`cost of one page (extensions.cost): ${setups[0].setup.lastCost()}`);
  for (const plan of plans) console.log(`EXPLAIN ${plan}`);
  if (!store.databaseUrl)
    console.log('EXPLAIN: set DATABASE_URL (or TEST_DATABASE_URL) for PostgreSQL plans.');
} finally {
  await bff?.stop();
  await api?.stop();
  await store.dispose();
}
