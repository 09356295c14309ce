import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import { PERSISTED_PARAM_NAMES } from './persisted-operations.ts';
import { strictUtf8 } from '../../strict-utf8.ts';

export type RequestShapeLimits = Pick<Limits, 'graphqlVariablesDepth' | 'graphqlVariablesValues'>;

function badRequest(message: string, status = 400, headers?: Record<string, string>): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status, headers } } });
}

/**
 * The depth and number of values of a JSON value, stopping as soon as either bound is passed so that a
 * hostile document costs no more than the bound to refuse. Iterative: a 100 kB body may nest 50,000 levels.
 */
function exceeds(
  value: unknown,
  maxDepth: number,
  maxValues: number,
): 'depth' | 'values' | 'number' | undefined {
  const stack: Array<[unknown, number]> = [[value, 1]];
  let values = 0;
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (++values > maxValues) return 'values';
    // 1e400 parses to Infinity, which JSON cannot write back: the cache and group keys would read it as null.
    if (typeof item === 'number' && !Number.isFinite(item)) return 'number';
    if (item === null || typeof item !== 'object') continue;
    if (depth > maxDepth) return 'depth';
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The shape of a GraphQL request, checked right after parsing, before any plugin reads it: a string `query`,
 * object `variables`/`extensions` (Yoga checks them only after the plugins' onParams), malformed JSON in a
 * GET's `variables` (Yoga answers 500), a string `operationName`, a document or a persisted id (Yoga answers
 * 200 without), and variables nested or sized within the limits (they are walked by validation, the cost
 * analysis and the cache keys). Yoga itself refuses a mutation over GET (405, as the GraphQL
 * over HTTP spec requires).
 * Every refusal is HTTP 400 with code BAD_REQUEST (thrown). Used by Yoga's parser below, and before Yoga by
 * public-hits.ts.
 */
export function checkRequestShape(
  params: GraphQLParams & Record<string, unknown>,
  limits: RequestShapeLimits = DEFAULT_LIMITS,
): void {
  // Yoga checks these types too, but only after every plugin's onParams has read the parameters (the
  // response cache hashes `query`): a number there was a 500 before Yoga could say 400.
  if (params.query != null && typeof params.query !== 'string')
    throw badRequest(BFF_MESSAGES.graphqlQueryNotText);
  for (const name of ['variables', 'extensions'] as const) {
    if (params[name] != null && !isObject(params[name]))
      throw badRequest(BFF_MESSAGES.graphqlParamNotObject(name));
  }
  if (params.operationName != null && typeof params.operationName !== 'string')
    throw badRequest(BFF_MESSAGES.graphqlOperationNameNotText);
  const persisted =
    PERSISTED_PARAM_NAMES.some((name) => params[name] != null) ||
    (isObject(params.extensions) && params.extensions.persistedQuery != null);
  if ((params.query == null || params.query === '') && !persisted)
    throw badRequest(BFF_MESSAGES.graphqlQueryMissing);
  for (const name of ['variables', 'extensions'] as const) {
    const refusal = paramShapeRefusal(name, params[name], limits);
    if (refusal) throw badRequest(refusal);
  }
}

/**
 * Why a request's `variables` or `extensions` are refused for their nesting, their number of values (they
 * are walked by validation, the cost analysis and the cache and group keys) or a number too large to be one
 * (`1e400`), or undefined. HTTP
 * requests are checked by `checkRequestShape`; graphql-ws's subscribe messages by the live sockets.
 */
export function paramShapeRefusal(
  name: 'variables' | 'extensions',
  value: unknown,
  limits: RequestShapeLimits,
): string | undefined {
  if (value == null) return undefined;
  const over = exceeds(value, limits.graphqlVariablesDepth, limits.graphqlVariablesValues);
  if (over === 'depth') return BFF_MESSAGES.graphqlParamTooDeep(name, limits.graphqlVariablesDepth);
  if (over === 'values') return BFF_MESSAGES.graphqlParamTooManyValues(name, limits.graphqlVariablesValues);
  if (over === 'number') return BFF_MESSAGES.graphqlParamNumberOutOfRange(name);
  return undefined;
}

/** Media types Yoga reads as a JSON body; it compares them case-sensitively, where RFC 9110 §8.3.1 does not. */
const JSON_MEDIA_TYPES = new Set(['application/json', 'application/graphql+json']);

function isJsonPost(request: Request): boolean {
  // Yoga reads the first of a (malformed) list of types; so does this.
  const mediaType = request.headers.get('content-type')?.split(',')[0].split(';')[0].trim().toLowerCase();
  return request.method === 'POST' && mediaType !== undefined && JSON_MEDIA_TYPES.has(mediaType);
}

/**
 * Why a JSON POST's body cannot be read as it was sent, or undefined: compressed (any Content-Encoding but
 * `identity`: it was read as JSON, and a gzip body failed as malformed while a plain one labelled gzip
 * passed), or labelled with a charset other than UTF-8 (it was read as UTF-8 regardless). Refused with 415.
 */
export function bodyEncodingRefusal(
  contentType: string | null | undefined,
  contentEncoding: string | null | undefined,
): string | undefined {
  const encoding = contentEncoding?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return BFF_MESSAGES.graphqlContentEncodingUnsupported;
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType?.split(',')[0] ?? '')?.[1].toLowerCase();
  // ASCII is UTF-8 too.
  if (charset !== undefined && !['utf-8', 'utf8', 'us-ascii'].includes(charset))
    return BFF_MESSAGES.graphqlCharsetUnsupported;
  return undefined;
}

