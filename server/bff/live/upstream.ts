import { UpstreamError, type Upstream } from '../upstreams/http.ts';
import type { LiveFetch } from './topics.ts';

/**
 * The hub's view of the sports upstream, through the BFF's one fetch wrapper (timeout, retry, counters).
 * 404 is this API's "no coverage" answer, not a failure.
 */
export function liveFetchFrom(upstream: Upstream): LiveFetch {
  return async (path) => {
    try {
      return (await upstream.request(path)).body;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  };
}
