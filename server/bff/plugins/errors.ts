import { PothosSchemaError, PothosValidationError } from '@pothos/core';
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { isAsyncIterable, processRegularResult, type Plugin, type YogaServerOptions } from 'graphql-yoga';
import { readAccept } from '../../accept.ts';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import { graphqlMessageInPtBR } from '../../i18n/graphql-js.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import type { Logger } from '../../logger.ts';
import { ERROR_CODES, type ErrorCode, type ErrorCodeInfo } from '../error-codes.ts';
import type { HeaderReader } from '../session.ts';
import { retryAfterOf } from '../upstreams/banca/decode.ts';
import { UpstreamError } from '../upstreams/http.ts';

function original(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? original(error.originalError) : error;
}

function pathOf(error: unknown) {
  return error instanceof GraphQLError ? error.path : undefined;
}

/**
 * `node(id:)`/`nodes(ids:)` with a well-formed id whose type no object can be loaded by: a type the schema
 * does not have, an interface, union, scalar, input or enum, or an object that is no Node. Pothos says so in
 * English (a schema error, as if the schema were broken); for the caller it is an id that names nothing.
 */
export function isNodeTypeMiss(cause: unknown): boolean {
  if (cause instanceof PothosSchemaError)
    return / has not been implemented$|^Expected ref to resolve to a Object type, but got /.test(
      cause.message,
    );
  return cause instanceof PothosValidationError && / does not support loading by id$/.test(cause.message);
}

/** What `node(id:)` and each item of `nodes(ids:)` answer for an id that isNodeTypeMiss: NOT_FOUND. */
export function nodeNotFound(path?: readonly (string | number)[]): GraphQLError {
  return new GraphQLError(BFF_MESSAGES.nodeNotFound, { path, extensions: { code: 'NOT_FOUND' } });
}

/** Pothos's validation messages about what the caller sent (connection arguments, cursors, global ids). */
const POTHOS_CLIENT_INPUT =
  /^Argument "(first|last)" |^Invalid (base64 string|global ID|offset cursor|cursor)|^Cursor chunk |^Expected compound cursor |^ID: .* is not of type: /;

/** Errors `maskedErrors` answered for: each is logged there as it deserves, or not at all. */
const masked = new WeakSet<object>();

/**
 * Whether Yoga's own error log line is about an error `maskedErrors` answered for. Yoga logs at error level
 * every error whose masked form differs: an id of a type no object has, a connection argument out of range
 * or the Banca API's 429 are the client's, and an upstream failure is logged as a warning with its upstream.
 */
export function wasMasked(value: unknown): boolean {
  return typeof value === 'object' && value !== null && masked.has(value);
}

/**
 * GraphQLErrors are raised on purpose (UNAUTHENTICATED, BAD_USER_INPUT, validation and limit errors, DEADLINE
 * from an operation's budget, UPSTREAM_UNAVAILABLE from an open circuit) and pass as they are. A failed
 * upstream call is UPSTREAM_UNAVAILABLE, one the Banca API throttled RATE_LIMITED; anything else is logged and replaced by a generic pt-BR message with
 * the code INTERNAL_SERVER_ERROR, so stack traces, upstream bodies and SQL never reach a client.
 */
