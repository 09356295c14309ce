import { Hono, type Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser, type ApiEnv } from '../http/env.ts';
import {
  amountField,
  balanceField,
  optionalReadingField,
  positiveId,
  requiredText,
  toId,
} from '../http/fields.ts';
import { validate } from '../http/validate.ts';
import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import { createAccount, listAccounts, setAccountActive, updateAccount } from '../services/accounts.ts';
import type { AuthService } from '../services/auth.ts';
import type { UserEventKind, UserEvents } from '../../user-events.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../idempotency-key.ts';
import { parseIdempotencyKey, requestFingerprint, runMoneyOperation } from '../services/idempotency.ts';
import { dailyBalances, deposit, statementPage, updateBalance, withdraw } from '../services/ledger.ts';

const accountSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, 100, MESSAGES.nameMax),
  bet_id: positiveId(MESSAGES.betRequired),
  /** SPEC's payloads repeat the id in the body; when present it must agree with the path. */
  id: z.unknown().optional(),
});

const moveSchema = z.object({
  id: z.unknown().optional(),
  amount: amountField(),
  /** The total the client expects after the move, of any size an account may hold: checked when sent. */
  total_balance: optionalReadingField(),
});

const balanceSchema = z.object({
  id: z.unknown().optional(),
  available_balance: balanceField(),
  bet_locked_balance: balanceField(),
  /** The balances the client read before the user typed over them: checked when sent (ledger.ts). */
  previous_available_balance: optionalReadingField(),
  previous_bet_locked_balance: optionalReadingField(),
});

/** Ids that cannot exist (non-numeric, zero, out of range) are simply not found. */
function accountIdParam(c: Context): number {
  const id = toId(c.req.param('id'));
  if (id === undefined) throw new ApiError(404, MESSAGES.accountNotFound);
  return id;
}

function checkBodyId(bodyId: unknown, pathId: number): void {
  if (bodyId === undefined || bodyId === null || bodyId === '') return;
  if (toId(bodyId) !== pathId)
    throw new ApiError(422, MESSAGES.idMismatch, { errors: { id: [MESSAGES.idMismatch] } });
}

/**
 * `limit` of a statement page: absent means the whole page size; anything but a whole number from 1 to the
 * page size is the client's mistake (422 with a code), never a silently clamped or unbounded read.
 */
function statementLimit(raw: string | undefined, max: number): number {
  if (raw === undefined) return max;
  const limit = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (limit >= 1 && limit <= max) return limit;
  const message = MESSAGES.statementInvalidLimit(max);
  throw new ApiError(422, message, { errors: { limit: [message] }, extra: { code: 'INVALID_LIMIT' } });
}

