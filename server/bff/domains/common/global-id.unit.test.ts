import { describe, expect, it } from 'vitest';
import { encodeId, isBadId, parseIntId, parseNodeIntId } from './global-id.ts';

/** What `parseIntId` answers: the number, null (nothing that can exist), or the error it throws. */
function read(value: string, typename = 'Account'): number | null | string {
  try {
    return parseIntId(value, typename);
  } catch (error) {
    return isBadId(error) ? 'BAD_USER_INPUT' : 'other error';
  }
}

describe('an id argument (docs/GRAPHQL.md, one rule for every id)', () => {
  it('names its object by a global id of its type or the REST id in decimal, leading zeros aside', () => {
    expect(read('42')).toBe(42);
    expect(read('0042')).toBe(42);
    expect(read(`${'0'.repeat(20)}5`)).toBe(5);
    expect(read(encodeId('Account', 42))).toBe(42);
    expect(read(encodeId('Account', '007'))).toBe(7);
  });

  it('is null for an id that names nothing that can exist', () => {
    expect(read('0')).toBeNull();
    expect(read('9'.repeat(16))).toBeNull();
    expect(read(encodeId('Event', 42))).toBeNull();
    expect(read(encodeId('Account', 0))).toBeNull();
  });

  it('refuses text that is no id at all with BAD_USER_INPUT', () => {
    for (const value of [
      '',
      ' ',
      'zzz',
      '!!',
      '-1',
      '1.5',
      ' 1',
      encodeId('Account', 'abc'),
      encodeId('Account', '-1'),
    ])
      expect([value, read(value)]).toEqual([value, 'BAD_USER_INPUT']);
  });

  it("reads a node's decoded id the same way", () => {
    expect(parseNodeIntId('42', 'Event')).toBe(42);
    expect(parseNodeIntId('0', 'Event')).toBeNull();
    expect(() => parseNodeIntId('abc', 'Event')).toThrow(/ID inválido/);
    expect(() => parseNodeIntId('0xc636f1d', 'Team')).toThrow(/ID inválido/);
  });
});
