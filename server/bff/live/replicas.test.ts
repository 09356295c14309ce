import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisPubSub, type LivePubSub } from './pubsub.ts';
import { createRedisLiveStore, type LiveStore } from './store.ts';
import { connect, record, startTestReplica, type TestReplica } from '../test/live-clients.ts';
import {
  gapsOfNextRequests,
  sumOf,
  liveMatchWithGoalToCome,
  startSimulator,
  type RunningSimulator,
} from '../test/live-support.ts';

const REDIS = process.env.TEST_REDIS_URL;
if (!REDIS)
  console.warn('TEST_REDIS_URL is not set: skipping the live replica suite (it needs a real Redis).');

/**
 * Long enough that the margins the assertions leave (a poll ≥ 0.75 interval after the last, failover
 * within two intervals) are hundreds of milliseconds: on a busy machine the processes' timers slip by that
 * much, and at 300 ms these real-time checks failed a few runs in ten.
 */
const POLL_MS = 600;
const START = Date.UTC(2025, 2, 15, 18, 0);
const NODE = path.resolve(import.meta.dirname, '../../../node_modules/.bin/node');

type EventMsg = { liveEvent: { event: { home: number; away: number; status: string } } };
const QUERY = `subscription($id: Int!) { liveEvent(id: $id) { event { home away status } } }`;

/** Starts a replica in a child process and resolves its socket URL once it listens. */
function spawnReplica(env: Record<string, string>): Promise<{ child: ChildProcess; wsUrl: string }> {
  const child = spawn(NODE, [path.join(import.meta.dirname, '..', 'test', 'live-replica-process.ts')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, wsUrl: (JSON.parse(line) as { wsUrl: string }).wsUrl });
    });
    child.once('exit', (code) => reject(new Error(`replica exited early with ${code}`)));
  });
}

describe.skipIf(!REDIS)('live replicas on Redis', () => {
  const prefix = `test:${randomUUID()}:`;
  let sim: RunningSimulator;
  let remote: { child: ChildProcess; wsUrl: string };
  let local: TestReplica;
  let transports: { pubsub: LivePubSub; store: LiveStore };
  const clients: Array<ReturnType<typeof connect>> = [];

  beforeAll(async () => {
    sim = await startSimulator(START);
    remote = await spawnReplica({
      FEED_URL: sim.url,
      REDIS_URL: REDIS!,
      LIVE_PREFIX: prefix,
      LIVE_POLL_MS: String(POLL_MS),
    });
    transports = { pubsub: createRedisPubSub(REDIS!), store: createRedisLiveStore(REDIS!, prefix) };
    local = await startTestReplica({
      feedUrl: sim.url,
      ...transports,
      pollMs: POLL_MS,
      channelPrefix: `${prefix}live:`,
    });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
    remote?.child.kill('SIGKILL');
    await local?.close();
    await transports?.pubsub.close();
    await transports?.store.close();
    await sim?.close();
  });

  it('polls once per interval in total, delivers on both replicas, and fails over within two intervals', async () => {
    const { event, before, goalAt, endAt } = await liveMatchWithGoalToCome(sim);
    const eventPath = `/event/${event.id}`;

    // The child subscribes first, so it takes the lease; then three subscribers on each replica.
    const subscribe = (url: string) => {
      const client = connect(url);
      clients.push(client);
      return record<EventMsg>(client, QUERY, { id: event.id });
    };
    const onRemote = [subscribe(remote.wsUrl)];
    await onRemote[0].until(() => true);
    onRemote.push(subscribe(remote.wsUrl), subscribe(remote.wsUrl));
    const onLocal = [subscribe(local.wsUrl), subscribe(local.wsUrl), subscribe(local.wsUrl)];
    const all = [...onRemote, ...onLocal];
    await Promise.all(all.map((s) => s.until(() => true)));
    expect(local.hub.polling()).toEqual([]);

    // Upstream polls of the topic across both replicas: one per interval. Two pollers would make ten polls
    // in about half the time. (Not the shortest gap: one poll held back by a busy machine leaves a short gap
    // before the next one on schedule.)
    const gaps = await gapsOfNextRequests(sim, eventPath, 10, POLL_MS * 15);
    expect(sumOf(gaps)).toBeGreaterThanOrEqual(gaps.length * POLL_MS * 0.75);

    sim.clock.set(goalAt);
    await Promise.all(
      all.map((s) => s.until((m) => m.liveEvent.event.home + m.liveEvent.event.away > before)),
    );

    // Crash the polling replica: its lease is never released, it must expire.
    const killedAt = Date.now();
    remote.child.kill('SIGKILL');
    await new Promise((resolve) => remote.child.once('exit', resolve));
    await expect
      .poll(() => local.hub.polling(), { timeout: POLL_MS * 4, interval: 20 })
      .toEqual([`event:${event.id}`]);
    // A poll already in flight when the process died may land just after the kill; the next one is ours.
    const pollAfter = () => sim.timesOf(eventPath).find((t) => t > killedAt + 20);
    await expect.poll(pollAfter, { timeout: POLL_MS * 4, interval: 10 }).toBeDefined();
    const firstPollAfter = pollAfter()!;
    expect(firstPollAfter - killedAt).toBeLessThanOrEqual(2 * POLL_MS);

    sim.clock.set(endAt);
    await Promise.all(onLocal.map((s) => s.until((m) => m.liveEvent.event.status === 'finished')));
    // Every update reached every local subscriber, in order, without gaps in the score.
    for (const s of onLocal) expect(s.values.map((m) => m.liveEvent.event.status).at(-1)).toBe('finished');
  });
});
