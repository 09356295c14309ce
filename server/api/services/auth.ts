import { sql, type Kysely } from 'kysely';
import type { Logger } from '../../logger.ts';
import type { DB } from '../db/schema.ts';
import { MAIL } from '../../i18n/api.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';
import type { Mailer } from './mail.ts';
import type { PasswordHashing } from '../../config.ts';
import { createPasswords } from './passwords.ts';
import { newOpaqueToken, sha256Hex } from './secrets.ts';
import { createBackoff, createQuota } from './throttle.ts';
import type { Redis } from 'ioredis';
import type { Limits } from '../../limits.ts';
import { createHash } from 'node:crypto';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  /** Hash of the token this request came with, so logout can revoke exactly that one. */
  tokenHash: string;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_at: string;
}

export const RESET_TTL_MINUTES = 60;

/** A wrong e-mail or password, told apart from neither (401 INVALID_CREDENTIALS). */
export const invalidCredentials = () =>
  new ApiError(401, MESSAGES.badCredentials, { extra: { code: 'INVALID_CREDENTIALS' } });
const FORGOT_ANSWER = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';
export { FORGOT_ANSWER };

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export interface AuthServiceOptions {
  db: Kysely<DB>;
  logger: Logger;
  mailer: Mailer;
  tokenTtlHours: number;
  /** Base of the links mailed to users (the web app). */
  publicUrl: string;
  /** Shares the throttles' counts between API replicas. */
  redis?: Redis;
  /** The argon2id cost of new password hashes (PASSWORD_HASH_*; the test harnesses choose a cheap one). */
  passwordHashing: PasswordHashing;
  /** The limits in force (server/limits.ts): throttles of sign-in, sign-up and password resets, sessions kept. */
  limits: Pick<
    Limits,
    | 'sessionsPerUser'
    | 'signupsPerAddressPerHour'
    | 'signupTakenEmailsPerAddressPerHour'
    | 'forgotPasswordPerEmailPerHour'
    | 'forgotPasswordPerAddressPerHour'
    | 'resetPasswordPerAddressPerHour'
    | 'loginFreeFailures'
    | 'loginFirstDelaySeconds'
    | 'loginMaxDelaySeconds'
    | 'loginFailuresPerAddressPerHour'
  >;
}

const HOUR = 3600;
/** A wrong password weighs on its (account, address) pair for a day unless a success clears it. */
const FAILURE_MEMORY_SECONDS = 24 * HOUR;

