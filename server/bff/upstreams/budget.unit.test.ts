import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { createOperationBudget, createRenewingBudget, DeadlineError } from './budget.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const limits = { executionDeadlineMs: 5_000, upstreamCallsPerRequest: 3 };

describe('operation budget', () => {
  it('aborts its signal with DEADLINE when the deadline passes, counted from its start', async () => {
    const budget = createOperationBudget(limits);
    await vi.advanceTimersByTimeAsync(60_000); // not started: no deadline runs
    budget.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(budget.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(budget.signal.aborted).toBe(true);
    const reason = budget.signal.reason as DeadlineError;
    expect(reason).toBeInstanceOf(DeadlineError);
    expect(reason.message).toBe(BFF_MESSAGES.deadline);
    expect(reason.extensions.code).toBe('DEADLINE');
    expect(() => budget.startCall()).toThrow(BFF_MESSAGES.deadline);
    expect(budget.calls).toBe(0);
  });

  it('counts calls up to its maximum and refuses the next with DEADLINE', () => {
    const budget = createOperationBudget(limits);
    budget.startCall();
    budget.startCall();
    budget.startCall();
    expect(budget.calls).toBe(3);
    expect(() => budget.startCall()).toThrow(BFF_MESSAGES.callBudget);
    expect(budget.calls).toBe(3);
    budget.dispose();
  });

  it('race rejects a waiter at the deadline and lets a settled promise through', async () => {
    const budget = createOperationBudget(limits);
    expect(await budget.race(Promise.resolve(7))).toBe(7);
    const hanging = budget.race(new Promise<never>(() => {}));
    const settled = expect(hanging).rejects.toThrow(BFF_MESSAGES.deadline);
    await vi.advanceTimersByTimeAsync(5_000);
    await settled;
  });

  it('dispose stops the deadline: nothing aborts once the operation is over', async () => {
    const budget = createOperationBudget(limits);
    budget.start();
    budget.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(budget.signal.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads its defaults from the limits table', () => {
    const budget = createOperationBudget(DEFAULT_LIMITS);
    expect(budget.maxCalls).toBe(DEFAULT_LIMITS.upstreamCallsPerRequest);
    budget.dispose();
  });
});

describe('renewing budget (a subscription context)', () => {
  it('hands out the same budget within an execution and a fresh one afterwards', () => {
    const clock = createManualClock(0);
    const current = createRenewingBudget(limits, 1_000, clock);
    const first = current();
    first.startCall();
    expect(current()).toBe(first);
    clock.advance(1_000);
    const second = current();
    expect(second).not.toBe(first);
    expect(second.calls).toBe(0);
    second.dispose();
  });
});
