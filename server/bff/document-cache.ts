import { LRUCache } from 'lru-cache';

/**
 * Texts of parsed documents kept at once, in characters. A parsed and validated document takes about a
 * hundred times its text in memory, so counting entries (Yoga's default keeps 1,024) let one client fill
 * gigabytes with distinct large documents; counting characters bounds it at tens of megabytes while the web
 * app's persisted operations (about 41,000 characters in all) always stay.
 */
export const DOCUMENT_CACHE_CHARACTERS = 512 * 1024;

/** A cache of what was made from a document's text, bounded by the total length of the texts. */
export function createDocumentCache<T extends object>(
  maxCharacters = DOCUMENT_CACHE_CHARACTERS,
): Pick<LRUCache<string, T>, 'get' | 'set'> {
  return new LRUCache<string, T>({
    maxSize: maxCharacters,
    // A document larger than the whole budget is parsed each time it comes, never kept.
    sizeCalculation: (_value, key) => Math.max(1, key.length),
  });
}
