import type { Registry } from 'prom-client';
import type { TimerClock } from '../../clock.ts';
import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import type { Logger } from '../../logger.ts';
import type { Upstream } from '../upstreams/http.ts';
import { createLiveHub, type LiveHub } from './hub.ts';
import { createPromLiveMetrics, type LiveMetrics } from './metrics.ts';
import { createMemoryPubSub, createRedisPubSub } from './pubsub.ts';
import { createMemoryLiveStore, createRedisLiveStore } from './store.ts';
import { liveFetchFrom } from './upstream.ts';

export interface ProcessLiveHubOptions {
  /** With Redis, one replica polls each topic and every replica fans out (DESIGN §7). */
  redisUrl?: string;
  /** The command timeout of its Redis connections (DEFAULT_LIMITS when not given). */
  redisLimits?: Pick<Limits, 'redisCommandTimeoutMs'>;
  pollMs: number;
  upstream: Upstream;
  logger: Logger;
  registry: Registry;
  /** The process's live topic cap (limits.ts liveTopicsPerProcess). */
  maxTopics?: number;
  /** The BFF's clock: the pollers' timers and the in-memory leases (the system clock by default). */
  clock?: TimerClock;
}

export interface ProcessLiveHub {
  hub: LiveHub;
  /** Registered once on the BFF's registry; the socket layer reports through the same counters. */
  metrics: LiveMetrics;
  /** Stops the pollers, then the transports they publish to. */
  close(): Promise<void>;
}

/** The LiveHub of one BFF process with its pub/sub and lease store (in memory, or Redis across replicas). */
export function createProcessLiveHub(options: ProcessLiveHubOptions): ProcessLiveHub {
  const { redisUrl, logger, clock } = options;
  const limits = options.redisLimits ?? DEFAULT_LIMITS;
  const pubsub = redisUrl ? createRedisPubSub(redisUrl, { limits, logger }) : createMemoryPubSub();
  const store = redisUrl
    ? createRedisLiveStore(redisUrl, 'bancada:', { limits, logger })
    : createMemoryLiveStore(clock && (() => clock.now()));
  const metrics = createPromLiveMetrics(options.registry);
  const hub = createLiveHub({
    fetch: liveFetchFrom(options.upstream),
    pubsub,
    store,
    pollMs: options.pollMs,
    logger,
    metrics,
    maxTopics: options.maxTopics,
    clock,
  });
  let closing: Promise<void> | undefined;
  return {
    hub,
    metrics,
    close() {
      closing ??= (async () => {
        await hub.close();
        await pubsub.close();
        await store.close();
      })();
      return closing;
    },
  };
}
