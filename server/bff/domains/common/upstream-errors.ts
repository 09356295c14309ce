import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '../../../idempotency-key.ts';
import { UpstreamError } from '../../upstreams/http.ts';
import { errorBodySchema, retryAfterOf } from '../../upstreams/banca/decode.ts';
import { userError, type UserErrorCode, type UserErrorShape } from './user-error.ts';

const CODE_BY_STATUS: Record<number, UserErrorCode> = {
  400: 'BAD_USER_INPUT',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

/** The Banca API's code for a refusal because the sports feed did not answer (docs/BETS.md). */
const FEED_UNAVAILABLE = 'FEED_UNAVAILABLE';

/**
 * The Banca API's own codes that name a refusal better than its status (docs/BETS.md): a reused
 * idempotency key is a 422 like any invalid field, but retrying with the same key can never succeed; an
 * event the feed does not know is a 422 of the leg, but to a client it is an object that does not exist,
 * as an id no event can have (GRAPHQL.md: NOT_FOUND in a mutation's payload).
 */
const CODE_BY_API_CODE: Record<string, UserErrorCode> = {
  [IDEMPOTENCY_ERROR_CODES.reused]: 'IDEMPOTENCY_KEY_REUSED',
  EVENT_NOT_FOUND: 'NOT_FOUND',
};

/** Upstream (snake_case) field names as the mutation inputs call them. */
const FIELD_NAMES: Record<string, string> = {
  password_confirmation: 'passwordConfirmation',
  confirm_password: 'passwordConfirmation',
  bet_id: 'bettingHouseId',
  available_balance: 'availableBalance',
  bet_locked_balance: 'betLockedBalance',
  total_balance: 'expectedTotalBalance',
  // The Banca API names the header; the money mutations take the key as this input.
  [IDEMPOTENCY_KEY_HEADER]: 'idempotencyKey',
};

/**
 * The mutation input's name of a field the Banca API names: its own where the input renames it, else the
 * API's snake_case in camelCase, each part of a path ("legs.0.event_id" → "legs.0.eventId").
 */
export function inputFieldOf(field: string): string {
  return (
    FIELD_NAMES[field] ??
    field
      .split('.')
      .map(
        (part) => FIELD_NAMES[part] ?? part.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      )
      .join('.')
  );
}

/**
 * Turns an expected upstream refusal (4xx with a pt-BR message) into typed mutation errors. Anything
 * else (5xx, timeouts, undecodable answers) is rethrown and ends up as a masked internal error.
 */
export function expectedErrors(error: unknown, fallbackMessage: string): UserErrorShape[] {
  if (!(error instanceof UpstreamError) || error.kind !== 'http' || error.status === undefined) throw error;
  const parsed = errorBodySchema.safeParse(error.body);
  const body = parsed.success ? parsed.data : {};
  // The API answered, but a service it needed (the sports feed) did not: nothing changed and the user may
  // simply try again, which is an expected failure of the form, not a failure of the request.
  if (error.status === 503 && body.code === FEED_UNAVAILABLE)
    return [userError('UPSTREAM_UNAVAILABLE', body.message ?? fallbackMessage)];
  const byStatus = CODE_BY_STATUS[error.status];
  if (!byStatus) throw error;
  const code: UserErrorCode = (body.code !== undefined && CODE_BY_API_CODE[body.code]) || byStatus;
  const fieldErrors = Object.entries(body.errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) => userError(code, message, inputFieldOf(field))),
  );
  if (fieldErrors.length > 0) return fieldErrors;
  const refused = userError(code, body.message ?? body.error ?? fallbackMessage);
  const retryAfter = code === 'RATE_LIMITED' ? retryAfterOf(error.body) : undefined;
  if (retryAfter !== undefined) refused.retryAfter = retryAfter;
  return [refused];
}

/**
 * The input an API refusal is about, by its code, for the refusals that carry no field of their own: the
 * 404 of a step about one object names the input that chose it (an account's or a bet's id), as the
 * mutation tells an id no object can have, so an id of nobody, another user's and an impossible one all
 * get the same answer; the 403 of a step that confirms the current password names the password.
 */
export type Blame = Partial<Record<UserErrorCode, string>>;

/** Runs a mutation step; expected refusals become `errors` (on the input `blame` names), the rest propagates. */
export async function attempt<T>(
  run: () => Promise<T>,
  fallbackMessage: string,
  blame: Blame = {},
): Promise<{ ok: true; value: T } | { ok: false; errors: UserErrorShape[] }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const errors = expectedErrors(error, fallbackMessage).map((e) => {
      const field = e.field ?? blame[e.code];
      return field === undefined ? e : { ...e, field };
    });
    return { ok: false, errors };
  }
}
