import { GraphQLRequestError } from './fetch-graphql.ts';

/**
 * Whether a failed operation was answered by the server with errors (a data service down, time run out, a
 * refusal: the request arrived), rather than never answered (the network): Relay's own error for a payload
 * without data carries the payload's errors as its `source`. Apart from fetch-graphql.ts, which every page
 * loads first, since only the screens that word such failures need it.
 */
export function answeredWithErrors(error: Error): boolean {
  return error instanceof GraphQLRequestError || sourceErrors(error).length > 0;
}

/** The errors of the payload a Relay error was made from (its `source`); none for any other error. */
function sourceErrors(error: Error): readonly unknown[] {
  const errors = (error as { source?: { errors?: unknown } }).source?.errors;
  return Array.isArray(errors) ? errors : [];
}

/** The first error the server answered a failed operation with (its pt-BR message and code), if it did. */
export function firstAnsweredError(error: Error): { message: string; code?: string } | undefined {
  const first = sourceErrors(error)[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const { message, extensions } = first as { message?: unknown; extensions?: { code?: unknown } };
  if (typeof message !== 'string') return undefined;
  const code = extensions?.code;
  return typeof code === 'string' ? { message, code } : { message };
}
