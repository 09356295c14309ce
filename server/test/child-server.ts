import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// Helpers for the suites that run `server/main.ts` in a child process.

/**
 * A loopback port that was free a moment ago, for a child server that must be told its port up front
 * (`PORT=0` would leave the test to parse the port out of the child's output).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the child at `base` answers `/readyz` with 200 (its roles and their stores are up). */
export async function waitReady(base: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`child exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('child did not become ready');
}
