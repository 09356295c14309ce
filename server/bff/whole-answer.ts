/**
 * Yoga answers with its own (ponyfilled) Response, which @hono/node-server can only read as a stream: each
 * answer went through a reader, a race per chunk and one more copy before its write. An answer whose whole
 * text Yoga already holds (every JSON answer, a response-cache hit's kept text included) is handed on as a
 * Response of that text, which the adapter writes at once with its Content-Length. Status and headers are
 * the ones Yoga built, and Hono's middleware still adds the security headers; streamed answers (SSE,
 * multipart) are returned as they are.
 */
export function wholeAnswer(response: Response): Response {
  // The ponyfill's body as given to its constructor (@whatwg-node/node-fetch); absent on other Responses.
  const body = (response as Response & { bodyInit?: unknown }).bodyInit;
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) return response;
  return new Response(body as string | Uint8Array<ArrayBuffer>, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
