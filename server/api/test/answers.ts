import type { AccountJson, EntryJson, TotalsJson } from '../services/accounts.ts';
import type { listCategories, listPosts, getPost } from '../services/blog.ts';
import type { DailyBalanceJson } from '../services/ledger.ts';

/**
 * The bodies the API answers (DESIGN §4), for suites to name in `api.call<…>()`: built from the services'
 * own JSON types, so a changed answer shape breaks the suites that read it at compile time.
 */
export interface Bet {
  id: number;
  name: string;
}

export interface UserAnswer {
  id: number;
  name: string;
  email: string;
}

export interface AccountAnswer {
  account: AccountJson;
  entry: EntryJson;
}

export interface StatementAnswer {
  account: AccountJson;
  statement: EntryJson[];
  next_cursor: string | null;
  total: number;
}

export interface ListAnswer {
  result: AccountJson[];
  totals: TotalsJson;
}

export interface DailyAnswer {
  account_id: number;
  daily: DailyBalanceJson[];
}

export type PostsAnswer = Awaited<ReturnType<typeof listPosts>>;
export type PostAnswer = Awaited<ReturnType<typeof getPost>>;
export type CategoriesAnswer = Awaited<ReturnType<typeof listCategories>>;

export type { IssuedToken } from '../services/auth.ts';
