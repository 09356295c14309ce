import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../paths.ts';
import { TEST_PASSWORD_HASHING } from '../test/password-hashing.ts';
import { busySimStart, WATCH_WINDOW } from '../../web/e2e/support/sim-start.ts';
import { guideExamples, type GuideExample } from './graphql-guide.ts';
import { startApiAndBff, type ApiAndBff } from './test/api-and-bff.ts';

/**
 * Runs every worked example of docs/GRAPHQL.md as a reader would: the curl commands with bash and the
 * system's curl and jq, the Node programs with node, against a server on a free loopback port (API, sports
 * feed and BFF in one process), with the documented address replaced by the server's. An example that no
 * longer works, or that sends another operation than the one the page shows, fails here.
 */
const GUIDE = path.join(REPO_ROOT, 'docs', 'GRAPHQL.md');
const DOCUMENTED_ADDRESS = 'localhost:4000';
const EMAIL = 'ana@example.com';
const PASSWORD = 'uma senha longa';
/** More than one statement page (100 entries), so the paging examples follow a cursor. */
const SEEDED_DEPOSITS = 105;
const SEED = 'bancada';

const examples = new Map(guideExamples(readFileSync(GUIDE, 'utf8')).map((e) => [e.name, e]));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let server: ApiAndBff;
let host: string;
let token: string;
const env: Record<string, string> = {};

/**
 * Runs a block (bash for curl, node for a program) with the server's address in place of the documented
 * one; `until` stops a command that streams (a subscription) once its output holds enough.
 */
function run(kind: 'sh' | 'js', code: string, until?: (stdout: string) => boolean): Promise<Run> {
  const text = code.replaceAll(DOCUMENTED_ADDRESS, host);
  const [command, args] =
    kind === 'sh'
      ? ['bash', ['-euo', 'pipefail', '-c', text]]
      : // From the repository's root, so that the program's `import 'graphql-ws'` finds the installed package.
        [process.execPath, ['--input-type=module', '-']];
  // Bash without input: a pipe from Node is a socket, and bash started on a socket at shell level 1 (a
  // runner with SHLVL=0) takes itself for a remote shell and reads /etc/bash.bashrc, whose unset PS1 stops
  // it under -u. With two kinds of stdin, Node's types leave every stream possibly null: hence the `!`s.
  const stdio: ['pipe' | 'ignore', 'pipe', 'pipe'] = [kind === 'js' ? 'pipe' : 'ignore', 'pipe', 'pipe'];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      // Its own process group, so that a streaming curl started by bash is stopped with it.
      detached: true,
      stdio,
    });
    let stdout = '';
    let stderr = '';
    let stopped = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until && !stopped && until(stdout)) {
        stopped = true;
        process.kill(-child.pid!, 'SIGTERM');
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ code: stopped ? 0 : exitCode, stdout, stderr }));
    if (kind === 'js') child.stdin!.end(text);
  });
}

function example(name: string): Required<Pick<GuideExample, 'sh' | 'js'>> & GuideExample {
  const found = examples.get(name);
  if (!found?.sh || !found.js) throw new Error(`docs/GRAPHQL.md has no curl and Node blocks for ${name}`);
  return found as Required<Pick<GuideExample, 'sh' | 'js'>> & GuideExample;
}

