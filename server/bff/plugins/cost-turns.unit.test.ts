import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createCost } from './cost.ts';
import { createMemoryBuckets, type CostBuckets } from './cost-budget.ts';
import { CHARGED_READING_LIMITS, steppedValidationTimer } from '../test/validation-timing.ts';

/** Buckets that answer a turn of the event loop later, as Redis does. */
function slowBuckets(): CostBuckets {
  const memory = createMemoryBuckets(() => 0);
  const later = <T>(answer: Promise<T>) => new Promise<T>((resolve) => setImmediate(() => resolve(answer)));
  return {
    take: (...args) => later(memory.take(...args)),
    refund: (...args) => later(memory.refund(...args)),
    spend: (...args) => later(memory.spend(...args)),
  };
}

describe('new documents of one client', () => {
  it('are read one after another, so each gate sees what the one before it was charged', async () => {
    const cost = createCost({
      limits: CHARGED_READING_LIMITS,
      logger: createLogger('silent'),
      buckets: slowBuckets(),
      // Each validation takes 20 ms: 1,500 points, a full bucket at most.
      validationTimer: steppedValidationTimer(20).timer,
    });
    let reads = 0;
    const answers = await Promise.all(
      [1, 2, 3].map(() => cost.readNewDocument('198.51.100.7', () => ++reads)),
    );
    expect(reads).toBe(1);
    expect(answers.filter((answer) => answer instanceof GraphQLError)).toHaveLength(2);
    // Another address has its own bucket and its own turn.
    expect(await cost.readNewDocument('198.51.100.8', () => ++reads)).toBe(2);
  });
});
