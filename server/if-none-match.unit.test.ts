import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './if-none-match.ts';

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  it('names a tag by itself or in a list, with or without spaces', () => {
    expect(ifNoneMatchHits('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"x", "a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"x","a","y"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('  "x" ,\t"a"  ', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"x", "y"', '"a"')).toBe(false);
  });

  it('compares weakly: W/ on either side matches the same opaque tag', () => {
    expect(ifNoneMatchHits('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"x", W/"a"', 'W/"a"')).toBe(true);
    // The opaque tags are compared as they are: no case folding, no partial match.
    expect(ifNoneMatchHits('W/"A"', 'W/"a"')).toBe(false);
    expect(ifNoneMatchHits('"ab"', '"a"')).toBe(false);
  });

  it('takes "*" as any current representation', () => {
    expect(ifNoneMatchHits('*', '"a"')).toBe(true);
    expect(ifNoneMatchHits(' * ', 'W/"a"')).toBe(true);
  });

  it('names nothing without the header, with an empty one or with members that are no entity tag', () => {
    expect(ifNoneMatchHits(undefined, '"a"')).toBe(false);
    expect(ifNoneMatchHits(null, '"a"')).toBe(false);
    expect(ifNoneMatchHits('', '"a"')).toBe(false);
    // An unquoted word is no entity tag, even when it spells the tag's text.
    expect(ifNoneMatchHits('a', '"a"')).toBe(false);
    expect(ifNoneMatchHits('x', '"x"')).toBe(false);
  });

  it('reads a comma inside a quoted tag as part of the tag', () => {
    expect(ifNoneMatchHits('"a,b"', '"a,b"')).toBe(true);
    expect(ifNoneMatchHits('"a,b"', '"a"')).toBe(false);
  });
});
