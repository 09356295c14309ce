import { z } from 'zod';
import { fractionalOdds, roundHalfUp } from '../../../../bets/odds.ts';
import { bool, decodeWith, int, int32Id, list, opt, requiredList, str } from './primitives.ts';

/**
 * Decimal odds from a fractional price "a/b": a/b + 1, rounded half-up to 2 decimals, as an exact string
 * ("5/2" → "3.50"). Computed on integers so "1/3" gives "1.33" without float noise (server/bets/odds.ts,
 * whose reading of the price bets record to four decimals). Null when the price is not a usable fraction
 * (missing, zero denominator, text such as "-").
 */
export function fractionalToDecimal(fractional: string | undefined): string | null {
  const odds = fractional ? fractionalOdds(fractional) : undefined;
  if (!odds) return null;
  const cents = roundHalfUp(odds, 100n);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** Price change since opening: 1 up, -1 down, 0 otherwise (unknown values read as no change). */
const changeSchema = int.transform((n) => (n > 0 ? 1 : n < 0 ? -1 : 0)).catch(0);

export const oddsChoiceSchema = z
  .object({
    sourceId: opt(int32Id),
    name: str,
    fractionalValue: opt(str),
    initialFractionalValue: opt(str),
    change: changeSchema,
    winning: opt(bool),
  })
  .transform((c) => ({
    ...c,
    decimalValue: fractionalToDecimal(c.fractionalValue),
    initialDecimalValue: fractionalToDecimal(c.initialFractionalValue),
  }));

export const oddsMarketSchema = z.object({
  id: opt(int),
  marketId: opt(int),
  marketName: str,
  marketGroup: opt(str),
  marketPeriod: opt(str),
  choiceGroup: opt(str),
  isLive: opt(bool),
  suspended: opt(bool),
  choices: list(oddsChoiceSchema),
});

export type OddsMarket = z.output<typeof oddsMarketSchema> & { key?: string };
export type OddsChoice = z.output<typeof oddsChoiceSchema>;

const oddsEnvelope = z.object({ markets: requiredList(oddsMarketSchema) });
const featuredEnvelope = z.object({
  featured: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
});

export function decodeOdds(body: unknown): OddsMarket[] {
  return decodeWith('odds', oddsEnvelope, body).markets;
}

/**
 * Featured odds come as an object of markets keyed by role (`{"featured": {"default": …, "fullTime": …}}`);
 * an array of markets is accepted too. The key is kept so clients can pick the default market.
 */
export function decodeFeaturedOdds(body: unknown): OddsMarket[] {
  const envelope = decodeWith('featured-odds', featuredEnvelope, body);
  const entries: Array<[string | undefined, unknown]> = Array.isArray(envelope.featured)
    ? envelope.featured.map((m) => [undefined, m])
    : Object.entries(envelope.featured);
  const out: OddsMarket[] = [];
  for (const [key, raw] of entries) {
    const parsed = oddsMarketSchema.safeParse(raw);
    if (parsed.success) out.push(key === undefined ? parsed.data : { ...parsed.data, key });
  }
  return out;
}

/** /provider/1/winning-odds: how often the favourite at these odds actually won. */
const winningSideSchema = z
  .object({ fractionalValue: opt(str), expected: opt(int), actual: opt(int) })
  .transform((s) => ({ ...s, decimalValue: fractionalToDecimal(s.fractionalValue) }));

export const winningOddsSchema = z.object({ home: opt(winningSideSchema), away: opt(winningSideSchema) });
export type WinningOdds = z.output<typeof winningOddsSchema>;

export function decodeWinningOdds(body: unknown): WinningOdds | null {
  const decoded = decodeWith('winning-odds', winningOddsSchema, body);
  return decoded.home || decoded.away ? decoded : null;
}
