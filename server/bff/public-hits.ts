import type { IncomingMessage } from 'node:http';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { getCORSHeadersByRequestAndOptions } from '@whatwg-node/server';
import type { ExecutionResult } from 'graphql';
import { processRegularResult, type CORSOptions, type GraphQLParams } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import type { Cost } from './plugins/cost.ts';
import { logRequest } from './plugins/logging.ts';
import { persistedDocument } from './plugins/persisted-operations.ts';
import type { FloodCount, FloodGuard } from './plugins/rate-limit.ts';
import { requestIdFrom } from './plugins/request-id.ts';
import { checkRequestShape, type RequestShapeLimits } from './plugins/request-shape.ts';
import { responseCacheKey, servedAs, type SerialisedAnswer } from './plugins/response-cache.ts';
import { SESSION_COOKIE, readCookie } from './session.ts';
import { wholeBodyOf } from './whole-answer.ts';

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
 * - a POST to /graphql of `{doc_id, variables?, operationName?}` as JSON, with a declared length of at most
 *   MAX_BODY_BYTES, and an Accept this module answers as Yoga does (ACCEPTED);
 * - no credential (no session cookie, no Authorization): nothing private can be asked, no cookie is set,
 *   and the CSRF rule (plugins/csrf.ts) refuses nothing without a cookie from an allowed origin; so an
 *   Origin, when sent, is one of the allowed ones;
 * - no If-None-Match (the response cache's 304 is Yoga's);
 * - a shape within the limits, a known persisted id, and an entry in the store.
 * A refusal by the flood guard or the cost budget is left to Yoga as well, with the guard's count handed on
 * (`counted`), so that the request is counted once and refused with Yoga's usual answer.
 */

/** The body of a persisted request is its id and variables: anything larger is not one of ours. */
const MAX_BODY_BYTES = 4096;

/**
 * The Accept values answered here, and the media type Yoga's result processor picks for each (its last
 * match of the listed types: application/graphql-response+json for the web app's list and for none).
 */
const ACCEPTED = new Map<string | undefined, string>([
  [undefined, 'application/graphql-response+json'],
  ['*/*', 'application/graphql-response+json'],
  ['application/graphql-response+json, application/json', 'application/graphql-response+json'],
  ['application/graphql-response+json', 'application/graphql-response+json'],
  ['application/json', 'application/json'],
]);

const PERSISTED_KEYS = new Set(['doc_id', 'variables', 'operationName']);

export interface PublicHitsOptions {
  persisted: { get(id: string): string | null };
  /** The response cache's store (createPublicResponseStore), shared with Yoga's plugin. */
  store: Cache;
  guard: FloodGuard | undefined;
  cost: Cost;
  /** Yoga's CORS options of a request (plugins/cors.ts). */
  cors: (request: Request) => CORSOptions;
  /** PUBLIC_URL and CORS_ORIGINS: the only Origins a request answered here may carry. */
  allowedOrigins: string[];
  shapeLimits: RequestShapeLimits | undefined;
  /** Yoga's Fetch API, whose Response its result processor builds. */
  fetchAPI: Parameters<typeof processRegularResult>[1];
  logger: Logger;
}

/** What became of a request: answered here, or left to Yoga (with the flood guard's count if made). */
export type PublicHitOutcome = { response: Response } | { response?: undefined; counted?: FloodCount };

export interface PublicHits {
  /**
   * Answers a request from the kept answers, or leaves it to Yoga. A body read here stays on the request
   * (`incoming.body`), where Yoga's Node adapter takes it instead of the spent stream.
   */
  answer(incoming: IncomingMessage, clientIp: string): Promise<PublicHitOutcome>;
}

/** Node's request headers as Request.headers reads them (names in lower case, repeated values joined). */
function headersOf(incoming: IncomingMessage) {
  return {
    get(name: string): string | null {
      const value = incoming.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** The media type answered, when the request is a visitor's persisted POST that may be answered here. */
function answerableAs(incoming: IncomingMessage, allowedOrigins: Set<string>): string | undefined {
  const { headers } = incoming;
  if (incoming.method !== 'POST' || incoming.url !== '/graphql') return undefined;
  if (headers.authorization !== undefined || headers['if-none-match'] !== undefined) return undefined;
  if (readCookie({ headers: headersOf(incoming) }, SESSION_COOKIE) !== undefined) return undefined;
  if (headers.origin !== undefined && !allowedOrigins.has(headers.origin)) return undefined;
  if (!/^application\/json\s*(;|$)/i.test(headers['content-type'] ?? '')) return undefined;
  const length = headers['content-length'];
  if (headers['transfer-encoding'] !== undefined || length === undefined || !/^\d+$/.test(length))
    return undefined;
  if (Number(length) > MAX_BODY_BYTES) return undefined;
  return ACCEPTED.get(headers.accept);
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(Buffer.concat(chunks)));
    // Node fails the request with "aborted" when its socket closes before the declared length arrived.
    incoming.once('error', reject);
  });
}

