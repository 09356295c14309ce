import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';

const ids = new WeakMap<Request, string>();
const VALID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id that ties this request's logs to the upstream calls it makes (sent as x-request-id). A caller's
 * id is kept when it looks sane, so a gateway in front can correlate too; otherwise a fresh UUID.
 */
export function requestIdOf(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    id = requestIdFrom(request.headers.get('x-request-id'));
    ids.set(request, id);
  }
  return id;
}

/** The id of a request whose X-Request-Id header is `incoming`: the caller's when it looks sane. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && VALID.test(incoming) ? incoming : randomUUID();
}

export function useRequestId(): Plugin {
  return {
    onResponse({ request, response }) {
      response.headers.set('x-request-id', requestIdOf(request));
    },
  };
}