/** Keys that would hold an e-mail hold its digest: the limiter's store (Redis) keeps no personal data. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(options: AuthServiceOptions) {
  const { db, logger, mailer, tokenTtlHours, publicUrl, redis, limits } = options;
  const passwords = createPasswords(options.passwordHashing);
  const backoff = (keyPrefix: string, message: (wait: string) => string) =>
    createBackoff({
      freeFailures: limits.loginFreeFailures,
      firstDelaySeconds: limits.loginFirstDelaySeconds,
      maxDelaySeconds: limits.loginMaxDelaySeconds,
      memorySeconds: FAILURE_MEMORY_SECONDS,
      keyPrefix,
      redis,
      message,
    });
  /** At most `points` a rolling hour per key, shared between replicas through `redis`. */
  const hourly = (keyPrefix: string, points: number, message: (wait: string) => string) =>
    createQuota({ points, windowSeconds: HOUR, keyPrefix, redis, message });
  // No lockout an attacker can trigger: wrong passwords slow down their own (account, address) pair only,
  // so the owner elsewhere signs in at once. Spraying many accounts from one address meets the cap below.
  const loginByPair = backoff('bancada:api:login-pair', MESSAGES.loginWait);
  const loginFailuresByIp = hourly(
    'bancada:api:login-ip',
    limits.loginFailuresPerAddressPerHour,
    MESSAGES.loginWait,
  );
  // Deleting the account and resetting the bankroll ask for the password again: a stolen session must
  // not be able to guess it there either, under the same rule per (user, address).
  const passwordByPair = backoff('bancada:api:password-pair', MESSAGES.passwordWait);
  const signupsByIp = hourly('bancada:api:signup-ip', limits.signupsPerAddressPerHour, MESSAGES.signupWait);
  // A taken e-mail is said (409, SPEC's message), which tells that it has an account: such answers are
  // counted per address apart from the accounts made, so the form cannot be used to test a list of e-mails.
  const takenEmailsByIp = hourly(
    'bancada:api:signup-taken-ip',
    limits.signupTakenEmailsPerAddressPerHour,
    MESSAGES.signupWait,
  );
  // Each reset request may send a mail: bounded per address (429) so the form cannot be used to spam,
  // and per e-mail (silently, the usual answer without a mail) so nobody's inbox can be flooded.
  const forgotByIp = hourly(
    'bancada:api:forgot-ip',
    limits.forgotPasswordPerAddressPerHour,
    MESSAGES.forgotWait,
  );
  const forgotByEmail = hourly(
    'bancada:api:forgot-email',
    limits.forgotPasswordPerEmailPerHour,
    MESSAGES.forgotWait,
  );
  const resetByIp = hourly(
    'bancada:api:reset-ip',
    limits.resetPasswordPerAddressPerHour,
    MESSAGES.forgotWait,
  );

  const pendingMail = new Set<Promise<unknown>>();

  async function emailRegistered(email: string): Promise<boolean> {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    return user !== undefined;
  }

  /** The refusal of a taken e-mail: 409, or 429 once the address has been told too many (it throws then). */
  async function emailTaken(ip: string): Promise<ApiError> {
    await takenEmailsByIp.take(ip);
    return new ApiError(409, MESSAGES.emailTaken, { errors: { email: [MESSAGES.emailTaken] } });
  }

  async function sendResetLink(email: string): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return;
    const token = newOpaqueToken();
    await db
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: sha256Hex(token),
        expires_at: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
      })
      .execute();
    const link = `${publicUrl}/reset-password?${new URLSearchParams({ email, token })}`;
    await mailer.send({
      to: email,
      subject: MAIL.passwordReset.subject,
      text: MAIL.passwordReset.text(user.name, RESET_TTL_MINUTES, link),
    });
  }

  async function issueToken(userId: number): Promise<IssuedToken> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + tokenTtlHours * 3_600_000);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('access_tokens')
        .values({ user_id: userId, token_hash: sha256Hex(token), expires_at: expiresAt })
        .execute();
      // The user's newest SESSIONS_PER_USER live sessions are kept and older live ones revoked (told "Sessão
      // expirada" as any revoked one), so that sign-ins cannot pile up sessions without end. Revoked and
      // expired rows do not count: signing in and out elsewhere ends no session in use.
      const live = () =>
        trx
          .selectFrom('access_tokens')
          .select('id')
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`);
      await trx
        .updateTable('access_tokens')
        .set({ revoked_at: new Date() })
        .where('id', 'in', live())
        .where('id', 'not in', live().orderBy('id', 'desc').limit(limits.sessionsPerUser))
        .execute();
    });
    return { access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString() };
  }

  async function revokeAll(executor: Kysely<DB>, userId: number): Promise<void> {
    await executor
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * A new password, however it was set (a change, a reset link): every session ends and every reset link
   * still pending is spent, so that neither a stolen session nor a mail read by someone else outlives it.
   */
  async function setPassword(trx: Kysely<DB>, userId: number, passwordHash: string): Promise<void> {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await revokeAll(trx, userId);
  }

  async function passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    return user ? passwords.verify(user.password_hash, password) : passwords.verifyDummy(password);
  }

  return {
    async signup(input: { name: string; email: string; password: string; ip: string }): Promise<IssuedToken> {
      // An address told too many times that an e-mail is taken gets 429 for any e-mail, taken or not: a 429
      // for taken ones only would say the same as the 409 it replaces.
      await takenEmailsByIp.ensureLeft(input.ip);
      // Taken before any argon2 work, atomically, so a burst from one address gets exactly its allowance.
      await signupsByIp.take(input.ip);
      let registered: boolean;
      try {
        registered = await emailRegistered(input.email);
      } catch (error) {
        await signupsByIp.giveBack(input.ip);
        throw error;
      }
      // A taken e-mail is refused before the password is hashed: telling it costs no argon2 work.
      if (registered) {
        await signupsByIp.giveBack(input.ip);
        throw await emailTaken(input.ip);
      }
      let passwordHash: string;
      try {
        passwordHash = await passwords.hash(input.password);
      } catch (error) {
        await signupsByIp.giveBack(input.ip);
        throw error;
      }
      let userId: number;
      try {
        const row = await db
          .insertInto('users')
          .values({ name: input.name, email: input.email, password_hash: passwordHash })
          .returning('id')
          .executeTakeFirstOrThrow();
        userId = row.id;
      } catch (error) {
        // No account was made: the attempt does not count against the address's accounts.
        await signupsByIp.giveBack(input.ip);
        // Taken meanwhile by a sign-up beside this one.
        if (isUniqueViolation(error)) throw await emailTaken(input.ip);
        throw error;
      }
      return issueToken(userId);
    },

    async login(input: { email: string; password: string; ip: string }): Promise<IssuedToken> {
      let userId: number | undefined;
      const ok = await loginByPair.attempt(`${digest(input.email)}|${input.ip}`, async () => {
        // Every checked password counts against the address until it proves right (spraying cap).
        await loginFailuresByIp.take(input.ip);
        const user = await db
          .selectFrom('users')
          .select(['id', 'password_hash'])
          .where('email', '=', input.email)
          .executeTakeFirst();
        const matches = user
          ? await passwords.verify(user.password_hash, input.password)
          : await passwords.verifyDummy(input.password);
        if (!user || !matches) return false;
        await loginFailuresByIp.giveBack(input.ip);
        userId = user.id;
        return true;
      });
      if (!ok || userId === undefined) throw invalidCredentials();
      return issueToken(userId);
    },

    /** The user behind a bearer token, or undefined when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<AuthUser | undefined> {
      if (token.length === 0 || token.length > 200) return undefined;
      const tokenHash = sha256Hex(token);
      const row = await db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .select(['users.id', 'users.name', 'users.email'])
        .where('access_tokens.token_hash', '=', tokenHash)
        .where('access_tokens.revoked_at', 'is', null)
        .where('access_tokens.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row ? { ...row, tokenHash } : undefined;
    },

    async logout(tokenHash: string): Promise<void> {
      await db
        .updateTable('access_tokens')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Refuses with 403 unless `password` is the user's current one (reset and deletion ask for it). */
    async requirePassword(userId: number, password: string, ip: string): Promise<void> {
      const ok = await passwordByPair.attempt(`${userId}|${ip}`, () => passwordMatches(userId, password));
      if (!ok) throw new ApiError(403, MESSAGES.wrongPassword, { extra: { error: MESSAGES.wrongPassword } });
    },

    /** A new password ends every session, this one included (the client logs in again), and every reset link. */
    async changePassword(userId: number, password: string): Promise<void> {
      const passwordHash = await passwords.hash(password);
      await db.transaction().execute((trx) => setPassword(trx, userId, passwordHash));
    },

    /** Deletes the user and, through the foreign keys, every row that belongs to them (LGPD). */
    async deleteUser(userId: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },

    async forgotPassword(input: { email: string; ip: string }): Promise<string> {
      await forgotByIp.take(input.ip);
      // Past its allowance an e-mail gets the usual answer and no mail: the limit reveals nothing.
      if (!(await forgotByEmail.tryTake(digest(input.email)))) return FORGOT_ANSWER;
      // Looking the user up, storing a token and mailing all happen after the answer, so it takes the same
      // time whether or not the e-mail exists.
      const delivery = sendResetLink(input.email)
        .catch((error: unknown) =>
          logger.error({ err: error, to: input.email }, 'password reset mail failed'),
        )
        .finally(() => pendingMail.delete(delivery));
      pendingMail.add(delivery);
      return FORGOT_ANSWER;
    },

    /** Waits for reset mails still being prepared (the role calls it before closing the database). */
    async drain(): Promise<void> {
      await Promise.all([...pendingMail]);
    },

    async resetPassword(input: {
      email: string;
      token: string;
      password: string;
      ip: string;
    }): Promise<void> {
      await resetByIp.take(input.ip);
      const invalid = () =>
        new ApiError(422, MESSAGES.resetInvalid, { errors: { token: [MESSAGES.resetInvalid] } });
      const tokenHash = sha256Hex(input.token);
      // The token first, by its hash, in one query that also names the e-mail: a wrong token costs one
      // indexed lookup and gets the same answer whether or not the e-mail exists, and no argon2 work is
      // spent before the token is known to be good.
      const pending = await db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select('users.id as userId')
        .where('password_resets.token_hash', '=', tokenHash)
        .where('users.email', '=', input.email)
        .where('password_resets.used_at', 'is', null)
        .where('password_resets.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      if (!pending) throw invalid();
      const user = { id: pending.userId };
      const passwordHash = await passwords.hash(input.password);
      await db.transaction().execute(async (trx) => {
        // Marking the token used in the same statement that checks it makes it single-use under races.
        const used = await trx
          .updateTable('password_resets')
          .set({ used_at: new Date() })
          .where('token_hash', '=', tokenHash)
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .returning('id')
          .executeTakeFirst();
        if (!used) throw invalid();
        await setPassword(trx, user.id, passwordHash);
      });
    },
  };
}
