import { builder } from '../../builder.ts';
import { ERROR_CODES, type ErrorCode } from '../../error-codes.ts';

/**
 * The codes of `errors[].extensions.code`, in the schema so that integrators find them in GraphiQL's docs.
 * No field returns it: it documents the errors of every field.
 */
export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description:
    'The code in `extensions.code` of every error of this API (request errors and field errors). The ' +
    'expected failures of mutations come instead in their payload, as UserError with a UserErrorCode.',
  values: Object.fromEntries(
    Object.entries(ERROR_CODES).map(([code, info]) => [
      code,
      {
        description: `${info.description} HTTP ${info.status} when the whole request is refused with it.`,
      },
    ]),
  ) as Record<ErrorCode, { description: string }>,
});
