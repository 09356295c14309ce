import type { ColumnType, Generated, Selectable } from 'kysely';

/** Timestamps are written as Date (or left to the column default) and always read back as Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** int8 columns come back as bigint: both drivers are configured to parse int8 that way. */
type Cents = ColumnType<bigint, bigint | undefined, bigint>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** Stored trimmed and lower-cased; the unique index makes the e-mail the login key. */
  email: string;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AccessTokensTable {
  id: Generated<bigint>;
  user_id: number;
  /** sha256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PasswordResetsTable {
  id: Generated<bigint>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface BetsTable {
  id: Generated<number>;
  name: string;
}

export interface AccountsTable {
  id: Generated<number>;
  user_id: number;
  bet_id: number;
  name: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  available_cents: Cents;
  locked_cents: Cents;
  deposits_cents: Cents;
  withdrawals_cents: Cents;
  /** Number of statement entries, kept by a trigger on every insert (migration 0002). */
  entries_count: ColumnType<bigint, never, never>;
  /** Sum of the stakes of the account's open bets (part of locked_cents; migration 0003). */
  open_stakes_cents: Cents;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type EntryType =
  | 'deposit'
  | 'withdraw'
  | 'update balance'
  | 'bet placed'
  | 'bet won'
  | 'bet half won'
  | 'bet lost'
  | 'bet half lost'
  | 'bet refunded'
  | 'cash out'
  | 'bet reopened';

export interface StatementEntriesTable {
  id: Generated<bigint>;
  account_id: number;
  type: EntryType;
  /** Null for balance updates: no money moved in or out. */
  amount_cents: bigint | null;
  available_cents: bigint;
  locked_cents: bigint;
  variation_cents: bigint;
  /** The bet whose money this entry moved (bet entries only). */
  wager_id: ColumnType<bigint | null, bigint | null | undefined, never>;
  created_at: Timestamp;
}

export type WagerStatus = 'open' | 'won' | 'lost' | 'refunded' | 'half_won' | 'half_lost' | 'cashed_out';
export type LegStatus = 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

export interface WagersTable {
  id: Generated<bigint>;
  user_id: number;
  account_id: number;
  stake_cents: bigint;
  status: ColumnType<WagerStatus, WagerStatus | undefined, WagerStatus>;
  /** What came back to the available balance (stake included); null while open. */
  payout_cents: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  /** Settled or reopened by the user: the settlement worker leaves it alone. */
  manual: ColumnType<boolean, boolean | undefined, boolean>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WagerLegsTable {
  id: Generated<bigint>;
  wager_id: bigint;
  position: number;
  event_id: bigint;
  sport: string;
  /** "Home vs Away" as the feed named the teams when the bet was recorded. */
  event_name: string;
  league: string;
  starts_at: Date;
  market_id: number;
  market_name: string;
  line: string | null;
  choice: string;
  /** Decimal odds in ten-thousandths (1.85 → 18500). */
  odds_e4: bigint;
  closing_odds_e4: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  result: ColumnType<LegStatus, LegStatus | undefined, LegStatus>;
  /** The price was taken with the event under way: no closing price is recorded for it (docs/BETS.md). */
  in_play: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface IdempotencyKeysTable {
  id: Generated<bigint>;
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number | null;
  /** Kept as text, not jsonb, so a replay is byte-for-byte the first answer. */
  response_body: string | null;
  created_at: CreatedAt;
}

export interface BlogCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  published_at: Date;
  category_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  password_resets: PasswordResetsTable;
  bets: BetsTable;
  accounts: AccountsTable;
  statement_entries: StatementEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  wagers: WagersTable;
  wager_legs: WagerLegsTable;
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type EntryRow = Selectable<StatementEntriesTable>;
export type WagerRow = Selectable<WagersTable>;
export type LegRow = Selectable<WagerLegsTable>;
