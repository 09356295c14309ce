import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// Helpers for everything that runs `server/main.ts` (or another server) in a child process: the
// integration suites here, the browser suite's server (web/e2e) and the benches (scripts/).

/**
 * A loopback port that was free a moment ago, for a child server that must be told its port up front
 * (`PORT=0` would leave the caller to parse the port out of the child's output).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    // A probe must never keep the caller's process alive on its own.
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface WaitReadyOptions {
  timeoutMs?: number;
  /** Named in the errors, e.g. `the server (log: test-results/e2e/server.log)`. */
  label?: string;
}

/** What the end of a child's stderr holds, at most. */
const STDERR_TAIL_BYTES = 4_000;

/**
 * Waits until the child at `base` answers `/readyz` with 200 (its roles and their stores are up), or fails
 * as soon as the child exits or is killed, quoting the end of its stderr when the caller piped it: a child
 * that dies at its start prints why there (an uncaught error, a port taken meanwhile), even with its log
 * silenced. Each probe has its own short timeout so a half-open socket cannot eat the whole deadline.
 */
export async function waitReady(
  base: string,
  child: ChildProcess,
  { timeoutMs = 30_000, label = 'child' }: WaitReadyOptions = {},
): Promise<void> {
  let stderr = '';
  const keep = (chunk: Buffer | string) => {
    stderr = (stderr + String(chunk)).slice(-STDERR_TAIL_BYTES);
  };
  child.stderr?.on('data', keep);
  try {
    const url = `${base}/readyz`;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const how = child.signalCode
          ? `was killed by ${child.signalCode}`
          : `exited with code ${child.exitCode}`;
        const printed = stderr.trim() ? `; it printed:\n${stderr.trim()}` : '';
        throw new Error(`${label} ${how} before it was ready${printed}`);
      }
      const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${label} was not ready at ${url} within ${timeoutMs / 1000} s`);
  } finally {
    child.stderr?.off('data', keep);
  }
}
