import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export type PollOutcome = 'changed' | 'unchanged' | 'error' | 'fenced';

/** What the live path reports; the hub and the socket layer call it, tests count with it. */
export interface LiveMetrics {
  poll(kind: string, outcome: PollOutcome, seconds: number): void;
  published(kind: string): void;
  takeover(kind: string): void;
  /** One GraphQL execution of a subscription group (shared by all its subscribers). */
  execution(): void;
  /** Frames written to sockets for one execution. */
  delivered(frames: number): void;
  subscribers(delta: number): void;
  groups(delta: number): void;
  connections(delta: number): void;
  /** Topics opened (+1) and closed (−1) by the hub: each costs one upstream poll per interval. */
  topics?(delta: number): void;
  /** A connection, subscription or message refused by a live limit (its name in server/limits.ts). */
  refused?(limit: string): void;
}

export const noopLiveMetrics: LiveMetrics = {
  poll() {},
  published() {},
  takeover() {},
  execution() {},
  delivered() {},
  subscribers() {},
  groups() {},
  connections() {},
};

/** Prometheus counters for the live path, registered on `register`. */
export function createPromLiveMetrics(register: Registry): LiveMetrics {
  const polls = new Counter({
    name: 'bancada_live_polls_total',
    help: 'Upstream polls of live topics by this replica',
    labelNames: ['kind', 'outcome'],
    registers: [register],
  });
  const pollSeconds = new Histogram({
    name: 'bancada_live_poll_seconds',
    help: 'Duration of one live topic poll',
    labelNames: ['kind'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers: [register],
  });
  const published = new Counter({
    name: 'bancada_live_published_total',
    help: 'Changes published to pub/sub',
    labelNames: ['kind'],
    registers: [register],
  });
  const takeovers = new Counter({
    name: 'bancada_live_lease_acquired_total',
    help: 'Topic leases acquired by this replica',
    labelNames: ['kind'],
    registers: [register],
  });
  const executions = new Counter({
    name: 'bancada_live_executions_total',
    help: 'GraphQL executions of subscription groups',
    registers: [register],
  });
  const frames = new Counter({
    name: 'bancada_live_frames_total',
    help: 'Subscription frames written to sockets',
    registers: [register],
  });
  const subscribers = new Gauge({
    name: 'bancada_live_subscribers',
    help: 'Active grouped subscriptions',
    registers: [register],
  });
  const groups = new Gauge({
    name: 'bancada_live_groups',
    help: 'Active subscription groups',
    registers: [register],
  });
  const refused = new Counter({
    name: 'bancada_live_refused_total',
    help: 'Live connections, subscriptions and messages refused by a limit (server/limits.ts names)',
    labelNames: ['limit'],
    registers: [register],
  });
  const topics = new Gauge({
    name: 'bancada_live_topics',
    help: 'Live topics open in this replica (events and lists listened to)',
    registers: [register],
  });
  const connections = new Gauge({
    name: 'bancada_live_connections',
    help: 'Open graphql-ws connections',
    registers: [register],
  });
  return {
    poll(kind, outcome, seconds) {
      polls.inc({ kind, outcome });
      pollSeconds.observe({ kind }, seconds);
    },
    published: (kind) => published.inc({ kind }),
    takeover: (kind) => takeovers.inc({ kind }),
    execution: () => executions.inc(),
    delivered: (n) => frames.inc(n),
    subscribers: (d) => subscribers.inc(d),
    groups: (d) => groups.inc(d),
    connections: (d) => connections.inc(d),
    topics: (d) => topics.inc(d),
    refused: (limit) => refused.inc({ limit }),
  };
}
