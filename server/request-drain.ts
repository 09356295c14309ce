import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The requests a server is answering, so that a stop can let them finish: a deposit the API has saved is
 * answered, not cut, and the BFF's client hears of it. Event streams (SSE, asked for with `Accept:
 * text/event-stream`) are not waited for: they stay open until their subscription ends, which a stop does.
 */
export interface RequestDrain {
  /** Counts the request's `response` until it is finished or its connection closes. */
  track(request: IncomingMessage, response: ServerResponse): void;
  /** Requests under way, event streams left out. */
  pending(): number;
  /** Resolves once no request is under way, or after `ms` at the latest. */
  drained(ms: number): Promise<void>;
}

export function createRequestDrain(): RequestDrain {
  const underWay = new Set<ServerResponse>();
  const waiting = new Set<() => void>();
  const pending = () => underWay.size;
  return {
    track(request, response) {
      if (request.headers.accept?.includes('text/event-stream')) return;
      underWay.add(response);
      response.once('close', () => {
        underWay.delete(response);
        if (pending() === 0) for (const done of [...waiting]) done();
      });
    },
    pending,
    drained(ms) {
      if (pending() === 0 || ms <= 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        // The stop goes on at the deadline whatever is left; the timer keeps no process alive by itself.
        const timer = setTimeout(done, ms);
        timer.unref();
        waiting.add(done);
      });
    },
  };
}
