import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { createLogger } from '../../logger.ts';
import type { SportsLoaders } from '../upstreams/sports/loaders.ts';
import { createSportsPublicData } from '../upstreams/sports/loaders.ts';
import { renewSportsLoaders } from './fresh-loaders.ts';

const shared = createSportsPublicData({ baseUrl: 'http://127.0.0.1:9', logger: createLogger('silent') });
const contextOf = () => ({ requestId: 'r1', sports: undefined as unknown as SportsLoaders });

describe('sports loaders of a subscription context', () => {
  it('stay the same within the window, so one execution reads each resource once', () => {
    const context = contextOf();
    renewSportsLoaders(context, shared, 60_000);
    expect(context.sports).toBeDefined();
    expect(context.sports).toBe(context.sports);
  });

  it('are replaced once older than the window, so later payloads do not reuse cached answers', () => {
    const clock = createManualClock(0);
    const context = contextOf();
    renewSportsLoaders(context, shared, 1000, clock);
    const first = context.sports;
    clock.advance(999);
    expect(context.sports).toBe(first);
    clock.advance(1);
    expect(context.sports).not.toBe(first);
  });
});
