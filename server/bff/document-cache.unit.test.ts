import { describe, expect, it } from 'vitest';
import { createDocumentCache } from './document-cache.ts';

describe('createDocumentCache', () => {
  it('keeps documents by the length of their texts, dropping the least recently used', () => {
    const cache = createDocumentCache<{ n: number }>(10);
    cache.set('aaaa', { n: 1 });
    cache.set('bbbb', { n: 2 });
    expect(cache.get('aaaa')).toEqual({ n: 1 });
    cache.set('cccc', { n: 3 });
    // 12 characters would not fit: the least recently used ("bbbb") went.
    expect(cache.get('bbbb')).toBeUndefined();
    expect(cache.get('aaaa')).toEqual({ n: 1 });
    expect(cache.get('cccc')).toEqual({ n: 3 });
  });

  it('never keeps a document larger than the whole budget', () => {
    const cache = createDocumentCache<{ n: number }>(10);
    cache.set('x'.repeat(11), { n: 1 });
    expect(cache.get('x'.repeat(11))).toBeUndefined();
  });
});
