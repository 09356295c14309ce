/**
 * Yoga answers with its own (ponyfilled) Response, which @hono/node-server can only read as a stream: each
 * answer went through a reader, a race per chunk and one more copy before its write. An answer whose whole
 * text Yoga already holds (every JSON answer, a response-cache hit's kept text included) is handed on as a
 * Response of that text, which the adapter writes at once with its Content-Length. Status and headers are
 * the ones Yoga built; streamed answers (SSE, multipart) are returned as they are.
 *
 * `withHeaders` (the route's withSecurityHeaders) adds the app's security headers to Yoga's as one plain
 * record, which the adapter writes as it is: otherwise Hono's middleware sets them on a Headers object made
 * for the purpose, which the adapter reads back (docs/PERFORMANCE.md, round 15). An answer that sets
 * cookies keeps its Headers, the one kind that carries several Set-Cookie values, and gets the security
 * headers from the middleware.
 */
export function wholeAnswer(
  response: Response,
  withHeaders?: (headers: Record<string, string>) => Record<string, string>,
): Response {
  const body = wholeBodyOf(response);
  if (body === undefined) return response;
  const headers =
    withHeaders && !response.headers.has('set-cookie')
      ? withHeaders(Object.fromEntries(response.headers))
      : response.headers;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The whole text or bytes a Response of Yoga's was built with; undefined for a streamed one. */
export function wholeBodyOf(response: Response): string | Uint8Array<ArrayBuffer> | undefined {
  // The ponyfill's body as given to its constructor (@whatwg-node/node-fetch); absent on other Responses.
  const body = (response as Response & { bodyInit?: unknown }).bodyInit;
  return typeof body === 'string' || body instanceof Uint8Array
    ? (body as string | Uint8Array<ArrayBuffer>)
    : undefined;
}
