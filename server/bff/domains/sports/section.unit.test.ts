import { describe, expect, it } from 'vitest';
import { shapedOnce } from './section.ts';

describe('shapedOnce', () => {
  it('shapes a decoded list once and answers the same items for it after, a new list anew', () => {
    let calls = 0;
    const double = shapedOnce((n: number) => {
      calls += 1;
      return { twice: n * 2 };
    });
    const decoded = [1, 2, 3];
    const first = double(decoded, undefined);
    expect(first).toEqual([{ twice: 2 }, { twice: 4 }, { twice: 6 }]);
    expect(double(decoded, undefined)).toBe(first);
    expect(calls).toBe(3);
    // A changed feed text decodes to another list.
    expect(double([1, 2, 3], undefined)).not.toBe(first);
    expect(calls).toBe(6);
  });
});
