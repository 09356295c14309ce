/**
 * `npm run lighthouse`: Lighthouse (mobile profile, simulated throttling) on the blog, a post, today's agenda
 * and a live event page, served by the server-rendered build and by the same build rendered in the browser
 * (the server without its server build), side by side in one run, each page three times; medians are
 * printed as the markdown table of docs/PERFORMANCE.md. A benchmark, not part of `npm test`.
 *
 *   npm run build && npm run lighthouse [-- --runs=3] [--pages=Post,Evento] [--server-only]
 *
 * --pages measures only the pages whose label contains one of the words; --server-only skips the
 * browser-rendered build (for a quicker look while working; the table wants both).
 *
 * Both servers run in this process on a frozen simulated world (SPORTS_SIM_SPEED=0, a busy afternoon), so
 * both builds show the same matches. Chromium: CHROME_PATH (default /usr/bin/chromium).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { startServer, type RunningServer } from '../server/start.ts';
import { busySimStart } from '../web/e2e/support/sim-start.ts';
import { isStale } from './build-web.ts';

process.env.NODE_ENV ??= 'production';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 3);
const PAGES = option('pages')?.split(',') ?? [];
const SERVER_ONLY = process.argv.includes('--server-only');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const SEED = 'bancada';

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

async function serve(
  label: string,
  serverBuild: boolean,
): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bancada-lighthouse-${label}-`));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SPORTS_SEED: SEED,
    SPORTS_SIM_SPEED: '0',
    SPORTS_SIM_START: busySimStart(SEED),
  });
  const server = await startServer(config, createLogger('silent'), {
    // Without its server build the web role serves every page as the browser-rendered app did.
    paths: serverBuild ? {} : { webSsr: path.join(dataDir, 'no-server-build') },
  });
  return { server, dataDir };
}

async function pages(baseUrl: string): Promise<Array<[string, string]>> {
  const html = await (await fetch(`${baseUrl}/blog`, { headers: { accept: 'text/html' } })).text();
  const post = /href="(\/blog\/posts\/[^"]+)"/.exec(html)?.[1];
  const live = (await (await fetch(`${baseUrl}/sportsfeed/api/v1/sport/football/events/live`)).json()) as {
    events: Array<{ id: number; status: { type: string } }>;
  };
  const event = live.events.find((e) => e.status.type === 'inprogress');
  if (!post || !event) throw new Error('no post or no live football match to measure');
  const all: Array<[string, string]> = [
    ['Blog', '/blog'],
    ['Post', post],
    ['Agenda de hoje', '/sports/scheduled/today'],
    ['Evento ao vivo', `/sports/event/${event.id}`],
  ];
  return all.filter(([label]) => PAGES.length === 0 || PAGES.some((word) => label.includes(word)));
}

async function measure(port: number, url: string): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Medians over the runs that gave timings: Lighthouse sometimes ends a run without them (its timings NaN,
 * its performance 0), and one such run would make the row NaN. Of two runs left, each median is the higher.
 */
function medians(page: string, runs: Measure[]): Measure {
  const complete = runs.filter((run) => [run.fcp, run.lcp, run.cls, run.tbt].every(Number.isFinite));
  if (complete.length === 0) throw new Error(`${page}: no Lighthouse run gave timings`);
  if (complete.length < runs.length)
    console.error(
      `${page}: ${runs.length - complete.length} of ${runs.length} runs gave no timings and are left out`,
    );
  const keys = Object.keys(complete[0]) as Array<keyof Measure>;
  return Object.fromEntries(
    keys.map((key) => [key, median(complete.map((run) => run[key]))]),
  ) as unknown as Measure;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).replace('.', ',')} s`;

function row(page: string, build: string, m: Measure): string {
  return `| ${page} | ${build} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${seconds(
    m.fcp,
  )} | ${seconds(m.lcp)} | ${m.cls.toFixed(3).replace('.', ',')} | ${Math.round(m.tbt)} ms |`;
}

async function main() {
  if (await isStale()) throw new Error('web/dist is older than its sources: run npm run build first.');
  const rendered = await serve('ssr', true);
  const browserOnly = await serve('csr', false);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [
    '| Page | Build | Performance | Accessibility | Best practices | SEO | FCP | LCP | CLS | TBT |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  try {
    for (const [page, pagePath] of await pages(rendered.server.url)) {
      // The two builds alternate run by run, so a noisy moment weighs on both alike.
      const runs: Record<'ssr' | 'csr', Measure[]> = { ssr: [], csr: [] };
      for (let i = 0; i < RUNS; i += 1) {
        runs.ssr.push(await measure(chrome.port, rendered.server.url + pagePath));
        if (!SERVER_ONLY) runs.csr.push(await measure(chrome.port, browserOnly.server.url + pagePath));
      }
      rows.push(row(page, 'servidor', medians(page, runs.ssr)));
      if (!SERVER_ONLY) rows.push(row(page, 'navegador', medians(page, runs.csr)));
      console.error(`${page}: done`);
    }
  } finally {
    chrome.kill();
    for (const { server, dataDir } of [rendered, browserOnly]) {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(rows.join('\n'));
}

await main();
