import type { IncomingMessage } from 'node:http';
import { getCORSHeadersByRequestAndOptions } from '@whatwg-node/server';
import { processRegularResult, type CORSOptions, type GraphQLParams } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import type { Cost } from './plugins/cost.ts';
import { answersGraphQLResponse, GRAPHQL_RESPONSE } from './plugins/errors.ts';
import { logRequest } from './plugins/logging.ts';
import { persistedDocument } from './plugins/persisted-operations.ts';
import type { FloodCount, FloodGuard } from './plugins/rate-limit.ts';
import { requestIdFrom } from '../request-id.ts';
import { bodyEncodingRefusal, checkRequestShape, type RequestShapeLimits } from './plugins/request-shape.ts';
import {
  responseCacheKey,
  servedAs,
  type PublicResponseStore,
  type SerialisableResult,
} from './plugins/response-cache.ts';
import { SESSION_COOKIE, readCookie, type HeaderReader } from './session.ts';
import { wholeBodyOf } from './whole-answer.ts';
import { strictUtf8 } from '../strict-utf8.ts';

/**
 * Kept public answers given before Yoga. A visitor's request for a persisted operation whose answer the
 * response cache holds is answered here, by the HTTP route, from the same entry and with the same checks
 * and headers as Yoga would give it, each taken from the one module that does it in Yoga's pipeline:
 * the flood guard (plugins/rate-limit.ts), the request's shape (plugins/request-shape.ts), the persisted
 * text (plugins/persisted-operations.ts), the cache key and store (plugins/response-cache.ts), the charge
 * and its RateLimit headers (plugins/cost.ts), Yoga's CORS and result serialisation, the request id and
 * the log line. public-hits.test.ts holds both paths to the same answers.
 *
 * Why: Yoga's pipeline around a hit (the Request and Response objects, its parser and hooks) cost more CPU
 * than the hit itself, and the event page's hits are most of the traffic of a match day. Answered here, a
 * hit costs about half (docs/PERFORMANCE.md, round 12).
 *
 * Only what is certainly a visitor's kept public answer is answered; everything else goes to Yoga, which
 * answers it as before:
 * - a POST to /graphql of `{doc_id, variables?, operationName?}` with Yoga's JSON content type, a declared
 *   length between 1 and MAX_BODY_BYTES, and an Accept for which Yoga answers with its JSON processor
 *   (ACCEPTED);
 * - no credential (no session cookie, no Authorization): nothing private can be asked and no cookie is set;
 * - no Origin, or an allowed one (stricter than the CSRF rule of plugins/csrf.ts, which refuses a request
 *   without a cookie only when it asks for a session from another origin: such requests stay Yoga's);
 * - a shape within the limits, a known persisted id, and an entry in a store that is answering.
 * The flood guard counts the request first, as in Yoga; whatever is left to Yoga after that (a refusal, a
 * miss, a cost refusal) goes with the guard's count (`counted`), so that each request is counted once and
 * refused with Yoga's usual answer.
 */

/** The body of a persisted request is its id and variables: anything larger is not one of ours. */
const MAX_BODY_BYTES = 4096;

/**
 * Accept values for which Yoga answers a query with its regular JSON processor (no SSE, no multipart, no
 * 406), each with its media type: plugins/errors.ts's (`answersGraphQLResponse`), as in Yoga's path, read
 * once here rather than on every hit. Any other spelling (case, spaces, charset, q) is left to Yoga.
 */
const ACCEPTED = new Map(
  [
    undefined,
    '*/*',
    'application/graphql-response+json, application/json',
    'application/graphql-response+json',
    'application/json',
  ].map((accept) => {
    const modern = answersGraphQLResponse({ headers: { get: () => accept ?? null } });
    return [accept, modern ? GRAPHQL_RESPONSE : 'application/json'] as const;
  }),
);

const PERSISTED_KEYS = new Set(['doc_id', 'variables', 'operationName']);

export interface PublicHitsOptions {
  persisted: { get(id: string): string | null };
  /** The response cache's store (createPublicResponseStore), shared with Yoga's plugin. */
  store: PublicResponseStore;
  guard: FloodGuard | undefined;
  cost: Cost;
  /** Yoga's CORS options of a request (plugins/cors.ts). */
  cors: (request: HeaderReader) => CORSOptions;
  /** The only Origins a request answered here may carry (plugins/cors.ts, allowedOriginSet). */
  allowedOrigins: ReadonlySet<string>;
  shapeLimits: RequestShapeLimits | undefined;
  /** Yoga's Fetch API, whose Response its result processor builds. */
  fetchAPI: Parameters<typeof processRegularResult>[1];
  logger: Logger;
}

