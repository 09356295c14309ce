import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../../logger.ts';
import { requestIdFrom } from '../../request-id.ts';

/**
 * One line per request to the Banca API, with the id the BFF sent (X-Request-Id, echoed back), so a request
 * can be followed from the BFF's line into the API's; a request without one gets its own.
 */
export function logRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.header('x-request-id', requestId);
    await next();
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'api request',
    );
  };
}
