import { describe, expect, it } from 'vitest';
import { inputFieldOf } from './upstream-errors.ts';

describe('inputFieldOf', () => {
  it("names a refused field as the mutation's input does, each part of a path", () => {
    expect(inputFieldOf('bet_id')).toBe('bettingHouseId');
    expect(inputFieldOf('total_balance')).toBe('expectedTotalBalance');
    expect(inputFieldOf('legs.0.event_id')).toBe('legs.0.eventId');
    expect(inputFieldOf('legs.2.market_id')).toBe('legs.2.marketId');
    expect(inputFieldOf('stake')).toBe('stake');
    expect(inputFieldOf('Idempotency-Key')).toBe('idempotencyKey');
  });
});
