import { sql, type Kysely } from 'kysely';
import type { Logger } from '../../logger.ts';
import type { DB } from '../db/schema.ts';
import { ApiError, MESSAGES } from '../errors.ts';
import type { Mailer } from './mail.ts';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.ts';
import { newOpaqueToken, sha256Hex } from './secrets.ts';
import { createThrottle } from './throttle.ts';
import type { Redis } from 'ioredis';

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
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(options: AuthServiceOptions) {
  const { db, logger, mailer, tokenTtlHours, publicUrl, redis } = options;
  const window = { windowSeconds: 15 * 60, redis };
  // Failures per account stop guessing one password; failures per address stop spraying many accounts.
  const loginByAccount = createThrottle({
    ...window,
    points: 5,
    keyPrefix: 'bancada:api:login-account',
    message: MESSAGES.loginThrottled,
  });
  const loginByIp = createThrottle({
    ...window,
    points: 20,
    keyPrefix: 'bancada:api:login-ip',
    message: MESSAGES.loginThrottled,
  });
  // Deleting the account and resetting the bankroll ask for the password again: a stolen session must
  // not be able to guess it there either.
  const passwordByUser = createThrottle({
    ...window,
    points: 5,
    keyPrefix: 'bancada:api:password-user',
    message: MESSAGES.passwordThrottled,
  });
  // Each reset request may send a mail: bound them per address so the form cannot be used to spam.
  const forgotByIp = createThrottle({
    ...window,
    points: 10,
    keyPrefix: 'bancada:api:forgot-ip',
    message: MESSAGES.forgotThrottled,
  });

  async function issueToken(userId: number): Promise<IssuedToken> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + tokenTtlHours * 3_600_000);
    await db
      .insertInto('access_tokens')
      .values({ user_id: userId, token_hash: sha256Hex(token), expires_at: expiresAt })
      .execute();
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

  async function passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    return user ? verifyPassword(user.password_hash, password) : verifyDummy(password);
  }

  return {
    async signup(input: { name: string; email: string; password: string }): Promise<IssuedToken> {
      const passwordHash = await hashPassword(input.password);
      let userId: number;
      try {
        const row = await db
          .insertInto('users')
          .values({ name: input.name, email: input.email, password_hash: passwordHash })
          .returning('id')
          .executeTakeFirstOrThrow();
        userId = row.id;
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ApiError(409, MESSAGES.emailTaken, { errors: { email: [MESSAGES.emailTaken] } });
        throw error;
      }
      return issueToken(userId);
    },

    async login(input: { email: string; password: string; ip: string }): Promise<IssuedToken> {
      await loginByIp.check(input.ip);
      await loginByAccount.check(input.email);
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', input.email)
        .executeTakeFirst();
      const ok = user
        ? await verifyPassword(user.password_hash, input.password)
        : await verifyDummy(input.password);
      if (!user || !ok) {
        await loginByIp.hit(input.ip);
        await loginByAccount.hit(input.email);
        throw new ApiError(401, MESSAGES.badCredentials);
      }
      await loginByAccount.reset(input.email);
      return issueToken(user.id);
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
    async requirePassword(userId: number, password: string): Promise<void> {
      const key = String(userId);
      await passwordByUser.check(key);
      if (!(await passwordMatches(userId, password))) {
        await passwordByUser.hit(key);
        throw new ApiError(403, MESSAGES.wrongPassword, { extra: { error: MESSAGES.wrongPassword } });
      }
      await passwordByUser.reset(key);
    },

    /** A new password ends every session, this one included: the client logs in again. */
    async changePassword(userId: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', userId)
          .execute();
        await revokeAll(trx, userId);
      });
    },

    /** Deletes the user and, through the foreign keys, every row that belongs to them (LGPD). */
    async deleteUser(userId: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },

    async forgotPassword(input: { email: string; ip: string }): Promise<string> {
      await forgotByIp.check(input.ip);
      await forgotByIp.hit(input.ip);
      const user = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('email', '=', input.email)
        .executeTakeFirst();
      if (!user) return FORGOT_ANSWER;
      const token = newOpaqueToken();
      await db
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: sha256Hex(token),
          expires_at: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
        })
        .execute();
      const link = `${publicUrl}/reset-password?${new URLSearchParams({ email: input.email, token })}`;
      if (mailer.mode === 'outbox') logger.info({ to: input.email, link }, 'password reset link');
      // Sent after answering, so the answer takes the same time whether or not the e-mail exists.
      mailer
        .send({
          to: input.email,
          subject: 'Bancada: redefinição de senha',
          text:
            `Olá, ${user.name}.\n\nRecebemos um pedido para redefinir a sua senha na Bancada. ` +
            `Para escolher uma nova senha, abra o link abaixo (válido por ${RESET_TTL_MINUTES} minutos):\n\n${link}\n\n` +
            'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.\n',
        })
        .catch((error: unknown) =>
          logger.error({ err: error, to: input.email }, 'password reset mail failed'),
        );
      return FORGOT_ANSWER;
    },

    async resetPassword(input: { email: string; token: string; password: string }): Promise<void> {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', input.email)
        .executeTakeFirst();
      const invalid = () =>
        new ApiError(422, MESSAGES.resetInvalid, { errors: { token: [MESSAGES.resetInvalid] } });
      if (!user || input.token.length > 200) throw invalid();
      const tokenHash = sha256Hex(input.token);
      const passwordHash = await hashPassword(input.password);
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
        await trx
          .updateTable('password_resets')
          .set({ used_at: new Date() })
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', user.id)
          .execute();
        await revokeAll(trx, user.id);
      });
    },
  };
}
