import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../../logger.ts';
import { requestIdOf } from './request-id.ts';

/** One structured line per HTTP request to /graphql, with the id the upstream logs carry too. */
export function useRequestLogging(logger: Logger): Plugin {
  const started = new WeakMap<Request, number>();
  return {
    onRequest({ request }) {
      started.set(request, performance.now());
    },
    onResponse({ request, response }) {
      const t0 = started.get(request);
      logger.info(
        {
          requestId: requestIdOf(request),
          method: request.method,
          status: response.status,
          ms: t0 === undefined ? undefined : Math.round(performance.now() - t0),
        },
        'graphql request',
      );
    },
  };
}
