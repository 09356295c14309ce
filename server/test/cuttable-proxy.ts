import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy to `target` (host:port) whose connections the test can cut, as a restarted server or a
 * failover cuts them, or hold, as a paused server holds them (connections accepted, nothing answered),
 * without touching anyone else's connections to the target (a shared Redis).
 */
export async function startCuttableProxy(target: { host: string; port: number }): Promise<{
  port: number;
  /** Ends every connection made through the proxy so far; new ones are made as before. */
  cut(): void;
  /** From now on nothing is passed either way, on the connections open and on new ones, until `resume`. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}> {
  const pairs = new Set<[Socket, Socket]>();
  let paused = false;
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream).pipe(client);
    if (paused) for (const socket of pair) socket.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const [client, upstream] of [...pairs]) {
      client.destroy();
      upstream.destroy();
    }
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut,
    pause() {
      paused = true;
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    resume() {
      paused = false;
      for (const pair of pairs) for (const socket of pair) socket.resume();
    },
    async close() {
      cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
