import { builder, type FieldBuilder } from '../../builder.ts';
import { INHERIT } from '../../plugins/cache-control.ts';
import { isBadId, parseIntId } from './global-id.ts';

export const USER_ERROR_CODES = [
  'BAD_USER_INPUT',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type UserErrorCode = (typeof USER_ERROR_CODES)[number];

/** An expected failure of a mutation, shown to the user as is. */
export interface UserErrorShape {
  code: UserErrorCode;
  /** Input field the message belongs to (camelCase, as in the mutation input), or null for the whole form. */
  field: string | null;
  message: string;
  /** Seconds to wait before trying again, when the refusal (RATE_LIMITED) says so. */
  retryAfter?: number | null;
}

export const UserErrorCodeEnum = builder.enumType('UserErrorCode', {
  description:
    'Kind of an expected mutation failure, in the payload’s `errors`. A value that means what an ErrorCode ' +
    'means (BAD_USER_INPUT, FORBIDDEN, NOT_FOUND, RATE_LIMITED) has its name.',
  values: {
    BAD_USER_INPUT: { description: 'A field is missing or malformed; see `field`.' },
    INVALID_CREDENTIALS: { description: 'E-mail or password is wrong.' },
    FORBIDDEN: { description: 'The password given to confirm the action is wrong.' },
    NOT_FOUND: { description: 'The object does not exist or is not yours.' },
    CONFLICT: {
      description:
        'A value is taken (an e-mail, an account name) or the state changed meanwhile (the balance).',
    },
    RATE_LIMITED: { description: 'Too many attempts; wait `retryAfter` seconds and retry.' },
    UPSTREAM_UNAVAILABLE: {
      description:
        'A service the operation depends on (the sports feed, to check a bet against its event) did not ' +
        'answer: nothing changed; try again in a moment.',
    },
    IDEMPOTENCY_KEY_REUSED: {
      description:
        'The idempotency key was already used for another request (amount, account or operation): nothing ' +
        'changed; send a new key for a new operation.',
    },
  } as const,
});

export const UserError = builder.objectRef<UserErrorShape>('UserError').implement({
  extensions: INHERIT,
  description: 'Expected failure of a mutation with a pt-BR message for the user.',
  fields: (t) => ({
    code: t.field({
      type: UserErrorCodeEnum,
      description: 'What kind of failure it is, to switch on (the message is for people).',
      resolve: (e) => e.code,
    }),
    field: t.string({
      nullable: true,
      description:
        'The input field the message belongs to, named as in the mutation input (camelCase, e.g. ' +
        '"passwordConfirmation"); null when it concerns the whole request.',
      resolve: (e) => e.field,
    }),
    message: t.exposeString('message', {
      description: 'What went wrong, in pt-BR, ready to show the user (e.g. "As senhas não coincidem.").',
    }),
    retryAfter: t.int({
      nullable: true,
      description: 'Seconds to wait before trying again; set on RATE_LIMITED when the server knows.',
      resolve: (e) => e.retryAfter ?? null,
    }),
  }),
});

export function userError(code: UserErrorCode, message: string, field: string | null = null): UserErrorShape {
  return { code, message, field };
}

/**
 * A mutation's id input as `parseIntId` reads it (null: nothing that can exist, answered as not found),
 * except that text that is no id at all is the payload's BAD_USER_INPUT on `field`, as any other
 * malformed input field is, rather than an error of the whole mutation; and a blank one is a field left
 * blank: BAD_USER_INPUT with `blank`, what to fill in, or null where the mutation says it itself (a
 * betting house is a choice from a list).
 */
export function idInput(
  value: string | number,
  typename: string,
  field: string,
  blank: string | null,
): { id: number | null; error?: undefined } | { id?: undefined; error: UserErrorShape } {
  if (String(value).trim() === '')
    return blank === null ? { id: null } : { error: userError('BAD_USER_INPUT', blank, field) };
  try {
    return { id: parseIntId(String(value), typename) };
  } catch (error) {
    if (!isBadId(error)) throw error;
    return { error: userError('BAD_USER_INPUT', error.message, field) };
  }
}

/** Every mutation payload carries `errors`; empty means success. */
export interface WithErrors {
  errors: UserErrorShape[];
}

/** A payload's `errors` field, one definition for every mutation payload. */
export function errorsField<P extends WithErrors>(t: FieldBuilder<P>) {
  return t.field({
    type: [UserError],
    description: 'Expected failures, each with a code and a pt-BR message for the user; empty on success.',
    resolve: (p) => p.errors,
  });
}

/** A payload's `message` field: what happened, to show the user on success. */
export function messageField<P extends { message: string | null }>(t: FieldBuilder<P>) {
  return t.string({
    nullable: true,
    description: 'What happened, in pt-BR, to show the user on success; null on failure.',
    resolve: (p) => p.message,
  });
}