/** The persisted request the body holds, within the shape limits; undefined for anything else. */
function persistedParams(
  body: Buffer,
  limits: RequestShapeLimits | undefined,
): { id: string; operationName?: string; variables: Record<string, unknown> } | undefined {
  let params: unknown;
  try {
    params = JSON.parse(body.toString('utf8'));
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
  /** The response cache's key of the request (plugins/response-cache.ts). */
  key: string;
  /** Its parameters as Yoga's plugins see them once the persisted text is in (the cost reads them). */
  params: GraphQLParams;
}

/** Persisted requests remembered by their body (each at most MAX_BODY_BYTES). */
const MAX_LOOKUPS = 512;

type KeptAnswer = ExecutionResult & { stringify?: (result: ExecutionResult) => SerialisedAnswer };

export function createPublicHits(options: PublicHitsOptions): PublicHits {
  const allowedOrigins = new Set(options.allowedOrigins.map((o) => new URL(o).origin));

  // A persisted request's parameters and cache key, by its body: the web app sends the same few bodies
  // (one per page and event), and working them out (JSON, shape, the key's hashes) was a tenth of a hit.
  const lookups = new Map<string, PersistedLookup>();
  function lookup(body: Buffer): PersistedLookup | undefined {
    const bodyKey = body.toString('latin1');
    const known = lookups.get(bodyKey);
    if (known) return known;
    const params = persistedParams(body, options.shapeLimits);
    const text = params && persistedDocument(options.persisted, params.id);
    if (!params || !text) return undefined;
    const found: PersistedLookup = {
      key: responseCacheKey(text, params.operationName, params.variables, 'persisted'),
      params: { query: text, operationName: params.operationName, variables: params.variables },
    };
    if (lookups.size >= MAX_LOOKUPS) lookups.clear();
    lookups.set(bodyKey, found);
    return found;
  }

  return {
    async answer(incoming, clientIp) {
      const started = performance.now();
      const mediaType = answerableAs(incoming, allowedOrigins);
      if (!mediaType) return {};
      let body: Buffer;
      try {
        body = await readBody(incoming);
      } catch {
        // The body never arrived whole (the client went away mid-request): nobody is left to answer.
        return { response: new Response(null, { status: 400, headers: { connection: 'close' } }) };
      }
      // Yoga's Node adapter reads a body already taken from the stream here (@whatwg-node/server).
      (incoming as IncomingMessage & { body?: Buffer }).body = body;
      const request = lookup(body);
      if (!request) return {};
      const kept = (await options.store.get(request.key)) as KeptAnswer | undefined;
      if (!kept) return {};

      const counted: FloodCount = options.guard ? await options.guard.count(clientIp, undefined) : {};
      if (counted.refused) return { counted };
      const charged = await options.cost.chargeVisitorHit(kept, request.params, clientIp);
      // Nothing was taken from the bucket: Yoga charges the request again and answers its 429.
      if (charged.refused) return { counted };

      // Yoga's serialisation: its status, content type, the entry's ETag and Last-Modified, and the bytes.
      const serialised = processRegularResult(servedAs(charged.answer), options.fetchAPI, mediaType);
      const bytes = wholeBodyOf(serialised);
      if (bytes === undefined) return { counted };
      const headers: Record<string, string> = {};
      serialised.headers.forEach((value, name) => (headers[name] = value));
      const requestHeaders = headersOf(incoming);
      // Yoga's CORS reads the request's Origin (and preflight headers, absent from a POST) only.
      const asRequest = { headers: requestHeaders } as unknown as Request;
      Object.assign(headers, getCORSHeadersByRequestAndOptions(asRequest, options.cors(asRequest)));
      // As plugins/session-cookies.ts marks every answer of /graphql.
      headers['cache-control'] = 'no-store';
      Object.assign(headers, charged.headers);
      const requestId = requestIdFrom(requestHeaders.get('x-request-id'));
      headers['x-request-id'] = requestId;
      logRequest(options.logger, {
        requestId,
        method: 'POST',
        status: serialised.status,
        ms: Math.round(performance.now() - started),
      });
      // A Response of the bytes and a plain record of headers, which the HTTP layer writes as they are.
      const response = new Response(bytes, { status: serialised.status, headers });
      return { response };
    },
  };
}
