import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';
import { MESSAGES } from '../../../i18n/pt-BR.ts';
import type { OperationBudget } from '../budget.ts';
import { UpstreamError, type Upstream, type UpstreamRequestOptions } from '../http.ts';
import {
  accountAnswerSchema,
  accountEntryAnswerSchema,
  balanceSchema,
  betsSchema,
  categoriesSchema,
  dailySchema,
  messageSchema,
  postAnswerSchema,
  postsPageSchema,
  statementSchema,
  tokenSchema,
  userSchema,
  wagerAnswerSchema,
  wagersPageSchema,
  wagerStatsSchema,
  type BancaAccount,
  type BancaAccountEntry,
  type BancaBalance,
  type BancaBet,
  type BancaCategory,
  type BancaDaily,
  type BancaPost,
  type BancaPostsPage,
  type BancaStatement,
  type BancaToken,
  type BancaUser,
  type BancaWagerAnswer,
  type BancaWagersPage,
  type BancaWagerStats,
} from './decode.ts';

export interface BancaAuth {
  /** The caller's upstream token, or null for a visitor; read on every call, so a sign-in takes effect. */
  readonly token: string | null;
  requestId: string;
  /** The end user's address; the API throttles sign-in attempts per address. */
  clientIp?: string;
  /** Called when the upstream refuses the token (expired or revoked), so the session can end. */
  onUnauthorized?: () => void;
  /**
   * The request's credential was refused before any call (a Bearer header without a usable token): no
   * token, yet every field that needs the user answers UNAUTHENTICATED, not a visitor's null.
   */
  malformedCredential?: boolean;
  /**
   * The operation's budget: every call counts against its upstream calls and is cancelled at its
   * deadline. Without it, calls are bounded by the wrapper's timeout alone.
   */
  budget?: () => OperationBudget;
}

/** One page of an account's statement: the newest entries, or those after an API cursor. */
export interface StatementPageKey {
  accountId: number;
  /** The API's `next_cursor` of the previous page; absent for the newest page. */
  cursor?: string;
  /** Entries to read; absent asks the API for its default (and largest) page. */
  limit?: number;
}

/**
 * The Banca API's keyset cursor for the entries after `entryId` (docs/BANCA-API.md): the BFF builds it for
 * every edge so that any edge's cursor can continue the statement, not only the page's last one.
 */
export function bancaStatementCursor(entryId: number): string {
  return Buffer.from(`entry:${entryId}`, 'utf8').toString('base64url');
}

/** One page of the user's bets, newest first; optionally of one account. */
export interface WagersPageKey {
  accountId?: number;
  /** The API's status filter: open, settled, won, lost… */
  status?: string;
  /** Bets with a leg in this sport (slug). */
  sport?: string;
  /** Recorded from / to these São Paulo days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  /** The id of the last bet the client has (the page starts after it). */
  afterId?: number;
  limit: number;
}

/** The history's filters as the API's query parameters (account_id, sport, from, to). */
function filterQuery(key: Pick<WagersPageKey, 'accountId' | 'sport' | 'from' | 'to'>): URLSearchParams {
  const query = new URLSearchParams();
  if (key.accountId !== undefined) query.set('account_id', String(key.accountId));
  if (key.sport !== undefined) query.set('sport', key.sport);
  if (key.from !== undefined) query.set('from', key.from);
  if (key.to !== undefined) query.set('to', key.to);
  return query;
}

/** The Banca API's keyset cursor for the bets after `wagerId` (docs/BETS.md). */
export function bancaWagerCursor(wagerId: number): string {
  return Buffer.from(`wager:${wagerId}`, 'utf8').toString('base64url');
}

/** A bet's leg as the API takes it. */
export interface WagerLegInput {
  event_id: number;
  market_id: number;
  line: string | null;
  choice: string;
  odds?: string;
}

/** A numbered page of posts, or with `after` (a post's publication time in ms and id) the page after it. */
export interface PostsPageKey {
  page?: number;
  perPage: number;
  after?: readonly [publishedMs: number, id: number];
}

/** The API's keyset cursor of the post with this key (services/blog.ts writes the same). */
export function bancaPostCursor([publishedMs, id]: readonly [number, number]): string {
  return Buffer.from(`post:${publishedMs}.${id}`, 'utf8').toString('base64url');
}

