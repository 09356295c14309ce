import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import type { YogaServerOptions } from 'graphql-yoga';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import type { Logger } from '../../logger.ts';
import { UpstreamError } from '../upstreams/http.ts';

function original(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? original(error.originalError) : error;
}

/**
 * GraphQLErrors are raised on purpose (UNAUTHENTICATED, BAD_USER_INPUT, validation and limit errors, DEADLINE
 * from an operation's budget, UPSTREAM_UNAVAILABLE from an open circuit) and pass as they are. Anything else is logged and replaced by a generic pt-BR message with the code
 * INTERNAL_SERVER_ERROR, so stack traces, upstream bodies and SQL never reach a client.
 */
export function maskedErrors(logger: Logger): NonNullable<YogaServerOptions<object, object>['maskedErrors']> {
  return {
    maskError(error) {
      const cause = original(error);
      // Pothos refuses connection arguments it cannot serve (`last` with no end to count back from, a
      // negative `first`) with a GraphQLError that carries no code: the caller's input, so say so.
      if (cause instanceof PothosValidationError) {
        return new GraphQLError(cause.message, {
          path: error instanceof GraphQLError ? error.path : undefined,
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        });
      }
      if (cause instanceof GraphQLError) return error as Error;
      if (cause instanceof UpstreamError) {
        logger.warn(
          { upstream: cause.upstream, kind: cause.kind, status: cause.status, err: cause },
          'upstream failure',
        );
      } else {
        logger.error({ err: cause }, 'unexpected error');
      }
      return new GraphQLError(MESSAGES.internal, {
        path: error instanceof GraphQLError ? error.path : undefined,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    },
  };
}
