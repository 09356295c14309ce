import { describe, expect, it } from 'vitest';
import { isIdempotencyKey } from './idempotency-key.ts';

describe('isIdempotencyKey', () => {
  it('takes a UUID and any 1 to 200 visible ASCII characters', () => {
    expect(isIdempotencyKey('0b6f0c1e-6f4e-4c55-9a53-0d6f0f3c1b2a')).toBe(true);
    expect(isIdempotencyKey('k')).toBe(true);
    expect(isIdempotencyKey('~'.repeat(200))).toBe(true);
  });

  it('refuses empty, too long, spaces, control and non-ASCII characters', () => {
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('k'.repeat(201))).toBe(false);
    expect(isIdempotencyKey('deposito unico')).toBe(false);
    expect(isIdempotencyKey(' chave')).toBe(false);
    expect(isIdempotencyKey('chave\t')).toBe(false);
    expect(isIdempotencyKey('depósito')).toBe(false);
  });
});
