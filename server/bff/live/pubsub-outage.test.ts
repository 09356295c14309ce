import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, startOwnRedis, type OwnRedis } from '../../test/abuse/harness.ts';
import { createRedisPubSub, type LivePubSub } from './pubsub.ts';

// The Redis pub/sub across an outage, on a redis-server of its own that is killed and started again: no
// command waits or throws out of the process while it is away, and channels subscribed meanwhile work
// once it is back (ioredis alone re-subscribes only what had been acknowledged).

const withRedis = hasRedisServer();
if (!withRedis) console.warn('[pubsub outage] no redis-server binary on this machine: skipped.');

describe.skipIf(!withRedis)('Redis pub/sub across an outage', () => {
  let redis: OwnRedis;
  let pubsub: LivePubSub;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    redis = await startOwnRedis();
    pubsub = createRedisPubSub(redis.url);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await pubsub?.close();
    await redis?.stop();
  });

  it('publishes and subscribes without waiting while Redis is away, and delivers again once it is back', async () => {
    const before: unknown[] = [];
    const early = pubsub.subscribe('test:early', (m) => before.push(m));
    await early.ready;
    pubsub.publish('test:early', { n: 1 });
    await vi.waitFor(() => expect(before).toEqual([{ n: 1 }]), { timeout: 2000 });

    await redis.kill();
    const during: unknown[] = [];
    const late = pubsub.subscribe('test:late', (m) => during.push(m));
    let lateReady = false;
    void late.ready.then(() => (lateReady = true));
    const started = performance.now();
    pubsub.publish('test:late', { n: 2 }); // Lost, and says so in the log only.
    expect(performance.now() - started).toBeLessThan(50);

    await redis.restart();
    await vi.waitFor(() => expect(lateReady).toBe(true), { timeout: 5000 });
    // The publishing connection reconnects on its own schedule, and a PUBLISH before it is back is lost
    // (nothing waits on Redis): a probe published until one arrives says that it is back.
    const probes: unknown[] = [];
    const probe = pubsub.subscribe('test:probe', (m) => probes.push(m));
    await probe.ready;
    await vi.waitFor(
      () => {
        pubsub.publish('test:probe', {});
        expect(probes.length).toBeGreaterThan(0);
      },
      { timeout: 5000, interval: 50 },
    );
    pubsub.publish('test:late', { n: 3 });
    pubsub.publish('test:early', { n: 4 });
    await vi.waitFor(
      () => {
        expect(during).toEqual([{ n: 3 }]);
        expect(before).toEqual([{ n: 1 }, { n: 4 }]);
      },
      { timeout: 5000 },
    );
    expect(unhandled).toEqual([]);
  });
});
