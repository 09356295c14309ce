import { systemClock, type Clock } from '../../clock.ts';
import type { GraphQLContext } from '../context.ts';
import {
  createSportsLoaders,
  type SportsLoaders,
  type SportsPublicData,
} from '../upstreams/sports/loaders.ts';

/**
 * How long one set of sports loaders serves a subscription. DataLoaders cache for their whole life, which
 * suits one query but would freeze a subscription that lives for hours on its first answers; renewed
 * loaders still share the process's TTL cache, so this costs no extra upstream calls.
 */
export const SUBSCRIPTION_LOADERS_MS = 1000;

/** Makes `context.sports` renew itself while the context lives (subscriptions over graphql-ws or SSE). */
export function renewSportsLoaders(
  context: Pick<GraphQLContext, 'sports' | 'requestId'> & Partial<Pick<GraphQLContext, 'budget'>>,
  shared: SportsPublicData,
  maxAgeMs = SUBSCRIPTION_LOADERS_MS,
  clock: Clock = systemClock,
): void {
  let loaders: SportsLoaders | undefined;
  let createdAt = 0;
  Object.defineProperty(context, 'sports', {
    configurable: true,
    enumerable: true,
    get() {
      const now = clock.now();
      if (!loaders || now - createdAt >= maxAgeMs) {
        loaders = createSportsLoaders(shared, {
          requestId: context.requestId,
          budget: context.budget && (() => context.budget!),
        });
        createdAt = now;
      }
      return loaders;
    },
  });
}
