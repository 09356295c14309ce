import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, record } from '../test/live-clients.ts';
import {
  gapsOfNextRequests,
  sumOf,
  liveMatchWithGoalToCome,
  startSimulator,
  type RunningSimulator,
} from '../test/live-support.ts';
import { freePort, waitReady } from '../../test/child-server.ts';

const REDIS = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!REDIS)
  console.warn('TEST_REDIS_URL is not set: skipping the two-BFF replica suite (it needs a real Redis).');

const ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * Long enough that the margins the assertions leave (a poll ≥ 0.75 interval after the last, failover
 * within two intervals) are hundreds of milliseconds: on a busy machine the processes' timers slip by that
 * much, and at 300 ms these real-time checks failed a few runs in ten.
 */
const POLL_MS = 600;
// A day no other suite follows: event ids encode their day, so this suite's lease and channel are its own.
const START = Date.UTC(2025, 3, 19, 19, 0);

interface Update {
  liveEvent: {
    version: number;
    event: {
      homeScore: { current: number | null } | null;
      awayScore: { current: number | null } | null;
      status: { type: string };
    } | null;
  };
}
const QUERY = `subscription($id: ID!) {
  liveEvent(id: $id) { version event { homeScore { current } awayScore { current } status { type } } }
}`;

interface Bff {
  child: ChildProcess;
  base: string;
  wsUrl: string;
}

/** `npm start`'s entry with only the BFF role, on Redis, polling the simulator. */
async function startBff(sim: RunningSimulator, dataDir: string): Promise<Bff> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ROLES: 'bff',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_URL: REDIS,
      SPORTS_API_URL: sim.url,
      LIVE_POLL_MS: String(POLL_MS),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, child);
  return { child, base, wsUrl: `ws://127.0.0.1:${port}/graphql` };
}

/** This replica's upstream polls of live topics, from its Prometheus metrics. */
async function pollsOf(bff: Bff): Promise<number> {
  const text = await (await fetch(`${bff.base}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('bancada_live_polls_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

describe.skipIf(!REDIS)('two BFF processes on Redis', () => {
  let sim: RunningSimulator;
  let dataDir: string;
  const bffs: Bff[] = [];
  const clients: Array<ReturnType<typeof connect>> = [];

  beforeAll(async () => {
    sim = await startSimulator(START);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bancada-replicas-'));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
    for (const bff of bffs) bff.child.kill('SIGKILL');
    await sim?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers every update on both, polls once per interval in total, and the survivor takes over a crash within two intervals', async () => {
    // A live match with a goal still to come.
    const { event, before, goalAt, endAt } = await liveMatchWithGoalToCome(sim);

    // What an earlier run of this suite left in Redis for this event (its snapshot lives a minute).
    const redis = new Redis(REDIS!);
    const keys = await redis.keys(`bancada:live:*:event:${event.id}`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();

    // Both at once: each boot is seconds of a process importing the server, most of this test's time.
    bffs.push(
      ...(await Promise.all([
        startBff(sim, path.join(dataDir, 'a')),
        startBff(sim, path.join(dataDir, 'b')),
      ])),
    );
    const subscribe = (bff: Bff) => {
      const client = connect(bff.wsUrl);
      clients.push(client);
      return record<Update>(client, QUERY, { id: String(event.id) });
    };
    const subscribers = bffs.flatMap((bff) => [subscribe(bff), subscribe(bff)]);
    const score = (u: Update) =>
      (u.liveEvent.event?.homeScore?.current ?? 0) + (u.liveEvent.event?.awayScore?.current ?? 0);
    await Promise.all(subscribers.map((s) => s.until(() => true, 10_000)));

    // One poll of the event per interval across both processes, all of them by one.
    const eventPath = `/event/${event.id}`;
    const [pollsA, pollsB] = [await pollsOf(bffs[0]), await pollsOf(bffs[1])];
    const hitsBefore = sim.hitsOf(eventPath);
    // Two pollers would make ten polls in about half the time. (Not the shortest gap: one poll held back by
    // a busy machine leaves a short gap before the next one on schedule.)
    const gaps = await gapsOfNextRequests(sim, eventPath, 10, POLL_MS * 15);
    expect(sumOf(gaps)).toBeGreaterThanOrEqual(gaps.length * POLL_MS * 0.75);
    // The processes' polls are the feed's requests, none made twice (give or take the one in flight at
    // either end). On a busy machine a renewal later than half an interval may hand the lease to the other
    // process once, so both may have polled in turn.
    const grew = [(await pollsOf(bffs[0])) - pollsA, (await pollsOf(bffs[1])) - pollsB];
    expect(sumOf(grew)).toBeGreaterThanOrEqual(gaps.length);
    expect(sumOf(grew)).toBeLessThanOrEqual(sim.hitsOf(eventPath) - hitsBefore + 1);
    // The process that polls now is the one to crash.
    const now = [await pollsOf(bffs[0]), await pollsOf(bffs[1])];
    await gapsOfNextRequests(sim, eventPath, 2, POLL_MS * 6);
    const pollerIndex = (await pollsOf(bffs[0])) - now[0] > (await pollsOf(bffs[1])) - now[1] ? 0 : 1;
    const [poller, survivor] = [bffs[pollerIndex], bffs[1 - pollerIndex]];

    // A goal reaches the subscribers of both processes.
    sim.clock.set(goalAt);
    await Promise.all(subscribers.map((s) => s.until((u) => score(u) > before)));
    // Every subscriber, on either process, has had every version so far, with the same payloads.
    const histories = subscribers.map((s) => JSON.stringify(s.values));
    expect(new Set(histories).size).toBe(1);

    // The polling process crashes; its lease is never released and must expire.
    const killedAt = Date.now();
    poller.child.kill('SIGKILL');
    await new Promise((resolve) => poller.child.once('exit', resolve));
    // A poll already in flight when the process died may land just after the kill; the next one is the survivor's.
    const pollAfter = () => sim.timesOf(eventPath).find((t) => t > killedAt + 20);
    await expect.poll(pollAfter, { timeout: POLL_MS * 6, interval: 10 }).toBeDefined();
    expect(pollAfter()! - killedAt).toBeLessThanOrEqual(2 * POLL_MS);

    // The survivor's subscribers follow the event to its end, with every version in order.
    sim.clock.set(endAt);
    const onSurvivor = subscribers.slice(pollerIndex === 0 ? 2 : 0, pollerIndex === 0 ? 4 : 2);
    await Promise.all(onSurvivor.map((s) => s.until((u) => u.liveEvent.event?.status.type === 'FINISHED')));
    for (const s of onSurvivor) {
      const versions = s.values.map((u) => u.liveEvent.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(s.errors).toEqual([]);
    }
    expect(await pollsOf(survivor)).toBeGreaterThan(0);
    // Two processes and a dozen polling intervals on the real clock, about 13 s on a quiet machine: a 2-core
    // machine busy with other suites has taken more than the project's 30 s.
  }, 60_000);
});