export function bankrollRoutes(deps: {
  db: Kysely<DB>;
  auth: AuthService;
  limits?: Pick<Limits, 'statementPageSize'>;
  /** Where committed changes are told to the user's devices (server/user-events.ts). */
  events?: UserEvents;
}): Hono<ApiEnv> {
  const { db, auth, events } = deps;
  /** Tells the user's devices that one of their accounts changed (after the change committed). */
  const changedAccount = <T extends { account_id: number }>(
    userId: number,
    kind: UserEventKind,
    account: T,
  ) => {
    events?.publish(userId, { kind, accountId: account.account_id });
    return account;
  };
  const pageSize = (deps.limits ?? DEFAULT_LIMITS).statementPageSize;
  const app = new Hono<ApiEnv>();
  const signedIn = requireUser(auth);

  app.get('/bets', async (c) =>
    c.json(await db.selectFrom('bets').select(['id', 'name']).orderBy('name').execute()),
  );

  app.get('/account/balance/:active{[01]}', signedIn, async (c) =>
    c.json(await listAccounts(db, c.get('user').id, c.req.param('active') === '1')),
  );

  app.post('/accounts', signedIn, async (c) => {
    const input = validate(accountSchema, (await readBody(c)).data);
    const userId = c.get('user').id;
    const account = await createAccount(db, userId, { name: input.name, betId: input.bet_id });
    return c.json({ account: changedAccount(userId, 'account_changed', account) }, 201);
  });

  app.put('/accounts/:id', signedIn, async (c) => {
    const id = accountIdParam(c);
    const input = validate(accountSchema, (await readBody(c)).data);
    checkBodyId(input.id, id);
    const userId = c.get('user').id;
    const account = await updateAccount(db, userId, id, { name: input.name, betId: input.bet_id });
    return c.json({ account: changedAccount(userId, 'account_changed', account) });
  });

  for (const [path, active] of [
    ['/account/inactived/:id', false],
    ['/account/actived/:id', true],
  ] as const) {
    app.get(path, signedIn, async (c) => {
      const userId = c.get('user').id;
      const account = await setAccountActive(db, userId, accountIdParam(c), active);
      return c.json({ account: changedAccount(userId, 'account_changed', account) });
    });
  }

  // One page per request, newest first: SPEC's `{account, statement}` plus `next_cursor` and `total`.
  app.get('/account/statement/:id', signedIn, async (c) => {
    const id = accountIdParam(c);
    const limit = statementLimit(c.req.query('limit'), pageSize);
    const cursor = c.req.query('cursor');
    return c.json(
      await statementPage(db, c.get('user').id, id, { limit, cursor: cursor === '' ? undefined : cursor }),
    );
  });

  app.get('/account/statement/:id/daily', signedIn, async (c) =>
    c.json(await dailyBalances(db, c.get('user').id, accountIdParam(c))),
  );

  /** Shared path of the three money requests: validation, Idempotency-Key, one transaction, the answer. */
  async function money<S extends z.ZodType<{ id?: unknown }>>(
    c: Context<ApiEnv>,
    schema: S,
    kind: UserEventKind,
    operation: (
      trx: Transaction<DB>,
      userId: number,
      accountId: number,
      input: z.output<S>,
    ) => Promise<unknown>,
  ) {
    const accountId = accountIdParam(c);
    let ran = false;
    const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
    const body = await readBody(c);
    const input = validate(schema, body.data);
    checkBodyId(input.id, accountId);
    const userId = c.get('user').id;
    // The body's account id is the path's (checked above): the same request with or without it.
    const { id: _sameAsPath, ...values } = input;
    const answer = await runMoneyOperation(
      db,
      { userId, key, fingerprint: requestFingerprint(c.req.method, c.req.path, values), status: 200 },
      (trx) => ((ran = true), operation(trx, userId, accountId, input)),
    );
    // Committed (a replay changed nothing, so it tells nobody).
    if (ran && !answer.replayed) events?.publish(userId, { kind, accountId });
    return c.body(answer.body, answer.status, {
      'content-type': 'application/json; charset=UTF-8',
      ...(answer.replayed ? { [IDEMPOTENT_REPLAYED_HEADER]: 'true' } : {}),
    });
  }

  for (const [path, move, kind] of [
    ['/account/deposit/:id', deposit, 'deposit'],
    ['/account/withdraw/:id', withdraw, 'withdrawal'],
  ] as const) {
    app.put(path, signedIn, (c) =>
      money(c, moveSchema, kind, (trx, userId, accountId, input) =>
        move(trx, { userId, accountId, amountCents: input.amount, expectedTotalCents: input.total_balance }),
      ),
    );
  }

  app.post('/account/balance/:id', signedIn, (c) =>
    money(c, balanceSchema, 'balance_updated', (trx, userId, accountId, input) =>
      updateBalance(trx, {
        userId,
        accountId,
        availableCents: input.available_balance,
        lockedCents: input.bet_locked_balance,
        previousAvailableCents: input.previous_available_balance,
        previousLockedCents: input.previous_bet_locked_balance,
      }),
    ),
  );

  return app;
}
