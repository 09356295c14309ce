import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import type { Logger } from '../../logger.ts';
import { closeRedisClient, createRedisClient, waitForRedis } from '../../redis.ts';

export type PubSubHandler = (message: unknown) => void;

/**
 * The fan-out bus between the replica that polls a topic and every replica that has listeners for it.
 * Messages are JSON values; delivery is asynchronous and at-most-once (a listener that misses one detects
 * the gap from the version numbers and reloads the snapshot).
 */
export interface LivePubSub {
  publish(channel: string, message: unknown): void;
  /**
   * `ready` settles once messages published from then on (by a connected publisher) are sure to arrive.
   * `onResubscribed` is called each time the channel is subscribed again after the bus lost its connection:
   * what was published meanwhile is lost, and a listener that cannot tell from the messages (no versions)
   * reads the state again.
   */
  subscribe(
    channel: string,
    handler: PubSubHandler,
    onResubscribed?: () => void,
  ): { ready: Promise<void>; unsubscribe: () => void };
  /**
   * Whether the bus is connected, waiting at most `timeoutMs` for its connections (true at once in memory).
   * Until then a publish is dropped and a subscription waits: a hub started earlier begins by polling alone.
   */
  connected(timeoutMs: number): Promise<boolean>;
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
    async connected() {
      return true;
    },
    async close() {
      channels.clear();
    },
  };
}

/**
 * Redis pub/sub: any replica's publish reaches the listeners of every replica. Two connections (one in
 * subscriber mode, one for PUBLISH), made by server/redis.ts, so nothing waits on a Redis that is away.
 *
 * Written on ioredis directly rather than through Yoga's Redis event target, whose SUBSCRIBE and PUBLISH
 * promises are left unobserved: with commands failing fast while Redis is away, each would be an unhandled
 * rejection. Here every command's failure is handled, and the channels are subscribed again whenever the
 * subscriber connection becomes ready (a SUBSCRIBE that failed during an outage is not retried by ioredis).
 */
export function createRedisPubSub(
  url: string,
  options: { limits?: Pick<Limits, 'redisCommandTimeoutMs'>; logger?: Pick<Logger, 'warn' | 'info'> } = {},
): LivePubSub {
  const { logger } = options;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const publishClient = createRedisClient(url, { limits, logger, name: 'live publish' });
  const subscribeClient = createRedisClient(url, { limits, logger, name: 'live subscribe' });
  // Redis's channels are the server's, whatever database a client selects: a deployment keeps to its own
  // by naming them after the database REDIS_URL selects (`redis://…/5`), as its keys are kept apart. Two
  // deployments on one Redis heard each other's scores and bankroll events otherwise.
  const namespace = `db${publishClient.options.db ?? 0}:`;
  const onWire = (name: string) => namespace + name;

  interface Channel {
    handlers: Set<PubSubHandler>;
    resubscribed: Set<() => void>;
    /** Settles once a SUBSCRIBE of the channel has been acknowledged. */
    ready: Promise<void>;
    acknowledged(): void;
    /** Whether the next acknowledgement follows messages its listeners may have missed. */
    subscribedBefore: boolean;
  }
  const channels = new Map<string, Channel>();

  const sendSubscribe = (name: string, channel: Channel) => {
    // A SUBSCRIBE sent while ioredis is still connecting can be acknowledged and then lost when the
    // connection's ready check completes, so channels are only subscribed on a ready connection; the
    // 'ready' listener below subscribes the others.
    if (subscribeClient.status !== 'ready') return;
    subscribeClient.subscribe(onWire(name)).then(
      () => {
        if (channels.get(name) !== channel) return;
        channel.acknowledged();
        if (channel.subscribedBefore) for (const resync of [...channel.resubscribed]) resync();
        channel.subscribedBefore = true;
      },
      (error: unknown) => logger?.warn({ err: error, channel: name }, 'live subscribe failed'),
    );
  };
  subscribeClient.on('ready', () => {
    for (const [name, channel] of channels) sendSubscribe(name, channel);
  });
  subscribeClient.on('message', (wireName: string, text: string) => {
    const name = wireName.slice(namespace.length);
    const channel = wireName.startsWith(namespace) ? channels.get(name) : undefined;
    if (!channel) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      logger?.warn({ err: error, channel: name }, 'live message is not JSON; dropped');
      return;
    }
    for (const handler of [...channel.handlers]) handler(message);
  });

  return {
    publish(name, message) {
      publishClient.publish(onWire(name), JSON.stringify(message)).catch((error: unknown) => {
        logger?.warn({ err: error, channel: name }, 'live publish failed');
      });
    },
    subscribe(name, handler, onResubscribed) {
      let channel = channels.get(name);
      if (!channel) {
        let acknowledged!: () => void;
        const ready = new Promise<void>((resolve) => (acknowledged = resolve));
        channel = {
          handlers: new Set(),
          resubscribed: new Set(),
          ready,
          acknowledged,
          // Made while the connection is away, its listeners start without it: what is published before
          // it is subscribed is lost to them as after an outage, and its first acknowledgement says so.
          subscribedBefore: subscribeClient.status !== 'ready',
        };
        channels.set(name, channel);
        sendSubscribe(name, channel);
      }
      const own = channel;
      own.handlers.add(handler);
      if (onResubscribed) own.resubscribed.add(onResubscribed);
      let active = true;
      return {
        ready: own.ready,
        unsubscribe() {
          if (!active) return;
          active = false;
          own.handlers.delete(handler);
          if (onResubscribed) own.resubscribed.delete(onResubscribed);
          if (own.handlers.size > 0 || channels.get(name) !== own) return;
          channels.delete(name);
          if (subscribeClient.status === 'ready')
            subscribeClient.unsubscribe(onWire(name)).catch((error: unknown) => {
              logger?.warn({ err: error, channel: name }, 'live unsubscribe failed');
            });
        },
      };
    },
    async connected(timeoutMs) {
      const up = await Promise.all([publishClient, subscribeClient].map((c) => waitForRedis(c, timeoutMs)));
      return up.every(Boolean);
    },
    async close() {
      channels.clear();
      await Promise.allSettled([closeRedisClient(publishClient), closeRedisClient(subscribeClient)]);
    },
  };
}
