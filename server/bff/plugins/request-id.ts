import type { Plugin } from 'graphql-yoga';
import { requestIdFrom } from '../../request-id.ts';

const ids = new WeakMap<Request, string>();

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

export function useRequestId(): Plugin {
  return {
    onResponse({ request, response }) {
      response.headers.set('x-request-id', requestIdOf(request));
    },
  };
}