/** What became of a request: answered here, or left to Yoga (with the flood guard's count if made). */
export type PublicHitOutcome = { response: Response } | { response?: undefined; counted?: FloodCount };

export interface PublicHits {
  /**
   * Answers a request from the kept answers, or leaves it to Yoga. A body read here (never an empty one)
   * stays on the request (`incoming.body`), where Yoga's Node adapter takes it instead of the spent stream.
   */
  answer(
    incoming: IncomingMessage,
    clientIp: string,
    /** The headers of an answer given here, with what the HTTP layer adds to every answer (security). */
    finishHeaders?: (headers: Record<string, string>) => Record<string, string>,
  ): Promise<PublicHitOutcome>;
}

/** Node's request headers as Request.headers reads them (names in lower case, repeated values joined). */
function headersOf(incoming: IncomingMessage): HeaderReader['headers'] {
  return {
    get(name: string): string | null {
      const value = incoming.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** Whether the request is a visitor's persisted POST that may be answered here (see the rules above). */
function answerable(
  incoming: IncomingMessage,
  request: HeaderReader,
  allowedOrigins: ReadonlySet<string>,
): boolean {
  const { headers } = incoming;
  if (incoming.method !== 'POST' || incoming.url !== '/graphql') return false;
  // If-None-Match needs no look: a POST's condition is ignored (plugins/response-cache.ts).
  if (headers.authorization !== undefined) return false;
  if (readCookie(request, SESSION_COOKIE) !== undefined) return false;
  if (headers.origin !== undefined && !allowedOrigins.has(headers.origin)) return false;
  // Yoga's JSON parser takes exactly these (graphql-yoga's request-parser/utils.js); others get its 415.
  const contentType = headers['content-type']?.split(',')[0];
  if (contentType !== 'application/json' && !contentType?.startsWith('application/json;')) return false;
  // Refused by Yoga's parser (request-shape.ts) with 415, whatever is kept.
  if (bodyEncodingRefusal(contentType, headers['content-encoding']) !== undefined) return false;
  const length = headers['content-length'];
  if (headers['transfer-encoding'] !== undefined || length === undefined || !/^\d+$/.test(length))
    return false;
  // An empty body is not a persisted request, and Yoga's adapter would read it from the spent stream.
  if (Number(length) === 0 || Number(length) > MAX_BODY_BYTES) return false;
  return ACCEPTED.has(headers.accept);
}

/** The whole body, or undefined when it never arrives whole (the client went away). */
function readBody(incoming: IncomingMessage): Promise<Buffer | undefined> {
  if (incoming.readableEnded || incoming.destroyed) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(Buffer.concat(chunks)));
    // Node fails the request with "aborted" when its socket closes before the declared length arrived.
    incoming.once('error', () => resolve(undefined));
    incoming.once('close', () => {
      if (!incoming.complete) resolve(undefined);
    });
  });
}

