import { groupThousands } from './decimal.ts';

/** How a count is said: nothing, one, or a number (written in pt-BR, "1.234") with its plural noun. */
export interface CountWords {
  none: string;
  one: string;
  many: (count: string) => string;
}

/** "Nenhuma aposta", "1 aposta", "1.234 apostas": the catalogue's words for a count. */
export function formatCount(count: number, words: CountWords): string {
  if (count === 0) return words.none;
  if (count === 1) return words.one;
  return words.many(groupThousands(String(count)));
}
