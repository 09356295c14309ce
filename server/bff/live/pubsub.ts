import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { Logger } from '../../logger.ts';

export type PubSubHandler = (message: unknown) => void;

/**
 * The fan-out bus between the replica that polls a topic and every replica that has listeners for it.
 * Messages are JSON values; delivery is asynchronous and at-most-once (a listener that misses one detects
 * the gap from the version numbers and reloads the snapshot).
 */
export interface LivePubSub {
  publish(channel: string, message: unknown): void;
  /** `ready` settles once messages published from then on are sure to arrive. */
  subscribe(channel: string, handler: PubSubHandler): { ready: Promise<void>; unsubscribe: () => void };
  close(): Promise<void>;
}

/** One process: listeners are called on a later microtask, as they would be from Redis. */
export function createMemoryPubSub(): LivePubSub {
  const channels = new Map<string, Set<PubSubHandler>>();
  return {
    publish(channel, message) {
      // A JSON round trip keeps in-memory behaviour identical to Redis: no shared mutable objects.
      const text = JSON.stringify(message);
      queueMicrotask(() => {
        for (const handler of channels.get(channel) ?? []) handler(JSON.parse(text));
      });
    },
    subscribe(channel, handler) {
      let handlers = channels.get(channel);
      if (!handlers) channels.set(channel, (handlers = new Set()));
      handlers.add(handler);
      return {
        ready: Promise.resolve(),
        unsubscribe() {
          handlers.delete(handler);
          if (handlers.size === 0) channels.delete(channel);
        },
      };
    },
    async close() {
      channels.clear();
    },
  };
}

/**
 * Redis pub/sub through Yoga's Redis event target (the same transport Yoga's own `createPubSub` uses), so
 * any replica's publish reaches the listeners of every replica. It needs two connections: one in
 * subscriber mode and one for commands.
 */
export function createRedisPubSub(url: string, logger?: Pick<Logger, 'warn'>): LivePubSub {
  const publishClient = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(url);
  for (const client of [publishClient, subscribeClient]) {
    // Without a listener ioredis prints every reconnect attempt; it reconnects by itself either way.
    client.on('error', (error: Error) => logger?.warn({ err: error }, 'redis pub/sub connection error'));
  }
  const target = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  const subscriberReady = new Promise<void>((resolve) => {
    if (subscribeClient.status === 'ready') resolve();
    else subscribeClient.once('ready', () => resolve());
  });
  return {
    publish(channel, message) {
      // Same wire format as the event target's dispatchEvent (JSON on the channel named after the event),
      // but with the failure handled: the event target leaves the PUBLISH promise unobserved, and an
      // unhandled rejection while Redis is down would end the process.
      publishClient.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        logger?.warn({ err: error, channel }, 'live publish failed');
      });
    },
    subscribe(channel, handler) {
      const listener = (event: CustomEvent) => handler(event.detail);
      let active = true;
      // A SUBSCRIBE sent while ioredis is still connecting can be acknowledged and then lost when the
      // connection's ready check completes, so the channel is only subscribed on a ready connection.
      const ready = subscriberReady.then(() => {
        if (!active) return;
        target.addEventListener(channel, listener);
        // The event target subscribes without exposing the reply; a second SUBSCRIBE of the same channel
        // is harmless and, since ioredis keeps commands in order, its reply means the first one is active.
        return subscribeClient.subscribe(channel).then(
          () => undefined,
          (error: unknown) => logger?.warn({ err: error, channel }, 'live subscribe failed'),
        );
      });
      return {
        ready,
        unsubscribe() {
          if (!active) return;
          active = false;
          target.removeEventListener(channel, listener);
        },
      };
    },
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