/**
 * Everything the schema asks of the Banca API for one request. Built per request from the caller's token
 * and never shared, so one user's cached answer can never reach another; the DataLoaders dedupe within
 * the request (the dashboard asks for the active list once however many fields need it).
 */
export interface BancaLoaders {
  /**
   * Whether the caller sent a credential: a token, or one the API refused during this request (then every
   * field that needs the user answers UNAUTHENTICATED, not a visitor's null).
   */
  readonly signedIn: boolean;
  user: DataLoader<'me', BancaUser>;
  /** Key true = active accounts (/account/balance/1), false = inactive (/account/balance/0). */
  balance: DataLoader<boolean, BancaBalance>;
  /** An account with one page of its statement; null when unknown or not the caller's (404). */
  statement: DataLoader<StatementPageKey, BancaStatement | null, string>;
  /** The total balance after each São Paulo day's last entry, oldest first; null when not the caller's. */
  daily: DataLoader<number, BancaDaily | null>;
  bets: DataLoader<'all', BancaBet[]>;
  posts: DataLoader<PostsPageKey, BancaPostsPage, string>;
  /** A post by slug; null when missing. */
  post: DataLoader<string, BancaPost | null>;
  categories: DataLoader<'all', BancaCategory[]>;
  /** A page of the user's bets (docs/BETS.md). */
  wagers: DataLoader<WagersPageKey, BancaWagersPage, string>;
  /** Statistics of the user's bets through the history's filters (status aside). */
  wagerStats: DataLoader<Omit<WagersPageKey, 'afterId' | 'limit' | 'status'>, BancaWagerStats, string>;
  /**
   * Drops every answer about the user's money and bets read so far (not who the user is): a private
   * subscription calls it before each update, whose payload must show the state after the change.
   */
  forgetBankroll(): void;
  recordWager(
    input: { account_id: number; stake: string; legs: WagerLegInput[] },
    idempotencyKey: string,
  ): Promise<BancaWagerAnswer>;
  settleWager(id: number, input: { result: string }, idempotencyKey: string): Promise<BancaWagerAnswer>;
  cashOutWager(id: number, input: { amount: string }, idempotencyKey: string): Promise<BancaWagerAnswer>;
  reopenWager(id: number, idempotencyKey: string): Promise<BancaWagerAnswer>;

  login(input: { email: string; password: string }): Promise<BancaToken>;
  signup(input: {
    name: string;
    email: string;
    password: string;
    password_confirmation: string;
  }): Promise<BancaToken>;
  logout(): Promise<void>;
  forgotPassword(input: { email: string }): Promise<string>;
  resetPassword(input: {
    email: string;
    token: string;
    password: string;
    password_confirmation: string;
  }): Promise<string>;
  updatePassword(input: { password: string; confirm_password: string }): Promise<string>;
  deleteUser(input: { password: string }): Promise<string>;
  resetAccounts(input: { password: string }): Promise<string>;
  createAccount(input: { name: string; bet_id: number }): Promise<BancaAccount>;
  updateAccount(id: number, input: { name: string; bet_id: number }): Promise<BancaAccount>;
  updateBalance(
    id: number,
    input: {
      available_balance: string;
      bet_locked_balance: string;
      previous_available_balance?: string;
      previous_bet_locked_balance?: string;
    },
  ): Promise<BancaAccountEntry>;
  deposit(
    id: number,
    input: { amount: string; total_balance?: string },
    idempotencyKey: string,
  ): Promise<BancaAccountEntry>;
  withdraw(
    id: number,
    input: { amount: string; total_balance?: string },
    idempotencyKey: string,
  ): Promise<BancaAccountEntry>;
  hideAccount(id: number): Promise<BancaAccount>;
  reactivateAccount(id: number): Promise<BancaAccount>;
}

export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