/** The persisted request the body holds, within the shape limits; undefined for anything else. */
function persistedParams(
  body: Buffer,
  limits: RequestShapeLimits | undefined,
): { id: string; operationName?: string; variables: Record<string, unknown> } | undefined {
  // Strictly UTF-8, as Yoga's parser reads it (request-shape.ts): a body it refuses is not answered here.
  const text = strictUtf8(body);
  if (text === undefined) return undefined;
  let params: unknown;
  try {
    params = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return undefined;
  const record = params as Record<string, unknown>;
  if (!Object.keys(record).every((key) => PERSISTED_KEYS.has(key)) || typeof record.doc_id !== 'string')
    return undefined;
  try {
    checkRequestShape(record, limits);
  } catch {
    return undefined;
  }
  return {
    id: record.doc_id,
    operationName: typeof record.operationName === 'string' ? record.operationName : undefined,
    variables: (record.variables ?? {}) as Record<string, unknown>,
  };
}

interface PersistedLookup {
  /** The persisted text the lookup was made with: a reload of the persisted file may change it. */
  text: string;
  /** The response cache's key of the request (plugins/response-cache.ts). */
  key: string;
  /** Its parameters as Yoga's plugins see them once the persisted text is in (the cost reads them). */
  params: GraphQLParams;
}

/** Persisted requests remembered by their body (each at most MAX_BODY_BYTES). */
const MAX_LOOKUPS = 512;

export function createPublicHits(options: PublicHitsOptions): PublicHits {
  // A persisted request's parameters and cache key, by its body: the web app sends the same few bodies
  // (one per page and event), and working them out (JSON, shape, the key's hashes) was a tenth of a hit.
  const lookups = new Map<string, PersistedLookup & { id: string }>();
  function lookup(body: Buffer): PersistedLookup | undefined {
    const bodyKey = body.toString('latin1');
    const known = lookups.get(bodyKey);
    if (known && persistedDocument(options.persisted, known.id) === known.text) return known;
    const params = persistedParams(body, options.shapeLimits);
    const text = params && persistedDocument(options.persisted, params.id);
    if (!params || !text) return undefined;
    const found = {
      id: params.id,
      text,
      key: responseCacheKey(text, params.operationName, params.variables, 'persisted'),
      params: { query: text, operationName: params.operationName, variables: params.variables },
    };
    if (lookups.size >= MAX_LOOKUPS) lookups.clear();
    lookups.set(bodyKey, found);
    return found;
  }

  /** The kept answer of a request, or undefined (not one of ours, not kept, or the store not answering). */
  async function keptAnswerOf(
    body: Buffer,
  ): Promise<{ kept: SerialisableResult; params: GraphQLParams } | undefined> {
    const request = lookup(body);
    // A store that keeps failing (a hanging Redis) is asked by Yoga alone, not twice per request.
    if (!request || !options.store.answering()) return undefined;
    const kept = (await options.store.get(request.key)) as SerialisableResult | undefined;
    return kept && { kept, params: request.params };
  }

  return {
    async answer(incoming, clientIp, finishHeaders = (headers) => headers) {
      const started = performance.now();
      const request: HeaderReader = { headers: headersOf(incoming) };
      if (!answerable(incoming, request, options.allowedOrigins)) return {};
      const requestId = requestIdFrom(request.headers.get('x-request-id'));
      const answered = (response: Response) => {
        logRequest(options.logger, {
          requestId,
          method: 'POST',
          status: response.status,
          ms: Math.round(performance.now() - started),
        });
        return { response };
      };

      // First, as in Yoga: a refused request costs nothing more here.
      const counted: FloodCount = options.guard ? await options.guard.count(clientIp, undefined) : {};
      if (counted.refused) return { counted };
      const body = await readBody(incoming);
      // Nobody is left to answer; the request was counted, as Yoga counts it before reading a body.
      if (!body) return answered(new Response(null, { status: 400, headers: { connection: 'close' } }));
      // Yoga's Node adapter reads a body already taken from the stream here (@whatwg-node/server).
      (incoming as IncomingMessage & { body?: Buffer }).body = body;
      const found = await keptAnswerOf(body);
      if (!found) return { counted };
      const charged = await options.cost.chargeVisitorHit(found.kept, found.params, clientIp);
      // Nothing was taken from the bucket: Yoga charges the request again and answers its 429.
      if (charged.refused) return { counted };

      // From here the request is answered here, whatever happens: it has been charged.
      // Yoga's serialisation: its status, content type, the entry's ETag and Last-Modified, and the bytes.
      // One of ACCEPTED's values, or `answerable` would have left the request to Yoga.
      const mediaType = ACCEPTED.get(incoming.headers.accept)!;
      const serialised = processRegularResult(servedAs(charged.answer), options.fetchAPI, mediaType);
      const headers: Record<string, string> = {};
      serialised.headers.forEach((value, name) => (headers[name] = value));
      // Yoga's CORS function reads the request's Origin (and preflight headers, absent from a POST) only,
      // though its type asks for a whole Request.
      const corsHeaders = getCORSHeadersByRequestAndOptions(request as Request, options.cors(request));
      Object.assign(headers, corsHeaders);
      // As plugins/session-cookies.ts marks every answer of /graphql.
      headers['cache-control'] = 'no-store';
      Object.assign(headers, charged.headers);
      headers['x-request-id'] = requestId;
      // A Response of the bytes and a plain record of headers, which the HTTP layer writes as they are
      // (Yoga's own Response, streamed, if its body were ever not whole).
      const bytes = wholeBodyOf(serialised);
      if (bytes === undefined) {
        for (const [name, value] of Object.entries(headers)) serialised.headers.set(name, value);
        return answered(serialised);
      }
      return answered(new Response(bytes, { status: serialised.status, headers: finishHeaders(headers) }));
    },
  };
}
