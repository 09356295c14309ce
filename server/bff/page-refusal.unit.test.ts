import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFloodGuard, type FloodGuard } from './plugins/rate-limit.ts';
import { createClientRefusal } from './page-refusal.ts';

const pageRequest = (cookie?: string) =>
  new Request('http://localhost/graphql', { headers: cookie ? { cookie } : {} });
const noCostRefusal = { refusedWaitMs: () => Promise.resolve(0) };

beforeEach(() => {
  // The flood guard's windows run on Date (rate-limiter-flexible's memory counters).
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 15, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('client refusal (pages rendered from GraphQL)', () => {
  it('refuses an address whose flood guard count is full, without counting, until its window ends', async () => {
    const guard = createFloodGuard({ perIp: 3, windowSeconds: 60 })!;
    const refusal = createClientRefusal(guard, noCostRefusal);
    await guard.count('203.0.113.7', undefined);
    await guard.count('203.0.113.7', undefined);
    for (let i = 0; i < 10; i++) expect(await refusal(pageRequest(), '203.0.113.7')).toBeUndefined();
    // The checks counted nothing: the third request is still let through.
    expect((await guard.count('203.0.113.7', undefined)).refused).toBeUndefined();

    expect(await refusal(pageRequest(), '203.0.113.7')).toEqual({ retryAfterSeconds: 60 });
    expect(await refusal(pageRequest(), '203.0.113.8')).toBeUndefined();
    vi.advanceTimersByTime(45_000);
    expect(await refusal(pageRequest(), '203.0.113.7')).toEqual({ retryAfterSeconds: 15 });
    vi.advanceTimersByTime(15_000);
    expect(await refusal(pageRequest(), '203.0.113.7')).toBeUndefined();
  });

  it('reads a session cookie’s count as the page’s GraphQL request is counted: per credential', async () => {
    const guard = createFloodGuard({ perIp: 3, windowSeconds: 60 })!;
    const refusal = createClientRefusal(guard, noCostRefusal);
    const cookie = 'bancada_session=uma-sessao-com-mais-de-vinte';
    for (let i = 0; i < 3; i++) await guard.count('203.0.113.7', cookie.split('=')[1]);
    expect(await refusal(pageRequest(cookie), '203.0.113.7')).toEqual({ retryAfterSeconds: 60 });
    // Another session on the same address, and the address's visitors, have allowances of their own.
    expect(await refusal(pageRequest('bancada_session=outra-sessao-com-mais-de-vinte'), '203.0.113.7')).toBe(
      undefined,
    );
    expect(await refusal(pageRequest(), '203.0.113.7')).toBeUndefined();
  });

  it('refuses a client whose last cost decision was a refusal, for the rest of its wait', async () => {
    const asked: string[] = [];
    const refusal = createClientRefusal(undefined as FloodGuard | undefined, {
      refusedWaitMs: (_request, clientIp) => {
        asked.push(clientIp);
        return Promise.resolve(clientIp === '203.0.113.7' ? 2_500 : 0);
      },
    });
    expect(await refusal(pageRequest(), '203.0.113.7')).toEqual({ retryAfterSeconds: 3 });
    expect(await refusal(pageRequest(), '203.0.113.8')).toBeUndefined();
    expect(asked).toEqual(['203.0.113.7', '203.0.113.8']);
  });
});
