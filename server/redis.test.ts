import { expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './limits.ts';
import { closeRedisClient, createRedisClient, waitForRedis } from './redis.ts';
import { startCuttableProxy } from './test/cuttable-proxy.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.warn('[redis] TEST_REDIS_URL is not set: a hanging Redis is not tested.');

it.skipIf(!REDIS_URL)(
  'fails commands at once, rather than each after its timeout, once Redis has stopped answering',
  async () => {
    const redis = new URL(REDIS_URL!);
    const proxy = await startCuttableProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    redis.host = `127.0.0.1:${proxy.port}`;
    const client = createRedisClient(redis.toString(), { limits: DEFAULT_LIMITS, name: 'test' });
    try {
      expect(await waitForRedis(client, 5000)).toBe(true);
      expect(await client.ping()).toBe('PONG');
      // Paused: connections held, nothing answered. A command waits its whole timeout...
      proxy.pause();
      const started = performance.now();
      await expect(client.get('bancada:test:hanging')).rejects.toThrow(/timed out/i);
      expect(performance.now() - started).toBeGreaterThanOrEqual(DEFAULT_LIMITS.redisCommandTimeoutMs - 50);
      // ...until two pings have gone unanswered: then a command fails at once.
      const failsAtOnce = async () => {
        const asked = performance.now();
        const failed = await client.get('bancada:test:hanging').then(
          () => false,
          () => true,
        );
        return failed && performance.now() - asked < 50;
      };
      await expect.poll(failsAtOnce, { timeout: 5000, interval: 50 }).toBe(true);
      // Answering again: the connection closes, is made again, and commands answer.
      proxy.resume();
      await expect.poll(() => client.ping().catch(() => null), { timeout: 5000, interval: 50 }).toBe('PONG');
    } finally {
      await closeRedisClient(client);
      await proxy.close();
    }
  },
);
