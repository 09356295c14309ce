/**
 * The clients whose last cost decision was a refusal, each until the wait it was told (its Retry-After):
 * what lets a page the web role renders from GraphQL be refused before it is rendered, without asking the
 * client's bucket how much a page would cost. An admission forgets the client at once, so a client that
 * is paying again is never held back by an older refusal.
 */
export interface RefusedClients {
  refused(key: string, waitMs: number): void;
  admitted(key: string): void;
  /** Milliseconds the client still has to wait after its last refusal; 0 when it is not refused. */
  waitOf(key: string): number;
  /** Whether any client is refused, so that a caller can skip working out whose key a request is. */
  readonly any: boolean;
}

/** Most clients remembered; past it the expired ones go, then the oldest (a Map keeps insertion order). */
const MAX_CLIENTS = 10_000;

export function createRefusedClients(now: () => number, max = MAX_CLIENTS): RefusedClients {
  const until = new Map<string, number>();
  // The last end of any wait: past it no one is refused, and the map is emptied at the next look.
  let lastEnd = 0;
  return {
    refused(key, waitMs) {
      lastEnd = Math.max(lastEnd, now() + waitMs);
      until.delete(key);
      if (until.size >= max) {
        const t = now();
        for (const [other, end] of until) if (end <= t) until.delete(other);
        if (until.size >= max) until.delete(until.keys().next().value as string);
      }
      until.set(key, now() + waitMs);
    },
    admitted(key) {
      until.delete(key);
    },
    waitOf(key) {
      const end = until.get(key);
      if (end === undefined) return 0;
      const left = end - now();
      if (left > 0) return left;
      until.delete(key);
      return 0;
    },
    get any() {
      if (until.size > 0 && now() >= lastEnd) until.clear();
      return until.size > 0;
    },
  };
}
