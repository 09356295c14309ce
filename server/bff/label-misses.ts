import { Counter, type Registry } from 'prom-client';
import type { Logger } from '../logger.ts';
import { onLabelMiss } from '../i18n/labels.ts';

/** Distinct keys logged at most once each, so a feed sending endless new keys cannot flood the log. */
const MAX_LOGGED_KEYS = 1_000;

/**
 * Counts and logs the feed codes the pt-BR catalogue lacks (server/i18n/labels.ts shows them in a readable
 * form meanwhile): `bancada_label_misses_total{kind}` on /metrics, and one warning per new key.
 */
export function reportLabelMisses(registry: Registry, logger: Logger): void {
  const misses = new Counter({
    name: 'bancada_label_misses_total',
    help: 'Feed codes shown without a pt-BR label (in a readable form), by kind of label.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const logged = new Set<string>();
  onLabelMiss((kind, key) => {
    misses.inc({ kind });
    const id = `${kind}:${key}`;
    if (logged.has(id) || logged.size >= MAX_LOGGED_KEYS) return;
    logged.add(id);
    logger.warn({ kind, key: key.slice(0, 100) }, 'feed code without a pt-BR label');
  });
}
