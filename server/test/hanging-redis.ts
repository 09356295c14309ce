import { createServer, type Socket } from 'node:net';

/**
 * A TCP server that passes ioredis's ready check (INFO) and then never answers another command: a Redis that
 * is paused, overloaded or behind a dropped network path. Every command sent to it ends by the client's
 * command timeout, which is what the tests of Redis failures measure.
 */
export async function startHangingRedis(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    // Commands are parsed (RESP arrays of bulk strings) so that each of the connection's setup commands
    // (CLIENT SETINFO, INFO for the ready check) gets its own answer, in order; anything else hangs.
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const parsed = parseCommand(buffer);
        if (!parsed) return;
        buffer = buffer.subarray(parsed.length);
        const name = parsed.args[0]?.toLowerCase();
        if (name === 'info') {
          const info = 'redis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        } else if (name === 'client' || name === 'select') socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function parseCommand(buffer: Buffer): { args: string[]; length: number } | null {
  const text = buffer.toString('latin1');
  const header = /^\*(\d+)\r\n/.exec(text);
  if (!header) return null;
  let offset = header[0].length;
  const args: string[] = [];
  for (let i = 0; i < Number(header[1]); i++) {
    const bulk = /^\$(\d+)\r\n/.exec(text.slice(offset));
    if (!bulk) return null;
    const start = offset + bulk[0].length;
    const end = start + Number(bulk[1]);
    if (text.length < end + 2) return null;
    args.push(text.slice(start, end));
    offset = end + 2;
  }
  return { args, length: offset };
}
