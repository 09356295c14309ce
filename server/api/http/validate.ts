import { z } from 'zod';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError, type FieldErrors } from '../errors.ts';

/** Fallback wording for issues a field schema did not word itself. */
function ptMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? MESSAGES.fieldRequired
        : MESSAGES.invalidValue;
    case 'too_big':
      return MESSAGES.textTooLong(Number(issue.maximum));
    case 'too_small':
      return MESSAGES.fieldRequired;
    default:
      return MESSAGES.invalidValue;
  }
}

/**
 * Validates a decoded body (or query) with zod and turns failures into 422 with field errors; the first
 * message also becomes the top-level message, which is what most screens show.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { error: ptMessage });
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  throw new ApiError(422, result.error.issues[0]?.message ?? MESSAGES.invalidData, { errors });
}