export function maskedErrors(logger: Logger): NonNullable<YogaServerOptions<object, object>['maskedErrors']> {
  return {
    maskError(error) {
      if (typeof error === 'object' && error !== null) masked.add(error);
      const cause = original(error);
      if (isNodeTypeMiss(cause)) return nodeNotFound(pathOf(error));
      // Pothos refuses connection arguments it cannot serve (`last` with no end to count back from, a
      // negative `first`) and malformed cursors or ids with an error that carries no code: the caller's
      // input, so say so. Its other validation errors (a list resolver that returns no array) are this
      // server's faults, logged below.
      const pothosFault = cause instanceof PothosValidationError && !POTHOS_CLIENT_INPUT.test(cause.message);
      if (cause instanceof PothosValidationError && !pothosFault) {
        return new GraphQLError(cause.message, {
          path: pathOf(error),
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      if (cause instanceof GraphQLError && !pothosFault) return error as Error;
      // The Banca API throttled this user (its own per-user limit): their request, not an outage, so they
      // are told to wait and for how long, as a mutation refused the same way tells them.
      if (cause instanceof UpstreamError && cause.kind === 'http' && cause.status === 429) {
        const retryAfter = retryAfterOf(cause.body);
        return new GraphQLError(MESSAGES.tooManyRequests, {
          path: pathOf(error),
          extensions: { code: 'RATE_LIMITED', ...(retryAfter === undefined ? {} : { retryAfter }) },
        });
      }
      if (cause instanceof UpstreamError) {
        logger.warn(
          { upstream: cause.upstream, kind: cause.kind, status: cause.status, err: cause },
          'upstream failure',
        );
        return new GraphQLError(MESSAGES.upstreamUnavailable, {
          path: pathOf(error),
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        });
      }
      logger.error({ err: cause, path: pathOf(error) }, 'unexpected error');
      return new GraphQLError(MESSAGES.internal, {
        path: pathOf(error),
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    },
  };
}

export const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/**
 * Whether the answer goes out as application/graphql-response+json: asked for, or application/json not
 * (no Accept, only wildcards, or `q=0`), as the GraphQL-over-HTTP spec says since its 2025 watershed. A
 * client that names only application/json keeps the legacy media type (and its 200 for GraphQL errors).
 * Only the types' own names count: a wildcard covers both, and is no request for the legacy one.
 */
export function answersGraphQLResponse(request: HeaderReader): boolean {
  const accept = readAccept(request.headers.get('accept'));
  const byName = { byNameOnly: true };
  if (accept.accepts(GRAPHQL_RESPONSE, byName)) return true;
  // Ruled out by name (`q=0`), it is not sent even when application/json is not named either.
  const refused = accept.ranges?.some((range) => `${range.type}/${range.subtype}` === GRAPHQL_RESPONSE);
  return !refused && !accept.accepts('application/json', byName);
}

/** An error refusal built before Yoga (CSRF, rate limit, body size), in the media type the request asks. */
export function refusalResponse(
  request: Request,
  status: number,
  error: GraphQLFormattedError,
  headers: Record<string, string> = {},
): Response {
  const type = answersGraphQLResponse(request) ? GRAPHQL_RESPONSE : 'application/json';
  return new Response(JSON.stringify({ errors: [error] }), {
    status,
    headers: { 'content-type': `${type}; charset=utf-8`, ...headers },
  });
}

type AnyError = GraphQLError | GraphQLFormattedError;

function codeOf(error: AnyError): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A request error Yoga or graphql-js raised with no code or one of its own: variables refused before
 * execution, an operation the document lacks (OPERATION_RESOLUTION_FAILURE), an unexpected failure.
 */
export function codeFor(error: AnyError, requestError: boolean): ErrorCode {
  if (!requestError) return 'INTERNAL_SERVER_ERROR';
  return /^Variable "\$/.test(error.message) ? 'BAD_USER_INPUT' : 'BAD_REQUEST';
}

/**
 * The one way an error leaves the BFF, over HTTP (useErrorCodes) and graphql-ws (live/sockets.ts): with
 * these extensions, its locations, path and original error, and in pt-BR where graphql-js or Yoga wrote it
 * in English (i18n/graphql-js.ts). Codes are decided before, on graphql-js's own wording (codeFor).
 */
export function outgoing(error: GraphQLError, extensions: Record<string, unknown>): GraphQLError;
export function outgoing(error: AnyError, extensions: Record<string, unknown>): AnyError;
export function outgoing(error: AnyError, extensions: Record<string, unknown>): AnyError {
  const message = graphqlMessageInPtBR(error.message);
  if (!(error instanceof GraphQLError)) return { ...error, message, extensions };
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

/** What a subscription over HTTP is sent as: the grouped SSE's (live/sse.ts) only. */
export const SUBSCRIPTION_MEDIA_TYPE = 'text/event-stream';

/**
 * A request whose Accept allows no media type its answer can be sent as: 406 with those types, in the
 * `accept` header and in a pt-BR error with a code (an error of the result, so useErrorCodes keeps both).
 */
export function notAcceptable(types: string): GraphQLError {
  return new GraphQLError(BFF_MESSAGES.notAcceptable(types), {
    extensions: { code: 'BAD_REQUEST', http: { status: 406, headers: { accept: types } } },
  });
}

function acceptOf(result: ExecutionResult): string | undefined {
  for (const error of result.errors ?? []) {
    const http = error.extensions?.http as { headers?: { accept?: unknown } } | undefined;
    if (typeof http?.headers?.accept === 'string') return http.headers.accept;
  }
  return undefined;
}

/**
 * The media types Yoga's result processors send a query or a mutation in, in the order Yoga lists them in
 * its own 406 (graphql-yoga's use-result-processor.js: SSE, multipart, then the regular JSON ones).
 */
const ANSWER_MEDIA_TYPES = [
  SUBSCRIPTION_MEDIA_TYPE,
  'multipart/mixed',
  'application/graphql-response+json',
  'application/json',
];

/**
 * Whether Yoga will find a processor for a request's Accept, read as Yoga reads it when it picks one
 * (graphql-yoga's result-processor/accept.js): ranges in UTF-8 (or no charset), wildcards on either part,
 * q-values not weighed. Asked before execution, so that an answer that could never be sent is refused
 * before the operation runs: a mutation refused with 406 after it had moved money told its client that
 * nothing ran.
 */
export function yogaCanAnswer(accept: string | null): boolean {
  const ranges = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  return ranges.some((range) => {
    const [mediaType, ...params] = range.split(';');
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') return false;
    const [type, subtype] = mediaType.split('/');
    return ANSWER_MEDIA_TYPES.some((answer) => {
      const [answerType, answerSubtype] = answer.split('/');
      return (type === '*' || type === answerType) && (subtype === '*' || subtype === answerSubtype);
    });
  });
}

/**
 * The one place a 406 is framed. An operation Yoga found no processor for (a type the Accept header names
 * with a charset other than UTF-8, say) gets the 406 of `notAcceptable` where Yoga answers 406 with an
 * empty body. A `notAcceptable` refusal (live/sse.ts refuses a subscription asked without
 * text/event-stream before it starts) goes out as Yoga's regular JSON answer when Yoga chose that
 * processor, in the media type useErrorCodes set; under any other processor (Yoga picks SSE for an Accept
 * that names text/event-stream only to refuse it, `q=0`) as one JSON answer, never in the format the client
 * ruled out. A stream that got here anyway is closed, never left running. Last of the plugins: any other
 * may still pick a processor, or see that none was picked.
 */
export function useNotAcceptable(logger: Logger): Plugin {
  return {
    // A query or a mutation (a subscription is refused before it starts by live/sse.ts, in its own
    // terms): last of the onExecute hooks, so that the others have admitted it and settle what it cost.
    onExecute({ args, setResultAndStopExecution }) {
      const { request } = args.contextValue as { request?: Partial<Request> };
      if (request?.headers && !yogaCanAnswer(request.headers.get('accept')))
        setResultAndStopExecution({ errors: [notAcceptable(ANSWER_MEDIA_TYPES.join(', '))] });
    },
    onResultProcess(payload) {
      const { result, acceptableMediaTypes, resultProcessor } = payload;
      const stream = isAsyncIterable(result);
      // A `notAcceptable` refusal names its own types; else those Yoga could have sent.
      const named = stream || Array.isArray(result) ? undefined : acceptOf(result as ExecutionResult);
      if (resultProcessor === processRegularResult || (resultProcessor && named === undefined)) return;
      if (stream)
        Promise.resolve()
          .then(() => result[Symbol.asyncIterator]().return?.())
          .catch((error: unknown) => logger.warn({ err: error }, 'a refused stream failed to close'));
      const listed = [...new Set(acceptableMediaTypes)].join(', ');
      const types =
        named ?? (listed || (stream ? SUBSCRIPTION_MEDIA_TYPE : 'application/graphql-response+json'));
      const body = JSON.stringify({
        errors: [{ message: BFF_MESSAGES.notAcceptable(types), extensions: { code: 'BAD_REQUEST' } }],
      });
      payload.setResultProcessor(
        (_result, fetchAPI) =>
          new fetchAPI.Response(body, {
            status: 406,
            headers: { 'content-type': 'application/json; charset=utf-8', accept: types },
          }),
        'application/json',
      );
    },
  };
}

/**
 * Every error leaves with a code of ERROR_CODES, and the HTTP status the GraphQL-over-HTTP spec asks for
 * on application/graphql-response+json: a request refused whole (no `data`) gets its code's 4xx or 5xx; an
 * answer with `data` is 200 whatever its field errors (a field's own status is dropped, its headers kept).
 * Clients that ask for application/json alone keep Yoga's legacy statuses.
 */
export function useErrorCodes(logger: Logger): Plugin {
  return {
    onResultProcess(payload) {
      const { request, result } = payload;
      if (isAsyncIterable(result) || Array.isArray(result)) return;
      const modern = answersGraphQLResponse(request);
      // Yoga's own processor for single JSON answers, chosen for application/json under a wildcard. Yoga
      // reads no weights, so it may also have chosen a type the request refused with `q=0`: the media type
      // is always the one decided here, as for the answers given before Yoga (public-hits.ts).
      if (payload.resultProcessor === processRegularResult)
        payload.setResultProcessor(processRegularResult, modern ? GRAPHQL_RESPONSE : 'application/json');
      const answer = result as ExecutionResult;
      if (!answer.errors?.length) return;
      const requestError = !('data' in answer) || answer.data === undefined;
      const errors = (answer.errors as readonly AnyError[]).map((error) => {
        let code = codeOf(error);
        if (code === undefined || !(code in ERROR_CODES)) {
          const given = code;
          code = codeFor(error, requestError);
          // graphql-js and Yoga refuse a client's document or variables without a code (or, for an operation
          // the document lacks, with Yoga's OPERATION_RESOLUTION_FAILURE), and codeFor gives theirs: the
          // client's mistake, not worth a warning per request. A field error without one, or another code
          // outside the table, is this server's.
          const clientsMistake =
            requestError && (given === undefined || given === 'OPERATION_RESOLUTION_FAILURE');
          if (!clientsMistake)
            logger.warn(
              { message: error.message, given, code },
              'GraphQL error without a code of ERROR_CODES',
            );
        }
        const http = error.extensions?.http as
          { status?: number; headers?: object; spec?: boolean } | undefined;
        const known = (ERROR_CODES as Record<string, ErrorCodeInfo | undefined>)[code];
        let status = http?.status;
        if (!requestError) status = undefined;
        else if (modern && status === undefined) status = known?.status ?? 400;
        const { http: _dropped, ...rest } = error.extensions ?? {};
        const nextHttp = {
          ...(http?.headers ? { headers: http.headers } : {}),
          ...(status ? { status } : {}),
        };
        // graphql-js's own request errors keep Yoga's `spec` flag on legacy application/json: 200 there.
        // Elsewhere it goes, since Yoga's SSE processor reads it as legacy JSON does (a document refused
        // over SSE was a 200 stream).
        if (http?.spec && !modern) Object.assign(nextHttp, { spec: true });
        return outgoing(error, {
          ...rest,
          code,
          ...(Object.keys(nextHttp).length > 0 ? { http: nextHttp } : {}),
        });
      });
      payload.setResult({ ...answer, errors: errors as GraphQLError[] });
    },
  };
}
