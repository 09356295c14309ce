import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DETAIL } from '../../bff/domains/sports/test-harness.ts';
import {
  figure,
  graphql,
  idleBystander,
  startBancada,
  withBystander,
  type RunningBancada,
} from './harness.ts';

// A silent sports feed: a loopback server that accepts every connection and never answers a byte. Bancada
// runs in a child with SPORTS_API_URL pointing at it. The event page must answer by its deadline with
// DEADLINE on what could not finish; once the feed's circuit opens, its sections fail at once.

const DEADLINE_MS = 1_500;
/** The wrapper's own timeout of one attempt (its default): what the breaker sees of a silent feed. */
const UPSTREAM_TIMEOUT_MS = 5_000;

let silent: Server;
const sockets: Socket[] = [];
let connections = 0;
const paths: string[] = [];
let app: RunningBancada;

beforeAll(async () => {
  silent = createServer((socket) => {
    connections++;
    sockets.push(socket);
    socket.on('error', () => {});
    // The request line of each call that reached the feed.
    socket.once('data', (data: Buffer) => paths.push(data.toString('latin1').split('\r\n')[0]!));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as AddressInfo).port;
  app = await startBancada({
    SPORTS_API_URL: `http://127.0.0.1:${port}`,
    EXECUTION_DEADLINE_MS: String(DEADLINE_MS),
    CIRCUIT_FAILURE_THRESHOLD: '5',
    // Long enough that no probe happens during the suite: the open circuit is what it measures.
    CIRCUIT_PROBE_AFTER_MS: '600000',
  });
}, 90_000);

afterAll(async () => {
  await app?.stop();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
});

async function circuitState(): Promise<number | undefined> {
  const text = await (await fetch(`${app.base}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('bancada_upstream_circuit_state{upstream="sports"}'));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

async function rejectedCalls(): Promise<number> {
  const text = await (await fetch(`${app.base}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('bancada_upstream_circuit_rejected_total{upstream="sports"}'));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

type Answer = Awaited<ReturnType<typeof graphql>>;
const codes = (answer: Answer): string[] =>
  [
    ...new Set<string>(
      (answer.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code),
    ),
  ].sort();

describe('a silent sports feed', () => {
  it('the event page answers by its deadline with DEADLINE, and a bystander is not slowed', async () => {
    await graphql(app.base, '{ __typename }'); // the first request of a process compiles what it needs
    const idle = await idleBystander(app.base, 100);
    const rssBefore = await app.rss();
    const { result: answers, bystander } = await withBystander(app.base, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          graphql(app.base, EVENT_DETAIL, { variables: { id: 9_000_000 + i } }),
        ),
      ),
    );
    const slowest = Math.max(...answers.map((a) => a.ms));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(codes(answer)).toEqual(['DEADLINE']);
      expect(answer.body.errors[0].message).toBe('A consulta demorou demais e foi interrompida.');
    }
    expect(slowest).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    // The margin is for a loaded two-core test machine; the figure prints what it was.
    expect(slowest).toBeLessThan(DEADLINE_MS + 1_000);
    expect(bystander.p99Ms).toBeLessThan(Math.max(50, idle.p99Ms * 10));
    figure('event page, silent sports feed', {
      requests: answers.length,
      deadlineMs: DEADLINE_MS,
      slowestAnswerMs: Math.round(slowest),
      feedConnections: connections,
      rssGrowthMB: Math.round(((await app.rss()) - rssBefore) / 1e6),
      bystanderP99Ms: Math.round(bystander.p99Ms),
      idleP99Ms: Math.round(idle.p99Ms),
    });
  }, 30_000);

  it('once its attempts time out the circuit opens, and sports sections fail within 100 ms', async () => {
    // The shared loads the page started run on the wrapper's own timeout; their timeouts open the circuit.
    const opened = performance.now();
    await expect.poll(circuitState, { timeout: UPSTREAM_TIMEOUT_MS * 3, interval: 100 }).toBe(1);
    const rejectedBefore = await rejectedCalls();

    const answers: Answer[] = [];
    for (let i = 0; i < 10; i++)
      answers.push(await graphql(app.base, EVENT_DETAIL, { variables: { id: 9_100_000 + i } }));
    const sports = await graphql(app.base, '{ sports { slug liveCount } }');
    answers.push(sports);

    const slowest = Math.max(...answers.map((a) => a.ms));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    }
    expect(answers[0]!.body.errors[0].message).toMatch(/dados esportivos estão indisponíveis/);
    expect(slowest).toBeLessThan(100);
    // Refused at once: nothing reached the feed.
    // Refused at once: none of these reached the feed (the retries the page's first timeouts started before
    // the circuit opened may still be connecting; they are not these).
    expect(paths.filter((line) => line.includes('/event/91') || line.includes('/sport/'))).toEqual([]);
    expect((await rejectedCalls()) - rejectedBefore).toBeGreaterThanOrEqual(answers.length);
    const logs = await app.logs();
    expect(logs).toContain('sports circuit opened');
    figure('sports sections, circuit open', {
      requests: answers.length,
      slowestAnswerMs: Math.round(slowest),
      refusedAtOnce: (await rejectedCalls()) - rejectedBefore,
      msUntilOpenAfterPage: Math.round(performance.now() - opened),
    });
  }, 30_000);
});
