import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { startCuttableProxy } from '../../test/cuttable-proxy.ts';
import { withDeadline } from '../../test/deadline.ts';
import { createRedisPubSub } from './pubsub.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.warn('[pubsub] TEST_REDIS_URL is not set: the Redis pub/sub is not tested.');

/** The test Redis, database `db`. */
function onDatabase(db: number): string {
  const url = new URL(REDIS_URL!);
  url.pathname = `/${db}`;
  return url.toString();
}

it.skipIf(!REDIS_URL)(
  'keeps to the channels of its database: a deployment on another database of the same Redis is not heard',
  async () => {
    const pubsub = createRedisPubSub(onDatabase(4));
    const other = new Redis(onDatabase(3));
    try {
      expect(await pubsub.connected(5000)).toBe(true);
      // A channel no other suite sharing the Redis uses.
      const channel = `bancada:test:${randomInt(1_000_000_000)}`;
      const heard: unknown[] = [];
      let arrived!: () => void;
      const own = new Promise<void>((resolve) => (arrived = resolve));
      await pubsub.subscribe(channel, (message) => {
        heard.push(message);
        arrived();
      }).ready;
      // PUBLISH answers how many subscribers it reached: none for the bare name or another database's.
      expect(await other.publish(channel, '"sem banco"')).toBe(0);
      expect(await other.publish(`db3:${channel}`, '"outro banco"')).toBe(0);
      pubsub.publish(channel, 'o mesmo banco');
      await withDeadline(own, 'the own database’s message');
      expect(heard).toEqual(['o mesmo banco']);
    } finally {
      other.disconnect();
      await pubsub.close();
    }
  },
);

it.skipIf(!REDIS_URL)(
  'tells a channel’s listener when it is subscribed again after its connection was lost, not on the first time',
  async () => {
    const redis = new URL(onDatabase(4));
    const proxy = await startCuttableProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    redis.host = `127.0.0.1:${proxy.port}`;
    const pubsub = createRedisPubSub(redis.toString());
    try {
      expect(await pubsub.connected(5000)).toBe(true);
      const channel = `bancada:test:${randomInt(1_000_000_000)}`;
      let gaps = 0;
      let resubscribed!: () => void;
      const again = new Promise<void>((resolve) => (resubscribed = resolve));
      await pubsub.subscribe(
        channel,
        () => {},
        () => {
          gaps += 1;
          resubscribed();
        },
      ).ready;
      expect(gaps).toBe(0);
      // The connection drops (a Redis restart, a failover): what is published meanwhile is lost.
      proxy.cut();
      await withDeadline(again, 'the channel subscribed again');
      expect(gaps).toBe(1);
    } finally {
      await pubsub.close();
      await proxy.close();
    }
  },
);
