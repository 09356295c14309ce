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

  it('keeps one answer per context of a list, named by keyOf', () => {
    const inSport = shapedOnce(
      (n: number, sport: { slug: string }) => `${sport.slug} ${n}`,
      (sport) => sport.slug,
    );
    const decoded = [1, 2];
    const football = inSport(decoded, { slug: 'football' });
    expect(inSport(decoded, { slug: 'basketball' })).toEqual(['basketball 1', 'basketball 2']);
    expect(inSport(decoded, { slug: 'football' })).toBe(football);
    expect(football).toEqual(['football 1', 'football 2']);
  });
});