function expectSuccess(result: Run) {
  expect(result.stderr.replace(/^\(node:\d+\) ExperimentalWarning.*\n(\(Use .*\n)?/gm, '')).toBe('');
  expect(result.code).toBe(0);
}

async function graphql<T>(query: string, variables: object = {}, bearer?: string): Promise<T> {
  const response = await fetch(`http://${host}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer && { authorization: `Bearer ${bearer}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function banca<T>(method: string, route: string, body?: object): Promise<T> {
  const response = await fetch(`http://${host}/api${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body && JSON.stringify(body),
  });
  expect(response.ok, `${method} ${route}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

const STATEMENT_TOTAL =
  'query ($id: ID!) { viewer { bankroll { account(id: $id) { statement { totalCount } } } } }';

async function statementTotal(): Promise<number> {
  const data = await graphql<{ viewer: { bankroll: { account: { statement: { totalCount: number } } } } }>(
    STATEMENT_TOTAL,
    { id: env.ACCOUNT_ID },
    token,
  );
  return data.viewer.bankroll.account.statement.totalCount;
}

beforeAll(async () => {
  server = await startApiAndBff('bancada-guide', {
    roles: new Set(['api', 'sportsfeed', 'bff']),
    sportsSeed: SEED,
    // A time of today at which football is being played, so the live examples have matches to show: the
    // start of the window the end-to-end journey picks it for (matches running all through it), not the
    // start before it, half an hour of the simulated clock (30 real seconds here) before they run.
    sportsSimStart: Date.parse(busySimStart(SEED)) + WATCH_WINDOW.from * 60_000,
    livePollMs: 200,
    // A match minute a second: the live examples' next change comes within a poll or two.
    sportsSimSpeed: 60,
    passwordHashing: TEST_PASSWORD_HASHING,
  });
  host = new URL(server.url).host;
  // The reader's user, as the examples name them, with one account and a statement of two pages.
  ({ access_token: token } = await banca<{ access_token: string }>('POST', '/signup', {
    name: 'Ana',
    email: EMAIL,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  }));
  const houses = await banca<Array<{ id: number }>>('GET', '/bets');
  const { account } = await banca<{ account: { account_id: number } }>('POST', '/accounts', {
    name: 'Conta principal',
    bet_id: houses[0].id,
  });
  const accountId = account.account_id;
  // Distinct amounts, so that an entry listed twice would show. A few at a time: the API serialises them.
  for (let i = 1; i <= SEEDED_DEPOSITS; i += 15)
    await Promise.all(
      Array.from({ length: Math.min(15, SEEDED_DEPOSITS - i + 1) }, (_, k) =>
        banca('PUT', `/account/deposit/${accountId}`, { amount: `${i + k}.00` }),
      ),
    );
  env.TOKEN = token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('docs/GRAPHQL.md', () => {
  it('has the seven worked examples, each in curl and in Node, sending the operation it shows', () => {
    expect([...examples.keys()].sort()).toEqual(
      [
        'bankroll',
        'deposit',
        'event-odds',
        'follow-bankroll',
        'follow-event',
        'live-football',
        'sign-in',
        'statement',
      ].sort(),
    );
    // What the page shows is what the commands send (compared without whitespace, and unescaped from JSON).
    const bare = (text: string) => text.replaceAll('\\"', '"').replace(/\s+/g, '');
    for (const { name, operations } of examples.values()) {
      const runnable = examples.get(name === 'bankroll' ? 'sign-in' : name)!;
      for (const operation of operations) {
        expect(operation).toMatch(/^(query|mutation|subscription) [A-Z]\w+/);
        expect(bare(runnable.sh!), `${name}: curl`).toContain(bare(operation));
        expect(bare(runnable.js!), `${name}: node`).toContain(bare(operation));
      }
    }
  });

  // The examples build on each other as a reader goes down the page: an event from the live list, the
  // account from the bankroll; so they run in the page's order.
  describe('examples, as written', { shuffle: false }, () => {
    /** The listed match in play (in a half) with odds that has the most real seconds of its half left. */
    async function matchToFollow(
      listed: string[],
    ): Promise<{ id: string; realSecondsLeft: number } | undefined> {
      let found: { id: string; realSecondsLeft: number } | undefined;
      for (const id of listed) {
        const { event } = await graphql<{
          event: {
            status: { description: string };
            odds: unknown[] | null;
            time: {
              running: boolean;
              speed: number | null;
              periodStart: string | null;
              initialSeconds: number | null;
              maxSeconds: number | null;
            };
          };
        }>(
          `
            query ($id: ID!) {
              event(id: $id) {
                status {
                  description
                }
                odds {
                  marketName
                }
                time {
                  running
                  speed
                  periodStart
                  initialSeconds
                  maxSeconds
                }
              }
            }
          `,
          { id },
        );
        // The match clock as the API describes it (web/format/match-minute.ts reads it the same way).
        const { running, speed, periodStart, initialSeconds, maxSeconds } = event.time;
        if (!running || !/half$/.test(event.status.description) || !event.odds?.length) continue;
        if (periodStart === null || initialSeconds === null || maxSeconds === null) continue;
        const pace = speed ?? 1;
        const played = initialSeconds + ((Date.now() - Date.parse(periodStart)) / 1000) * pace;
        const realSecondsLeft = (maxSeconds - played) / pace;
        if (realSecondsLeft > (found?.realSecondsLeft ?? 0)) found = { id, realSecondsLeft };
      }
      return found;
    }

    it("lists today's live football with scores", async () => {
      const { sh, js } = example('live-football');
      const row = /^(\S+) {2}.+ \d+ x \d+ .+$/;
      // The reader follows one of the listed matches: one in play (not at half-time, when nothing moves)
      // with odds, the one with the most of its half still to play, so that it keeps moving through the
      // examples that follow it (a match minute a second here). The simulated clock ran on while the
      // set-up seeded the statement, for as long as the machine took: at that minute every listed match may
      // be at half-time or between halves' ends, so the reader looks again a few match minutes later.
      const followed = await vi.waitFor(
        async () => {
          let listed: string[] = [];
          for (const result of [await run('sh', sh), await run('js', js)]) {
            expectSuccess(result);
            const lines = result.stdout.trim().split('\n');
            for (const line of lines) expect(line).toMatch(row);
            listed = lines.map((line) => row.exec(line)![1]);
          }
          const found = await matchToFollow(listed);
          expect(found, 'a listed match in play with odds').toBeDefined();
          expect(found!.realSecondsLeft, 'real seconds left in its half').toBeGreaterThan(10);
          return found!;
        },
        { timeout: 90_000, interval: 3_000 },
      );
      env.EVENT_ID = followed.id;
    }, 120_000);

    it("shows one event's odds", async () => {
      const { sh, js } = example('event-odds');
      const curl = await run('sh', sh);
      expectSuccess(curl);
      // A line per market: its pt-BR name (and line), then each choice with its decimal price.
      const market = /^[^:\n]+: [^|\n]+ (\d+\.\d{2}|null|–)( \| [^|\n]+ (\d+\.\d{2}|null|–))*$/;
      const markets = curl.stdout.trim().split('\n');
      expect(markets.length).toBeGreaterThan(0);
      for (const line of markets) expect(line).toMatch(market);
      const node = await run('js', js);
      expectSuccess(node);
      const [teams, ...nodeMarkets] = node.stdout.trim().split('\n');
      expect(teams).toMatch(/^.+ x .+$/);
      // The same markets (prices may have moved meanwhile).
      for (const line of nodeMarkets) expect(line).toMatch(market);
      const names = (lines: string[]) => lines.map((line) => line.slice(0, line.indexOf(':')));
      expect(names(nodeMarkets)).toEqual(names(markets));
    });

    it('follows the event live, over SSE with curl and over graphql-ws with Node', async () => {
      const { sh, js } = example('follow-event');
      const events = (stdout: string) => [...stdout.matchAll(/^event: next\ndata: (.+)$/gm)];
      const curl = await run('sh', sh, (stdout) => events(stdout).length >= 2);
      expectSuccess(curl);
      const [initial, change] = events(curl.stdout).map(
        ([, data]) => (JSON.parse(data) as { data: { liveEvent: { initial: boolean } } }).data.liveEvent,
      );
      expect(initial.initial).toBe(true);
      expect(change.initial).toBe(false);

      const node = await run('js', js);
      expectSuccess(node);
      expect(node.stdout.trim().split('\n')).toEqual([
        expect.stringMatching(/^#\d+ .+ \d+ x \d+ \(EVENT, /),
        expect.stringMatching(/^#\d+ /),
        expect.stringMatching(/^#\d+ /),
      ]);
    });

    it('signs in and lists the bankroll', async () => {
      const { sh, js } = example('sign-in');
      const curl = await run('sh', sh);
      expectSuccess(curl);
      expect(curl.stdout).toMatch(/^(\S+) {2}Conta principal: R\$ \d+\.\d{2}\n$/);
      env.ACCOUNT_ID = curl.stdout.split(' ')[0];
      const node = await run('js', js);
      expectSuccess(node);
      const [signedIn, ...accounts] = node.stdout.split('\n');
      // Valid for TOKEN_TTL_HOURS (a week by default) from now.
      const until = Date.parse(/^signed in until (\S+)$/.exec(signedIn)![1]) - Date.now();
      expect(until / 3_600_000).toBeCloseTo(168, 0);
      expect(accounts.join('\n')).toBe(curl.stdout.replace(/\n$/, ` (0.00%)\n`));
    });

    it('deposits once with an idempotency key, however often the request is sent', async () => {
      const { sh, js } = example('deposit');
      const before = await statementTotal();
      const curl = await run('sh', sh);
      expectSuccess(curl);
      const [first, retry] = curl.stdout.trim().split('\n');
      expect(JSON.parse(first)).toMatchObject({ entry: { type: 'DEPOSIT', amount: '150.00' }, errors: [] });
      expect(retry).toBe(first);
      const node = await run('js', js);
      expectSuccess(node);
      expect(node.stdout).toMatch(/^one deposit: \S+\nsaldo: R\$ \d+\.\d{2}\n$/);
      expect(await statementTotal()).toBe(before + 2);
    });

    it('follows the bankroll live: the current state, then a deposit made elsewhere', async () => {
      const { sh, js } = example('follow-bankroll');
      // A deposit from "another device" once the program has printed the current state.
      let deposited = false;
      const depositOnce = (stdout: string) => {
        if (deposited || !stdout.includes('CURRENT')) return;
        deposited = true;
        void graphql(
          'mutation ($input: DepositInput!) { deposit(input: $input) { errors { code } } }',
          { input: { id: env.ACCOUNT_ID, amount: '1.00', idempotencyKey: randomUUID() } },
          token,
        );
      };
      const events = (stdout: string) => [...stdout.matchAll(/^event: next\ndata: (.+)$/gm)];
      const curl = await run('sh', sh, (stdout) => (depositOnce(stdout), events(stdout).length >= 2));
      expectSuccess(curl);
      const kinds = events(curl.stdout).map(
        ([, data]) =>
          (JSON.parse(data) as { data: { viewerUpdates: { kind: string } } }).data.viewerUpdates.kind,
      );
      expect(kinds).toEqual(['CURRENT', 'DEPOSIT']);

      deposited = false;
      const node = await run('js', js, (stdout) => (depositOnce(stdout), false));
      expectSuccess(node);
      expect(node.stdout.trim().split('\n')).toEqual([
        expect.stringMatching(/^CURRENT \(saldo total R\$ \d+\.\d{2}\)$/),
        expect.stringMatching(
          /^DEPOSIT Conta principal: R\$ \d+\.\d{2} disponível \(saldo total R\$ \d+\.\d{2}\)$/,
        ),
      ]);
    });

    it('pages through the whole statement', async () => {
      const { sh, js } = example('statement');
      const total = await statementTotal();
      expect(total).toBeGreaterThan(100);
      const curl = await run('sh', sh);
      expectSuccess(curl);
      const lines = curl.stdout.trim().split('\n');
      expect(lines).toHaveLength(total);
      // Each entry once.
      expect(new Set(lines).size).toBe(total);
      const node = await run('js', js);
      expectSuccess(node);
      expect(node.stdout).toBe(`${total} entries\n${curl.stdout}`);
    });
  });
});