/**
 * A JSON body as GraphQL parameters, for every spelling of the JSON media types: Yoga's own parser refuses
 * malformed JSON in English with the parser's message attached, and `Application/JSON` not at all, and
 * reads bytes that are not UTF-8 as U+FFFD.
 */
async function parseJsonBody(request: Request): Promise<GraphQLParams> {
  const text = strictUtf8(await request.arrayBuffer());
  try {
    if (text !== undefined) return JSON.parse(text) as GraphQLParams;
  } catch {
    // Malformed JSON: refused below, as bytes that are not UTF-8 are.
  }
  throw badRequest(BFF_MESSAGES.graphqlBodyNotJson);
}

/**
 * A persisted operation's id in a GET's address (`?doc_id=…&variables=…`), as a POST body carries it: Yoga's
 * GET parser reads only `query`, `operationName`, `variables` and `extensions`, and the request was refused
 * as if it named no operation at all.
 */
function withPersistedIdOf(request: Request, params: Record<string, unknown>): void {
  // `doc_id` alone: an `id` in an address is as likely a cache-buster as an operation's id.
  const id = new URL(request.url).searchParams.get('doc_id');
  if (id !== null && params.doc_id === undefined) params.doc_id = id;
}

/**
 * The shape check in Yoga, right after its request parser: what arrives is one object of parameters, every
 * refusal in pt-BR with code BAD_REQUEST. A POST that is not JSON (text/plain, a form, application/graphql…)
 * is refused here with 415, a code and a message, where Yoga answers a bare 415 or reads it leniently.
 */
export function useRequestShape(limits: RequestShapeLimits = DEFAULT_LIMITS): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      // A POST is JSON or nothing: Yoga's other parsers (application/graphql, forms, multipart) read
      // bytes that are not UTF-8 as U+FFFD and carry nothing the app or GraphiQL sends.
      const parse = isJsonPost(request)
        ? parseJsonBody
        : request.method === 'POST'
          ? undefined
          : requestParser;
      const refusal = !parse
        ? BFF_MESSAGES.graphqlMediaTypeUnsupported
        : parse === parseJsonBody
          ? bodyEncodingRefusal(request.headers.get('content-type'), request.headers.get('content-encoding'))
          : undefined;
      if (!parse || refusal) {
        // A coding refused says which one is read (RFC 9110 §15.5.16).
        const headers =
          refusal === BFF_MESSAGES.graphqlContentEncodingUnsupported
            ? { 'accept-encoding': 'identity' }
            : undefined;
        setRequestParser(() => {
          throw badRequest(refusal ?? BFF_MESSAGES.graphqlMediaTypeUnsupported, 415, headers);
        });
        return;
      }
      setRequestParser(async (request) => {
        let result: Awaited<ReturnType<typeof parse>>;
        try {
          result = await parse(request);
        } catch (error) {
          // Yoga's own refusals carry their status; a bare SyntaxError is JSON.parse of a GET's parameters.
          if (error instanceof GraphQLError) throw error;
          if (error instanceof SyntaxError) throw badRequest(BFF_MESSAGES.graphqlParamsNotJson);
          throw error;
        }
        if (result instanceof Response) return result;
        if (request.method === 'GET' && isObject(result)) withPersistedIdOf(request, result);
        // Yoga would refuse a batch too (batching is off), in English.
        if (Array.isArray(result)) throw badRequest(BFF_MESSAGES.graphqlBatchUnsupported);
        if (!isObject(result)) throw badRequest(BFF_MESSAGES.graphqlBodyNotObject);
        checkRequestShape(result as GraphQLParams & Record<string, unknown>, limits);
        return result;
      });
    },
  };
}
