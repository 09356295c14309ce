import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BFF_MESSAGES } from '../i18n/bff.ts';
import { withSecurityHeaders } from '../webapp/security-headers.ts';
import { refusalResponse } from './plugins/errors.ts';
import { floodRefusal } from './plugins/rate-limit.ts';
import { wholeAnswer } from './whole-answer.ts';
import type { Bff, BffServerContext } from './yoga.ts';

export interface GraphqlRouteOptions {
  /** The largest request body read (limits.requestBodyBytes); larger ones get 413 before Yoga. */
  maxBodyBytes: number;
  /** The caller's address: the socket's, or the forwarded one behind a trusted proxy. */
  clientIp(c: Context): string;
}

/** What @hono/node-server passes as a request's env: Node's own request and response. */
interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

/** Whether the request carries more than one Authorization header (rawHeaders: name, value, name, …). */
function repeatedAuthorization(rawHeaders: readonly string[]): boolean {
  let seen = 0;
  for (let at = 0; at < rawHeaders.length; at += 2)
    if (rawHeaders[at].length === 13 && rawHeaders[at].toLowerCase() === 'authorization' && ++seen > 1)
      return true;
  return false;
}

/**
 * Node's request when it is this request and its body is known to fit before it is read: none at all (a
 * GET), or a Content-Length within the limit and no chunked encoding. Undefined otherwise, and outside Node
 * (app.request in tests). The web role's pages ask GraphQL in process with their own env (so that the
 * visitor's address is counted): that env's Node request is the page's, not this one.
 */
function nodeRequestWithinLimit(c: Context, maxBytes: number): NodeBindings | undefined {
  const env = c.env as NodeBindings | undefined;
  const incoming = env?.incoming;
  if (!incoming || !env.outgoing || incoming.headers['transfer-encoding'] !== undefined) return undefined;
  // Node keeps the first of repeated Authorization headers and drops the others; Hono's Request keeps them
  // all, joined ("Bearer a, Bearer b"), which the session refuses as the malformed credential it is, rather
  // than sign the request in as whichever token came first (the Banca API refuses it too).
  if (repeatedAuthorization(incoming.rawHeaders)) return undefined;
  if (incoming.method !== c.req.method || incoming.url?.split('?')[0] !== c.req.path) return undefined;
  const length = incoming.headers['content-length'];
  if (length === undefined) return incoming.method === 'POST' ? undefined : env;
  return /^\d+$/.test(length) && Number(length) <= maxBytes ? env : undefined;
}

/**
 * /graphql over HTTP (queries, mutations, SSE, GraphiQL in a browser), as the BFF role mounts it and as
 * `npm run bench:bff` serves it, so that the benchmark measures the deployed path.
 *
 * Yoga is handed Node's own request whenever the body's size is known to fit: its adapter reads the
 * request from Node as it does when it is the server itself. Hono's Request, which Yoga would read
 * otherwise, is a web stream over Node's (`Readable.toWeb`), and Hono's body limit asks for it just to see
 * whether there is a body: a response-cache hit of the event page took 265 µs of CPU that way, against
 * 130 µs with Node's request (docs/PERFORMANCE.md, round 12). A body without a Content-Length (chunked) is
 * still counted while it is read by Hono's body limit, and goes to Yoga as a Request.
 *
 * A visitor's request for a kept public answer is answered before Yoga (public-hits.ts).
 */
export function mountGraphqlRoute(
  app: Hono,
  bff: Pick<Bff, 'yoga' | 'publicHits' | 'floodGuard' | 'clock'>,
  options: GraphqlRouteOptions,
): void {
  const limit = bodyLimit({
    maxSize: options.maxBodyBytes,
    onError: (c) =>
      refusalResponse(
        c.req.raw,
        413,
        { message: BFF_MESSAGES.requestTooLarge, extensions: { code: 'PAYLOAD_TOO_LARGE' } },
        // The rest of the body is never read, so the connection cannot carry another request.
        { connection: 'close' },
      ),
  });
  // Any other method is refused with the methods that are accepted (RFC 9110 §15.5.6), as GraphQL says it;
  // HEAD too, which Hono routes as a GET and Yoga would refuse in English with another Allow. It counts
  // against the client's ceiling as any request to /graphql does, and its body is never read: the
  // connection closes with the answer rather than drain what a client may keep sending.
  const refuseMethod = async (c: Context) => {
    const flooded = bff.floodGuard && (await floodRefusal(bff.floodGuard, options.clientIp(c), c.req.raw));
    flooded?.headers.set('connection', 'close');
    return (
      flooded ||
      refusalResponse(
        c.req.raw,
        405,
        { message: BFF_MESSAGES.graphqlMethodNotAllowed, extensions: { code: 'BAD_REQUEST' } },
        { allow: 'GET, POST, OPTIONS', connection: 'close' },
      )
    );
  };
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    if (c.req.method === 'HEAD') return refuseMethod(c);
    const arrivedAt = bff.clock.now();
    const clientIp = options.clientIp(c);
    const withSecurity = (headers: Record<string, string>) => withSecurityHeaders(c, headers);
    const node = nodeRequestWithinLimit(c, options.maxBodyBytes);
    if (!node) {
      // Hono's body limit, around Yoga's fetch: a 413, or the answer to the body it counted while reading.
      let answer: Response | undefined;
      const refusal = await limit(c, async () => {
        answer = wholeAnswer(await bff.yoga.fetch(c.req.raw, { clientIp, arrivedAt }), withSecurity);
      });
      return refusal ?? answer!;
    }
    const hit = bff.publicHits ? await bff.publicHits.answer(node.incoming!, clientIp, withSecurity) : {};
    if (hit.response) return hit.response;
    const serverContext: BffServerContext = { clientIp, flood: hit.counted, arrivedAt };
    return wholeAnswer(
      await bff.yoga.handleNodeRequestAndResponse(node.incoming!, node.outgoing!, serverContext),
      withSecurity,
    );
  });
  // Every other method Node's parser takes (PUT, DELETE, PROPFIND, QUERY…): after the route above, which
  // answers the accepted ones.
  app.all('/graphql', refuseMethod);
}
