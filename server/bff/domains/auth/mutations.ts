import { MESSAGES } from '../../../i18n/pt-BR.ts';
import { builder, type FieldBuilder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import type { GraphQLContext } from '../../context.ts';
import { UpstreamError } from '../../upstreams/http.ts';
import { attempt, type Blame } from '../common/upstream-errors.ts';
import { errorsField, messageField, userError, type UserErrorShape } from '../common/user-error.ts';
import { UserRef } from './user.ts';

/** Errors for required fields left empty, one per field, so forms can mark each. */
function required(fields: Record<string, string>): UserErrorShape[] {
  return Object.entries(fields)
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => userError('BAD_USER_INPUT', MESSAGES.fillAll, field));
}

interface SignInPayload {
  errors: UserErrorShape[];
  signedIn: boolean;
  token: string | null;
  /** Epoch milliseconds; null when not signed in. */
  expiresAt: number | null;
}

function notSignedIn(errors: UserErrorShape[]): SignInPayload {
  return { errors, signedIn: false, token: null, expiresAt: null };
}

async function afterSignIn(
  ctx: GraphQLContext,
  issued: Parameters<GraphQLContext['session']['signIn']>[0],
): Promise<SignInPayload> {
  const { token, expiresAt } = await ctx.session.signIn(issued);
  // Anything read before sign-in belonged to the visitor.
  ctx.banca.user.clearAll();
  return { errors: [], signedIn: true, token, expiresAt };
}

const TOKEN_DESCRIPTION =
  'The access token, only for integrators: requests without the x-bancada-csrf header get it here and no ' +
  'cookie. The web app (which sends that header) gets an HttpOnly session cookie instead and null here.';

/** login and signup answer alike: typed errors, the viewer once signed in, the token for integrators. */
const signInOutputFields = (t: FieldBuilder<SignInPayload>) => ({
  errors: errorsField(t),
  viewer: t.field({
    type: UserRef,
    nullable: true,
    description: 'The user now signed in; null when sign-in failed (see `errors`).',
    resolve: (p, _args, ctx) => (p.signedIn ? ctx.banca.user.load('me') : null),
  }),
  token: t.string({ nullable: true, description: TOKEN_DESCRIPTION, resolve: (p) => p.token }),
  expiresAt: t.field({
    type: 'DateTime',
    nullable: true,
    description:
      'When the session (the token, or the cookie) expires; sign in again after it. Null when sign-in failed.',
    resolve: (p) => (p.expiresAt === null ? null : new Date(p.expiresAt).toISOString()),
  }),
});

builder.relayMutationField(
  'login',
  {
    inputFields: (t) => ({
      email: t.string({ required: true, description: 'The e-mail the user signed up with.' }),
      password: t.string({ required: true, description: "The user's password." }),
    }),
  },
  {
    description: 'Signs in with e-mail and password (Entrar).',
    resolve: async (_root, { input }, ctx): Promise<SignInPayload> => {
      const missing = required({ email: input.email, password: input.password });
      if (missing.length > 0) return notSignedIn(missing);
      try {
        return await afterSignIn(
          ctx,
          await ctx.banca.login({ email: input.email.trim(), password: input.password }),
        );
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 401) {
          return notSignedIn([userError('INVALID_CREDENTIALS', MESSAGES.badCredentials)]);
        }
        const failed = await attempt(() => Promise.reject(error), MESSAGES.loginFailed);
        return notSignedIn(failed.ok ? [] : failed.errors);
      }
    },
  },
  { outputFields: signInOutputFields },
);

builder.relayMutationField(
  'signup',
  {
    inputFields: (t) => ({
      name: t.string({ required: true, description: 'Name to show, up to 100 characters.' }),
      email: t.string({
        required: true,
        description: 'E-mail to sign in with; one already registered fails with CONFLICT.',
      }),
      password: t.string({ required: true, description: 'The new password: 8 to 128 characters.' }),
      passwordConfirmation: t.string({
        required: true,
        description: 'The password again; a different one fails with BAD_USER_INPUT on this field.',
      }),
    }),
  },
  {
    description: 'Creates a user and signs them in (Cadastro).',
    resolve: async (_root, { input }, ctx): Promise<SignInPayload> => {
      const missing = required({ name: input.name, email: input.email, password: input.password });
      if (missing.length > 0) return notSignedIn(missing);
      const result = await attempt(
        () =>
          ctx.banca.signup({
            name: input.name.trim(),
            email: input.email.trim(),
            password: input.password,
            password_confirmation: input.passwordConfirmation,
          }),
        MESSAGES.signupFailed,
      );
      if (!result.ok) return notSignedIn(result.errors);
      return afterSignIn(ctx, result.value);
    },
  },
  { outputFields: signInOutputFields },
);

