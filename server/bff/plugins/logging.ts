import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../../logger.ts';
import { requestIdOf } from './request-id.ts';

/** What the line of one request to /graphql says. */
export interface RequestLine {
  requestId: string;
  method: string;
  status: number;
  /** From the request's arrival to its answer. */
  ms: number | undefined;
}

/** The line of one request, for Yoga's requests and for answers given before Yoga (public-hits.ts). */
export function logRequest(logger: Logger, line: RequestLine): void {
  logger.info(line, 'graphql request');
}

/** One structured line per HTTP request to /graphql, with the id the upstream logs carry too. */
export function useRequestLogging(logger: Logger): Plugin {
  const started = new WeakMap<Request, number>();
  return {
    onRequest({ request }) {
      started.set(request, performance.now());
    },
    onResponse({ request, response }) {
      const t0 = started.get(request);
      logRequest(logger, {
        requestId: requestIdOf(request),
        method: request.method,
        status: response.status,
        ms: t0 === undefined ? undefined : Math.round(performance.now() - t0),
      });
    },
  };
}
