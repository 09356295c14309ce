import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../../logger.ts';
import { graphqlArgs } from './execution-args.ts';
import { requestIdOf } from './request-id.ts';

/** What the line of one request to /graphql says. */
export interface RequestLine {
  requestId: string;
  method: string;
  status: number;
  /** From the request's arrival to its answer. */
  ms: number | undefined;
  /** The operation's name, when the request names one (every persisted document of the web app does). */
  operation?: string;
  /** The codes of the answer's errors, once each: a 200 can carry UPSTREAM_UNAVAILABLE on a field. */
  errors?: string[];
}

/** The line of one request, for Yoga's requests and for answers given before Yoga (public-hits.ts). */
export function logRequest(logger: Logger, line: RequestLine): void {
  logger.info(line, 'graphql request');
}

/** One structured line per HTTP request to /graphql, with the id the upstream logs carry too. */
export function useRequestLogging(logger: Logger): Plugin {
  const started = new WeakMap<Request, number>();
  const operations = new WeakMap<Request, string>();
  const errorCodes = new WeakMap<Request, Set<string>>();
  return {
    onRequest({ request }) {
      started.set(request, performance.now());
    },
    onExecute({ args }) {
      // By the executed document's own name: the web app's persisted requests send only an id.
      const { document, operationName, contextValue } = graphqlArgs(args);
      const request = (contextValue as { request?: Request }).request;
      const name = getOperationAST(document, operationName)?.name?.value;
      if (request && name) operations.set(request, name);
    },
    onExecutionResult({ request, result }) {
      if (!result || Symbol.asyncIterator in result) return;
      for (const error of result.errors ?? []) {
        const code = error.extensions?.code;
        if (typeof code !== 'string') continue;
        let codes = errorCodes.get(request);
        if (!codes) errorCodes.set(request, (codes = new Set()));
        codes.add(code);
      }
    },
    onResponse({ request, response }) {
      const t0 = started.get(request);
      const codes = errorCodes.get(request);
      logRequest(logger, {
        requestId: requestIdOf(request),
        method: request.method,
        status: response.status,
        ms: t0 === undefined ? undefined : Math.round(performance.now() - t0),
        operation: operations.get(request),
        errors: codes && [...codes],
      });
    },
  };
}
