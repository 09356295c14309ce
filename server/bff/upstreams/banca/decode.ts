import { z } from 'zod';

/**
 * Shapes of the Banca REST API (docs/BANCA-API.md). The API is ours, so decoding is strict: a payload
 * that does not match is a bug upstream and surfaces as a masked internal error, never as wrong money.
 */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const id = z.number().int().positive();

export const userSchema = z.object({ id, name: z.string(), email: z.string() });
export type BancaUser = z.infer<typeof userSchema>;

export const tokenSchema = z.object({ access_token: z.string().min(1), expires_at: z.string().optional() });
export type BancaToken = z.infer<typeof tokenSchema>;

export const accountSchema = z.object({
  account_id: id,
  account_name: z.string(),
  bet_id: id,
  bet_name: z.string().nullish(),
  active: z.boolean(),
  deposits: money,
  withdrawals: money,
  available_balance: money,
  bet_locked_balance: money,
  total_balance: money,
  final_balance: money,
  yield_percent: money,
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type BancaAccount = z.infer<typeof accountSchema>;

export const totalsSchema = z.object({
  total_deposits: money,
  total_withdrawals: money,
  total_available_balance: money.optional(),
  total_bet_locked_balance: money.optional(),
  total_final_balance: money,
  avg_yield: money,
});
export type BancaTotals = z.infer<typeof totalsSchema>;

export const balanceSchema = z.object({ result: z.array(accountSchema), totals: totalsSchema });
export type BancaBalance = z.infer<typeof balanceSchema>;

export const entrySchema = z.object({
  id,
  created_at: z.string(),
  available_balance: money,
  bet_locked_balance: money,
  total_balance: money,
  variation: money,
  type: z.string(),
  amount: money.nullable(),
});
export type BancaEntry = z.infer<typeof entrySchema>;

/**
 * One page of a statement. `next_cursor` and `total` came with keyset pages; an upstream without them (SPEC
 * §7's whole statement) reads as one last page whose total is its length.
 */
export const statementSchema = z
  .object({
    account: accountSchema,
    statement: z.array(entrySchema),
    next_cursor: z.string().min(1).nullable().optional(),
    total: z.number().int().nonnegative().optional(),
  })
  .transform((page) => ({
    ...page,
    next_cursor: page.next_cursor ?? null,
    total: page.total ?? page.statement.length,
  }));
export type BancaStatement = z.infer<typeof statementSchema>;

export const dailySchema = z.object({
  daily: z.array(z.object({ date: z.string().regex(/^\d{4}-\d\d-\d\d$/), total_balance: money })),
});
export type BancaDaily = z.infer<typeof dailySchema>['daily'];

export const accountAnswerSchema = z.object({ account: accountSchema });
export const accountEntryAnswerSchema = z.object({ account: accountSchema, entry: entrySchema });
export type BancaAccountEntry = z.infer<typeof accountEntryAnswerSchema>;

export const betSchema = z.object({ id, name: z.string() });
export type BancaBet = z.infer<typeof betSchema>;
export const betsSchema = z.array(betSchema);

export const messageSchema = z.object({ message: z.string() });

export const categorySchema = z.object({ id, name: z.string(), slug: z.string() });
export type BancaCategory = z.infer<typeof categorySchema>;

export const postSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullish(),
  content: z.string(),
  published_at: z.string().nullish(),
  category: categorySchema.nullish(),
});
export type BancaPost = z.infer<typeof postSchema>;

export const postsPageSchema = z.object({
  data: z.object({
    data: z.array(postSchema),
    // Absent from a page asked by cursor (it has no number).
    current_page: z.number().int().optional(),
    last_page: z.number().int().optional(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** Pass back as `cursor` for the posts after this page; null on the last page. */
    next_cursor: z.string().nullable().optional(),
  }),
});
export type BancaPostsPage = z.infer<typeof postsPageSchema>['data'];

export const postAnswerSchema = z.object({ data: z.object({ data: postSchema }) });
export const categoriesSchema = z.object({ data: z.object({ data: z.array(categorySchema) }) });

/** The error body every non-2xx answer carries. */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A machine code beside the message (IDEMPOTENCY_KEY_REUSED, INVALID_CURSOR…), when the API gives one. */
  code: z.string().optional(),
});
export type BancaErrorBody = z.infer<typeof errorBodySchema>;

/** The seconds a throttled Banca API answer asks to wait: its Retry-After, repeated in the body. */
export function retryAfterOf(body: unknown): number | undefined {
  const seconds = (body as { retry_after?: unknown } | null | undefined)?.retry_after;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

const odds = z.string().regex(/^\d+\.\d{2,4}$/);

export const betLegSchema = z.object({
  id,
  position: z.number().int(),
  event_id: id,
  sport: z.string(),
  event_name: z.string(),
  league: z.string(),
  starts_at: z.string(),
  market_id: z.number().int(),
  market_name: z.string(),
  line: z.string().nullable(),
  choice: z.string(),
  odds,
  closing_odds: odds.nullable(),
  result: z.string(),
});
export type BancaBetLeg = z.infer<typeof betLegSchema>;

/** A bet (the API's wager) with its legs. */
export const wagerSchema = z.object({
  id,
  account_id: id,
  kind: z.string(),
  status: z.string(),
  stake: money,
  odds,
  potential_return: money,
  payout: money.nullable(),
  profit: money.nullable(),
  manual: z.boolean(),
  settled_at: z.string().nullable(),
  created_at: z.string(),
  legs: z.array(betLegSchema),
});
export type BancaWager = z.infer<typeof wagerSchema>;

export const wagersPageSchema = z.object({
  data: z.array(wagerSchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
});
export type BancaWagersPage = z.infer<typeof wagersPageSchema>;

const percent = z.string().regex(/^-?\d+\.\d{2}$/);
const count = z.number().int().nonnegative();

/** One group of the bets' statistics (docs/BETS.md, "Statistics"). */
export const wagerStatsGroupSchema = z.object({
  key: z.string().nullable(),
  house_id: id.optional(),
  bets: count,
  open: count,
  settled: count,
  staked: money,
  returned: money,
  profit: money,
  roi_percent: percent.nullable(),
  won: count,
  lost: count,
  hit_rate_percent: percent.nullable(),
  average_odds: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable(),
  clv_legs: count,
  clv_percent: percent.nullable(),
});
export type BancaWagerStatsGroup = z.infer<typeof wagerStatsGroupSchema>;

export const wagerStatsSchema = z.object({
  summary: wagerStatsGroupSchema,
  by_sport: z.array(wagerStatsGroupSchema),
  by_league: z.array(wagerStatsGroupSchema),
  by_house: z.array(wagerStatsGroupSchema),
  by_market: z.array(wagerStatsGroupSchema),
  daily: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d\d-\d\d$/),
      settled: count,
      profit: money,
      cumulative_profit: money,
    }),
  ),
});
export type BancaWagerStats = z.infer<typeof wagerStatsSchema>;

export const wagerAnswerSchema = z.object({ wager: wagerSchema, account: accountSchema, entry: entrySchema });
export type BancaWagerAnswer = z.infer<typeof wagerAnswerSchema>;
