import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestDrain } from './request-drain.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server whose /slow answers only when the test says, and whose /events is an event stream. */
async function serverWithDrain() {
  const drain = createRequestDrain();
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    drain.track(req, res);
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': aberto\n\n');
    } else held.push(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { drain, held, base };
}

describe('requests drained before a stop', () => {
  it('waits for the requests under way to be answered, not for event streams', async () => {
    const { drain, held, base } = await serverWithDrain();
    const stream = await fetch(`${base}/events`, { headers: { accept: 'text/event-stream' } });
    const answer = fetch(`${base}/slow`).then((response) => response.text());
    await expect.poll(() => held.length).toBe(1);
    expect(drain.pending()).toBe(1);

    let drained = false;
    const stopping = drain.drained(60_000).then(() => (drained = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    held[0].end('depósito registrado');
    await stopping;
    expect(await answer).toBe('depósito registrado');
    expect(drain.pending()).toBe(0);
    await stream.body?.cancel();
  });

  it('goes on at its deadline with what is left, and at once when nothing is under way', async () => {
    const { drain, held, base } = await serverWithDrain();
    await expect(drain.drained(60_000)).resolves.toBeUndefined();
    const hanging = fetch(`${base}/slow`).catch(() => 'cortada');
    await expect.poll(() => held.length).toBe(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let done = false;
      const stopping = drain.drained(20_000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(19_999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await stopping;
    } finally {
      vi.useRealTimers();
    }
    expect(drain.pending()).toBe(1);
    held[0].end();
    await hanging;
  });
});