function decode<S extends z.ZodType>(upstream: Upstream, path: string, schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(
      upstream.name,
      'decode',
      `${upstream.name} ${path} answered an unexpected shape`,
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}

export function createBancaLoaders(upstream: Upstream, auth: BancaAuth): BancaLoaders {
  // The session forgets a refused token (onUnauthorized); the request remembers that it came with one.
  let refused = false;
  const malformed = auth.malformedCredential === true;

  /** Counts the call against the operation's budget (throwing DEADLINE when spent) and hands its signal. */
  function budgeted(options: UpstreamRequestOptions): UpstreamRequestOptions {
    const budget = auth.budget?.();
    if (!budget) return options;
    budget.startCall();
    return { ...options, signal: budget.signal };
  }

  /** A call on the caller's behalf: refused locally without a token, UNAUTHENTICATED on an upstream 401. */
  async function call<S extends z.ZodType>(
    path: string,
    schema: S,
    options: UpstreamRequestOptions = {},
  ): Promise<z.infer<S>> {
    if (!auth.token)
      throw unauthenticated(
        malformed ? BFF_MESSAGES.bearerMalformed : refused ? MESSAGES.sessionExpired : MESSAGES.noToken,
      );
    try {
      const { body } = await upstream.request(path, {
        ...budgeted(options),
        token: auth.token,
        requestId: auth.requestId,
        forwardedFor: auth.clientIp,
      });
      return decode(upstream, path, schema, body);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401) {
        refused = true;
        auth.onUnauthorized?.();
        throw unauthenticated(MESSAGES.sessionExpired);
      }
      throw error;
    }
  }

  /** A public call: no token is sent even when the caller has one. */
  async function publicCall<S extends z.ZodType>(
    path: string,
    schema: S,
    options: UpstreamRequestOptions = {},
  ): Promise<z.infer<S>> {
    const { body } = await upstream.request(path, {
      ...budgeted(options),
      requestId: auth.requestId,
      forwardedFor: auth.clientIp,
    });
    return decode(upstream, path, schema, body);
  }

  const notFoundAsNull = <T>(promise: Promise<T>): Promise<T | null> =>
    promise.catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    });

  // Each loader fetches one key at a time (the REST API has no batch endpoints); DataLoader's value
  // here is the per-request memo that makes every distinct resource one upstream call.
  const one = <K, V, C = K>(fetchOne: (key: K) => Promise<V>, cacheKeyFn?: (key: K) => C) =>
    new DataLoader<K, V, C>(
      (keys) => Promise.all(keys.map((k) => fetchOne(k).catch((e: unknown) => e as Error))),
      {
        cacheKeyFn,
      },
    );

  const loaders: BancaLoaders = {
    get signedIn() {
      return auth.token !== null || refused || malformed;
    },
    user: one(() => call('/user', userSchema)),
    balance: one((active: boolean) => call(`/account/balance/${active ? 1 : 0}`, balanceSchema)),
    statement: one(
      (key: StatementPageKey) => {
        const query = new URLSearchParams();
        if (key.limit !== undefined) query.set('limit', String(key.limit));
        if (key.cursor !== undefined) query.set('cursor', key.cursor);
        const path = `/account/statement/${key.accountId}${query.size > 0 ? `?${query}` : ''}`;
        return notFoundAsNull(call(path, statementSchema));
      },
      (key) => `${key.accountId}:${key.limit ?? ''}:${key.cursor ?? ''}`,
    ),
    daily: one((id: number) =>
      notFoundAsNull(call(`/account/statement/${id}/daily`, dailySchema).then((a) => a.daily)),
    ),
    bets: one(() => call('/bets', betsSchema)),
    posts: one(
      (key: PostsPageKey) =>
        publicCall(
          key.after === undefined
            ? `/blog/posts?page=${key.page ?? 1}&per_page=${key.perPage}`
            : `/blog/posts?cursor=${bancaPostCursor(key.after)}&per_page=${key.perPage}`,
          postsPageSchema,
        ).then((a) => a.data),
      (key) => `${key.page ?? 1}:${key.perPage}:${key.after?.join('.') ?? ''}`,
    ),
    post: one((slug: string) =>
      notFoundAsNull(
        // toWellFormed: encodeURIComponent throws on a lone surrogate, which a GraphQL string may hold.
        publicCall(`/blog/posts/${encodeURIComponent(slug.toWellFormed())}`, postAnswerSchema).then(
          (a) => a.data.data,
        ),
      ),
    ),
    categories: one(() => publicCall('/blog/categories', categoriesSchema).then((a) => a.data.data)),
    wagers: one(
      (key: WagersPageKey) => {
        const query = filterQuery(key);
        query.set('limit', String(key.limit));
        if (key.afterId !== undefined) query.set('cursor', bancaWagerCursor(key.afterId));
        if (key.status !== undefined) query.set('status', key.status);
        return call(`/wagers?${query}`, wagersPageSchema);
      },
      (key) =>
        [key.accountId, key.afterId, key.limit, key.status, key.sport, key.from, key.to]
          .map((part) => part ?? '')
          .join(':'),
    ),
    wagerStats: one(
      (key: Omit<WagersPageKey, 'afterId' | 'limit' | 'status'>) =>
        call(`/wagers/stats?${filterQuery(key)}`, wagerStatsSchema),
      (key) => filterQuery(key).toString(),
    ),
    forgetBankroll() {
      loaders.wagerStats.clearAll();
      loaders.balance.clearAll();
      loaders.statement.clearAll();
      loaders.daily.clearAll();
      loaders.wagers.clearAll();
    },
    recordWager: (input, idempotencyKey) => betCall('/wagers', input, idempotencyKey),
    settleWager: (id, input, idempotencyKey) => betCall(`/wagers/${id}/settle`, input, idempotencyKey),
    cashOutWager: (id, input, idempotencyKey) => betCall(`/wagers/${id}/cashout`, input, idempotencyKey),
    reopenWager: (id, idempotencyKey) => betCall(`/wagers/${id}/reopen`, {}, idempotencyKey),

    login: (input) => publicCall('/login', tokenSchema, { method: 'POST', body: input }),
    signup: (input) => publicCall('/signup', tokenSchema, { method: 'POST', body: input }),
    async logout() {
      if (!auth.token) return;
      await upstream.request(
        '/logout',
        budgeted({ method: 'POST', token: auth.token, requestId: auth.requestId }),
      );
    },
    forgotPassword: async (input) =>
      (await publicCall('/password/forgot', messageSchema, { method: 'POST', body: input })).message,
    resetPassword: async (input) =>
      (await publicCall('/password/reset', messageSchema, { method: 'POST', body: input })).message,
    updatePassword: async (input) =>
      (await call('/user/update', messageSchema, { method: 'PUT', body: input, form: true })).message,
    deleteUser: async (input) =>
      (await call('/user/delete', messageSchema, { method: 'DELETE', body: input, form: true })).message,
    async resetAccounts(input) {
      const answer = await call('/account/reset', messageSchema, { method: 'PUT', body: input });
      loaders.balance.clearAll();
      loaders.statement.clearAll();
      loaders.daily.clearAll();
      return answer.message;
    },
    async createAccount(input) {
      const { account } = await call('/accounts', accountAnswerSchema, { method: 'POST', body: input });
      loaders.balance.clearAll();
      return account;
    },
    async updateAccount(id, input) {
      const { account } = await call(`/accounts/${id}`, accountAnswerSchema, { method: 'PUT', body: input });
      changed(id);
      return account;
    },
    async updateBalance(id, input) {
      const answer = await call(`/account/balance/${id}`, accountEntryAnswerSchema, {
        method: 'POST',
        body: input,
      });
      changed(id);
      return answer;
    },
    deposit: (id, input, idempotencyKey) => moveMoney('deposit', id, input, idempotencyKey),
    withdraw: (id, input, idempotencyKey) => moveMoney('withdraw', id, input, idempotencyKey),
    async hideAccount(id) {
      const { account } = await call(`/account/inactived/${id}`, accountAnswerSchema);
      changed(id);
      return account;
    },
    async reactivateAccount(id) {
      const { account } = await call(`/account/actived/${id}`, accountAnswerSchema);
      changed(id);
      return account;
    },
  };

  /** Depositar or Sacar; the key makes a retried request apply once (the API replays its first answer). */
  async function moveMoney(
    kind: 'deposit' | 'withdraw',
    id: number,
    input: Parameters<BancaLoaders['deposit']>[1],
    idempotencyKey: string,
  ): Promise<BancaAccountEntry> {
    const answer = await call(`/account/${kind}/${id}`, accountEntryAnswerSchema, {
      method: 'PUT',
      body: input,
      idempotencyKey,
    });
    changed(id);
    return answer;
  }

  /** A bet's money request; the key makes a retried request apply once (the API replays its first answer). */
  async function betCall(path: string, body: unknown, idempotencyKey: string): Promise<BancaWagerAnswer> {
    const answer = await call(path, wagerAnswerSchema, { method: 'POST', body, idempotencyKey });
    changed(answer.account.account_id);
    loaders.wagers.clearAll();
    return answer;
  }

  /** After a write, answers read earlier in this request are stale: the payload must show the new state. */
  function changed(id: number) {
    loaders.balance.clearAll();
    // Pages are keyed by cursor too; every page of the account is stale, and dropping the others costs nothing.
    loaders.statement.clearAll();
    loaders.daily.clear(id);
  }

  return loaders;
}
