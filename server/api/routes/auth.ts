import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';
import { readBody } from '../http/body.ts';
import { clientIp, requireUser, type ApiEnv } from '../http/env.ts';
import { email, password, requiredText } from '../http/fields.ts';
import { validate } from '../http/validate.ts';
import { resetAccounts } from '../services/accounts.ts';
import type { UserEvents } from '../../user-events.ts';
import { invalidCredentials, type AuthService } from '../services/auth.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

const loginSchema = z.object({
  email: email(),
  password: z.string({ error: MESSAGES.fillAll }).min(1, MESSAGES.fillAll),
});

/** Longer than any password sign-up takes (128): answered as a wrong one, without hashing it. */
const MAX_LOGIN_PASSWORD = 1024;

const signupSchema = z
  .object({
    name: requiredText(MESSAGES.fillAll, 100, MESSAGES.nameMax),
    email: email(),
    password: password(MESSAGES.fillAll, 8, MESSAGES.signupPasswordMin),
    password_confirmation: z.string({ error: MESSAGES.fillAll }).min(1, MESSAGES.fillAll),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: MESSAGES.passwordsDiffer,
    path: ['password_confirmation'],
  });

/** The profile form names the confirmation confirm_password; password_confirmation is accepted too. */
const newPasswordSchema = z
  .object({
    password: password(MESSAGES.fillAll, 6, MESSAGES.passwordMin),
    confirm_password: z.string().optional(),
    password_confirmation: z.string().optional(),
  })
  .transform((v, ctx) => {
    const confirmation = v.confirm_password ?? v.password_confirmation;
    if (!confirmation) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.fillAll, path: ['confirm_password'] });
      return z.NEVER;
    }
    if (confirmation !== v.password) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordsDiffer, path: ['confirm_password'] });
      return z.NEVER;
    }
    return { password: v.password };
  });

const currentPasswordSchema = z.object({
  password: z
    .string({ error: MESSAGES.askPassword })
    .min(1, MESSAGES.askPassword)
    .max(1024, MESSAGES.wrongPassword),
});

const forgotSchema = z.object({ email: email() });

const resetSchema = z
  .object({
    email: email(),
    token: requiredText(MESSAGES.resetInvalid, 200, MESSAGES.resetInvalid),
    password: password(MESSAGES.fillAll, 6, MESSAGES.passwordMin),
    password_confirmation: z.string({ error: MESSAGES.fillAll }).min(1, MESSAGES.fillAll),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: MESSAGES.passwordsDiffer,
    path: ['password_confirmation'],
  });

export function authRoutes(deps: { db: Kysely<DB>; auth: AuthService; events?: UserEvents }): Hono<ApiEnv> {
  const { db, auth, events } = deps;
  const app = new Hono<ApiEnv>();
  const signedIn = requireUser(auth);

  app.post('/login', async (c) => {
    const input = validate(loginSchema, (await readBody(c)).data);
    if (input.password.length > MAX_LOGIN_PASSWORD) throw invalidCredentials();
    return c.json(await auth.login({ ...input, ip: clientIp(c) }));
  });

  app.post('/signup', async (c) => {
    const input = validate(signupSchema, (await readBody(c)).data);
    return c.json(await auth.signup({ ...input, ip: clientIp(c) }), 201);
  });

  app.post('/logout', signedIn, async (c) => {
    await auth.logout(c.get('user').tokenHash);
    return c.body(null, 204);
  });

  app.get('/user', signedIn, (c) => {
    const { id, name, email } = c.get('user');
    return c.json({ id, name, email });
  });

  app.put('/user/update', signedIn, async (c) => {
    const input = validate(newPasswordSchema, (await readBody(c, { form: true })).data);
    await auth.changePassword(c.get('user').id, input.password);
    return c.json({ message: 'Senha alterada com sucesso. Entre novamente.' });
  });

  app.delete('/user/delete', signedIn, async (c) => {
    const input = validate(currentPasswordSchema, (await readBody(c, { form: true })).data);
    const user = c.get('user');
    await auth.requirePassword(user.id, input.password, clientIp(c));
    await auth.deleteUser(user.id);
    return c.json({ message: MESSAGES.userDeleted });
  });

  app.put('/account/reset', signedIn, async (c) => {
    const user = c.get('user');
    try {
      const input = validate(currentPasswordSchema, (await readBody(c, { form: true })).data);
      await auth.requirePassword(user.id, input.password, clientIp(c));
    } catch (error) {
      // This screen reads the failure from `error` as well as `message`.
      if (error instanceof ApiError) {
        throw new ApiError(error.status, error.message, {
          errors: error.errors,
          headers: error.headers,
          extra: { ...error.extra, error: error.message },
        });
      }
      throw error;
    }
    await resetAccounts(db, user.id);
    events?.publish(user.id, { kind: 'bankroll_reset' });
    return c.json({ message: MESSAGES.resetAccountsDone });
  });

  app.post('/password/forgot', async (c) => {
    const input = validate(forgotSchema, (await readBody(c)).data);
    return c.json({ message: await auth.forgotPassword({ email: input.email, ip: clientIp(c) }) });
  });

  app.post('/password/reset', async (c) => {
    const input = validate(resetSchema, (await readBody(c)).data);
    await auth.resetPassword({ ...input, ip: clientIp(c) });
    return c.json({ message: 'Senha redefinida com sucesso.' });
  });

  return app;
}
