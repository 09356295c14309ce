import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freePort, waitReady } from './child-server.ts';

/** A child that prints to stderr and ends at once, the way a server dies at its start. */
function dying(script: string) {
  return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
}

describe('waitReady', () => {
  it('fails as soon as the child exits, quoting what it printed', async () => {
    const base = `http://127.0.0.1:${await freePort()}`;
    const child = dying("console.error('Error: listen EADDRINUSE'); process.exit(1)");
    await expect(waitReady(base, child, { label: 'o servidor' })).rejects.toThrow(
      /^o servidor exited with code 1 before it was ready; it printed:\nError: listen EADDRINUSE$/,
    );
  });

  it('fails as soon as the child is killed by a signal', async () => {
    const base = `http://127.0.0.1:${await freePort()}`;
    const child = dying("process.kill(process.pid, 'SIGKILL')");
    await expect(waitReady(base, child)).rejects.toThrow(/^child was killed by SIGKILL before it was ready$/);
  });
});
