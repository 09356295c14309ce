import { createServer } from 'node:net';

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
