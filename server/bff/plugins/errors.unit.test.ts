import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { capturedLogger } from '../../test/captured-log.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { answersGraphQLResponse, maskedErrors, useErrorCodes } from './errors.ts';

const withAccept = (accept?: string) => ({ headers: new Headers(accept === undefined ? {} : { accept }) });

describe('the media type of a GraphQL answer', () => {
  it('is application/graphql-response+json when asked for, or when application/json is not', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'application/*',
      'application/graphql-response+json',
      'application/graphql-response+json, application/json',
      'application/json;q=0.5, Application/GraphQL-Response+JSON;q=0.1',
      'multipart/mixed',
      // Ruled out is not asked for: the types' own names decide, whatever a wildcard allows.
      'application/json;q=0, */*',
      'application/json;q=0',
    ]) {
      expect(answersGraphQLResponse(withAccept(accept)), accept).toBe(true);
    }
  });

  it('stays application/json for a client that names it alone, or rules the other out', () => {
    for (const accept of [
      'application/json',
      'Application/JSON',
      'application/json; charset=utf-8',
      'application/json, */*;q=0.5',
      'application/graphql-response+json;q=0, application/json',
      // Ruled out by name, it is not sent even when application/json is not named.
      'application/graphql-response+json;q=0',
    ]) {
      expect(answersGraphQLResponse(withAccept(accept)), accept).toBe(false);
    }
  });

  it('goes out as decided here, whichever of the two Yoga picked without reading the weights', async () => {
    const yoga = createYoga({
      schema: createSchema({ typeDefs: 'type Query { ok: Boolean }' }),
      logging: false,
      maskedErrors: false,
      plugins: [useErrorCodes(createLogger('silent'))],
    });
    const ask = (accept: string) =>
      yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: '{ nope }' }),
      });
    // Yoga takes the first type named, q=0 or not: the legacy answer, with its 200 for GraphQL errors.
    const legacy = await ask('application/graphql-response+json;q=0, application/json');
    expect([legacy.status, legacy.headers.get('content-type')]).toEqual([
      200,
      'application/json; charset=utf-8',
    ]);
    // Yoga takes application/json under the wildcard: the modern answer, with the error's status.
    const modern = await ask('application/json;q=0, */*');
    expect([modern.status, modern.headers.get('content-type')]).toEqual([
      400,
      'application/graphql-response+json; charset=utf-8',
    ]);
  });
});

describe('errors without a code', () => {
  it("warn when the server's own error has none, not when graphql-js refuses a client's variables", async () => {
    const { logger, lines } = capturedLogger('warn');
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { count(first: Int): Int, broken: Int }',
        resolvers: {
          Query: {
            count: () => 1,
            broken: () => {
              throw new GraphQLError('uncoded');
            },
          },
        },
      }),
      logging: false,
      maskedErrors: false,
      plugins: [useErrorCodes(logger)],
    });
    const ask = async (query: string, variables?: object) => {
      const response = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    };
    const refused = await ask('query ($f: Int) { count(first: $f) }', { f: 'x' });
    expect(refused.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // Two operations and no operationName: Yoga's own code for it, the client's mistake as well.
    const unchosen = await ask('query A { count } query B { count }');
    expect(unchosen.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(lines).toEqual([]);
    const failed = await ask('{ broken }');
    expect(failed.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(lines.map((line) => [line.msg, line.code])).toEqual([
      ['GraphQL error without a code of ERROR_CODES', 'INTERNAL_SERVER_ERROR'],
    ]);
  });
});

describe('maskedErrors', () => {
  const masking = () => {
    const { logger, lines } = capturedLogger('info');
    const { maskError } = maskedErrors(logger) as { maskError: (error: unknown) => GraphQLError };
    const inField = (cause: Error) =>
      new GraphQLError(cause.message, { path: ['viewer', 'bets'], originalError: cause });
    return { lines, mask: (cause: Error) => maskError(inField(cause)) };
  };

  it("answers Pothos's refusals of what the caller sent as BAD_USER_INPUT, logging nothing", () => {
    const { lines, mask } = masking();
    for (const message of [
      'Argument "first" must be a non-negative integer',
      'Argument "last" can only be used in combination with "before" or "first"',
      'Invalid cursor chunk: x',
      'Invalid global ID: x',
    ])
      expect(mask(new PothosValidationError(message)).extensions.code, message).toBe('BAD_USER_INPUT');
    expect(lines).toEqual([]);
  });

  it("answers Pothos's other validation errors, this server's faults, as internal and logs them with their path", () => {
    const { lines, mask } = masking();
    const masked = mask(new PothosValidationError('List resolvers must return arrays'));
    expect([masked.extensions.code, masked.message]).toEqual(['INTERNAL_SERVER_ERROR', MESSAGES.internal]);
    expect(lines.map((line) => [line.level, line.msg, line.path])).toEqual([
      [50, 'unexpected error', ['viewer', 'bets']],
    ]);
  });
});