builder.relayMutationField(
  'logout',
  null,
  {
    description: 'Ends the session: revokes the token upstream and clears the session cookie.',
    resolve: async (_root, _args, ctx) => {
      try {
        await ctx.banca.logout();
      } catch (error) {
        // A token the upstream no longer knows is already as logged out as it gets.
        if (!(error instanceof UpstreamError && error.status === 401)) throw error;
      }
      await ctx.session.signOut();
      return { errors: [] as UserErrorShape[] };
    },
  },
  {
    outputFields: (t) => ({
      errors: errorsField(t),
      viewer: t.field({
        type: UserRef,
        nullable: true,
        description:
          'Always null: the session is over, so a client that reads the viewer from this payload is signed out.',
        resolve: () => null,
      }),
      redirectUrl: t.string({
        extensions: PRIVATE,
        description:
          "Where to go next (the server's LOGOUT_REDIRECT_URL): a path of this site, or another site's address.",
        resolve: (_p, _args, ctx) => ctx.logoutRedirectUrl,
      }),
    }),
  },
);

interface MessagePayload {
  errors: UserErrorShape[];
  message: string | null;
}

async function messageResult(
  run: () => Promise<string>,
  fallback: string,
  after?: () => Promise<void>,
  blame?: Blame,
): Promise<MessagePayload> {
  const result = await attempt(run, fallback, blame);
  if (!result.ok) return { errors: result.errors, message: null };
  await after?.();
  return { errors: [], message: result.value };
}

builder.relayMutationField(
  'requestPasswordReset',
  {
    inputFields: (t) => ({
      email: t.string({ required: true, description: 'The e-mail of the user who forgot the password.' }),
    }),
  },
  {
    description: 'Mails a reset link. Answers the same whether or not the e-mail is registered.',
    resolve: async (_root, { input }, ctx) => {
      const missing = required({ email: input.email });
      if (missing.length > 0) return { errors: missing, message: null };
      return messageResult(
        () => ctx.banca.forgotPassword({ email: input.email.trim() }),
        MESSAGES.forgotFailed,
      );
    },
  },
  {
    outputFields: (t) => ({
      errors: errorsField(t),
      message: messageField(t),
    }),
  },
);

/** Both screens that set a new password check the same things before calling the API (SPEC §5). */
function newPasswordErrors(input: { password: string; passwordConfirmation: string }) {
  const missing = required({ password: input.password, passwordConfirmation: input.passwordConfirmation });
  if (missing.length > 0) return missing;
  if (input.password !== input.passwordConfirmation)
    return [userError('BAD_USER_INPUT', MESSAGES.passwordsDiffer, 'passwordConfirmation')];
  return null;
}

builder.relayMutationField(
  'resetPassword',
  {
    inputFields: (t) => ({
      email: t.string({
        required: true,
        description: 'The e-mail of the mailed link (its `email` parameter).',
      }),
      token: t.string({ required: true, description: 'The token of the mailed link.' }),
      password: t.string({ required: true, description: 'The new password: 6 to 128 characters.' }),
      passwordConfirmation: t.string({
        required: true,
        description: 'The new password again; a different one fails with BAD_USER_INPUT on this field.',
      }),
    }),
  },
  {
    description: 'Sets a new password from a mailed reset link.',
    resolve: async (_root, { input }, ctx) => {
      const refused = newPasswordErrors(input);
      if (refused) return { errors: refused, message: null };
      return messageResult(
        () =>
          ctx.banca.resetPassword({
            email: input.email.trim(),
            token: input.token,
            password: input.password,
            password_confirmation: input.passwordConfirmation,
          }),
        MESSAGES.resetPasswordFailed,
      );
    },
  },
  {
    outputFields: (t) => ({
      errors: errorsField(t),
      message: messageField(t),
    }),
  },
);

builder.relayMutationField(
  'changePassword',
  {
    inputFields: (t) => ({
      password: t.string({ required: true, description: 'The new password: 6 to 128 characters.' }),
      passwordConfirmation: t.string({
        required: true,
        description: 'The new password again; a different one fails with BAD_USER_INPUT on this field.',
      }),
    }),
  },
  {
    description: 'Changes the password (Editar Perfil). Every session of the user ends, this one included.',
    resolve: async (_root, { input }, ctx) => {
      const refused = newPasswordErrors(input);
      if (refused) return { errors: refused, message: null };
      return messageResult(
        () =>
          ctx.banca.updatePassword({
            password: input.password,
            confirm_password: input.passwordConfirmation,
          }),
        MESSAGES.updateUserFailed,
        () => ctx.session.signOut(),
      );
    },
  },
  {
    outputFields: (t) => ({
      errors: errorsField(t),
      message: messageField(t),
    }),
  },
);

builder.relayMutationField(
  'deleteUser',
  {
    inputFields: (t) => ({
      password: t.string({
        required: true,
        description: 'The current password, to confirm; a wrong one fails with FORBIDDEN on this field.',
      }),
    }),
  },
  {
    description: 'Deletes the user and all their data (Excluir minha conta), then ends the session.',
    resolve: async (_root, { input }, ctx) => {
      if (input.password === '') {
        return { errors: [userError('BAD_USER_INPUT', MESSAGES.askPassword, 'password')], message: null };
      }
      return messageResult(
        () => ctx.banca.deleteUser({ password: input.password }),
        MESSAGES.deleteUserFailed,
        () => ctx.session.signOut(),
        { FORBIDDEN: 'password' },
      );
    },
  },
  {
    outputFields: (t) => ({
      errors: errorsField(t),
      message: messageField(t),
    }),
  },
);
