import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { UpstreamMetrics } from '../upstreams/http.ts';
import { graphqlArgs } from './execution-args.ts';

const MAX_OPERATION_LABELS = 200;

export interface BffMetrics {
  registry: Registry;
  upstream: UpstreamMetrics;
  // Properties, not methods: callers hand them on unbound (yoga.ts gives them to the sports cache).
  cacheHit: (cache: string) => void;
  cacheMiss: (cache: string) => void;
  /** Open GraphQL subscriptions (the live role moves it). */
  subscriptionsOpen: Gauge;
  plugin: Plugin;
}

/**
 * Prometheus metrics of the BFF on its own registry (not prom-client's global one), so several BFFs in
 * one test process do not collide.
 */
export function createBffMetrics(options: { defaultMetrics?: boolean } = {}): BffMetrics {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'bancada_' });

  const operations = new Counter({
    name: 'bancada_graphql_operations_total',
    help: 'GraphQL operations executed, by name, type and outcome.',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [registry],
  });
  const operationSeconds = new Histogram({
    name: 'bancada_graphql_operation_duration_seconds',
    help: 'Execution time of GraphQL operations.',
    labelNames: ['operation', 'type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const upstreamCalls = new Counter({
    name: 'bancada_upstream_requests_total',
    help: 'Upstream HTTP calls, by upstream, method and status (or error kind).',
    labelNames: ['upstream', 'method', 'status'] as const,
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'bancada_upstream_errors_total',
    help: 'Failed upstream calls, by upstream and kind (http, timeout, network, decode).',
    labelNames: ['upstream', 'kind'] as const,
    registers: [registry],
  });
  const upstreamSeconds = new Histogram({
    name: 'bancada_upstream_request_duration_seconds',
    help: 'Latency of upstream calls.',
    labelNames: ['upstream'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const circuitState = new Gauge({
    name: 'bancada_upstream_circuit_state',
    help: "State of each upstream's circuit breaker: 0 closed, 1 open (calls fail fast), 2 half-open (one probe).",
    labelNames: ['upstream'] as const,
    registers: [registry],
  });
  const circuitRejected = new Counter({
    name: 'bancada_upstream_circuit_rejected_total',
    help: 'Calls refused at once, without reaching the upstream, because its circuit was open.',
    labelNames: ['upstream'] as const,
    registers: [registry],
  });
  const cacheHits = new Counter({
    name: 'bancada_cache_hits_total',
    help: 'Shared cache hits, by cache.',
    labelNames: ['cache'] as const,
    registers: [registry],
  });
  const cacheMisses = new Counter({
    name: 'bancada_cache_misses_total',
    help: 'Shared cache misses, by cache.',
    labelNames: ['cache'] as const,
    registers: [registry],
  });
  const subscriptionsOpen = new Gauge({
    name: 'bancada_graphql_subscriptions_open',
    help: 'GraphQL subscriptions currently open.',
    registers: [registry],
  });

  // Operation names come from clients: a bounded set of label values keeps a caller sending random names
  // from growing the registry without end.
  const seenOperations = new Set<string>();
  const operationLabel = (name: string) => {
    if (seenOperations.has(name)) return name;
    if (seenOperations.size >= MAX_OPERATION_LABELS || name.length > 64) return 'other';
    seenOperations.add(name);
    return name;
  };

  const plugin: Plugin = {
    onExecute({ args }) {
      const started = performance.now();
      const { document, operationName } = graphqlArgs(args);
      const definition = getOperationAST(document, operationName);
      const operation = operationLabel(operationName ?? definition?.name?.value ?? 'anonymous');
      const type = definition?.operation ?? 'query';
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result && result.errors ? result.errors.length : 0;
          operations.inc({ operation, type, outcome: errors > 0 ? 'error' : 'ok' });
          operationSeconds.observe({ operation, type }, (performance.now() - started) / 1000);
        },
      };
    },
  };

  return {
    registry,
    upstream: {
      call(call) {
        upstreamCalls.inc({
          upstream: call.upstream,
          method: call.method,
          status: call.status ?? call.errorKind ?? 'none',
        });
        if (call.errorKind) upstreamErrors.inc({ upstream: call.upstream, kind: call.errorKind });
        upstreamSeconds.observe({ upstream: call.upstream }, call.seconds);
      },
      circuit(upstream, state) {
        circuitState.set({ upstream }, state === 'closed' ? 0 : state === 'open' ? 1 : 2);
      },
      circuitRejected: (upstream) => circuitRejected.inc({ upstream }),
    },
    cacheHit: (cache) => cacheHits.inc({ cache }),
    cacheMiss: (cache) => cacheMisses.inc({ cache }),
    subscriptionsOpen,
    plugin,
  };
}
