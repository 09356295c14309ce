import { describe, expect, it } from 'vitest';
import { stableJson } from './stable-json.ts';

describe('stableJson', () => {
  it('writes the same text whatever the order of keys, at every depth', () => {
    const a = stableJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'c' } });
    const b = stableJson({ a: { c: 'c', d: [1, { x: 1, y: 2 }] }, b: 1 });
    expect(a).toBe(b);
    expect(a).toBe('{"a":{"c":"c","d":[1,{"x":1,"y":2}]},"b":1}');
  });

  it('drops undefined members as JSON does, and writes null for a missing value', () => {
    expect(stableJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(stableJson([undefined])).toBe('[null]');
    expect(stableJson(undefined)).toBe('null');
  });

  it('keeps distinct dates distinct (toJSON), so two instants never share a key', () => {
    const one = stableJson({ at: new Date('2026-01-01T00:00:00Z') });
    const two = stableJson({ at: new Date('2026-01-02T00:00:00Z') });
    expect(one).toBe('{"at":"2026-01-01T00:00:00.000Z"}');
    expect(one).not.toBe(two);
  });

  it('does not throw on bigints or cycles', () => {
    const cyclic: Record<string, unknown> = { n: 10n };
    cyclic.self = cyclic;
    expect(stableJson(cyclic)).toBe('{"n":10,"self":"[Circular]"}');
  });
});
