import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { limitConnectionsPerAddress } from './connection-limit.ts';
import { capturedLogger } from './test/captured-log.ts';

const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server that answers every request it reads, counting them, behind the cap. */
async function cappedServer(perAddress: number, exempt: (peer: string) => boolean = () => false) {
  let requests = 0;
  const server = createServer((_req, res) => {
    requests += 1;
    res.end('ok');
  });
  servers.push(server);
  const log = capturedLogger('info');
  limitConnectionsPerAddress(server, { perAddress, exempt, logger: log.logger });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, log, requests: () => requests };
}

/** A connection that has sent part of a request's headers, as a slow client holds one open. */
async function slowClient(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
  return socket;
}

/** Everything the server sends on a new connection after a whole request, until it closes it. */
async function requestOnNewConnection(port: number): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  await new Promise((resolve) => socket.once('close', resolve));
  return answer;
}

describe('connections per address', () => {
  it('refuses a connection past the cap with 429 and a pt-BR message, reading none of its request', async () => {
    const { port, log, requests } = await cappedServer(2);
    await slowClient(port);
    await slowClient(port);

    const answer = await requestOnNewConnection(port);
    expect(answer).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Limite de 2 conexões abertas por endereço atingido. Feche algumas e tente novamente.',
      code: 'RATE_LIMITED',
    });
    expect(requests()).toBe(0);
    // One line for the address, not one for each refused connection, while it keeps connections open.
    await requestOnNewConnection(port);
    expect(log.lines.filter((line) => line.msg?.startsWith('connections refused'))).toHaveLength(1);
  });

  it('takes a new connection again once one of the address closes', async () => {
    const { port, requests } = await cappedServer(2);
    const first = await slowClient(port);
    await slowClient(port);
    expect(await requestOnNewConnection(port)).toMatch(/^HTTP\/1\.1 429/);

    first.destroy();
    await new Promise((resolve) => first.once('close', resolve));
    // The server learns of the close on its side a moment later: the deadline is the test's own.
    await expect.poll(() => requestOnNewConnection(port)).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(requests()).toBe(1);
  });

  it('logs an address held at the cap once, however often it closes one connection and opens another', async () => {
    const { port, log } = await cappedServer(2);
    await slowClient(port);
    for (let round = 0; round < 3; round++) {
      const cycled = await slowClient(port);
      expect(await requestOnNewConnection(port)).toMatch(/^HTTP\/1\.1 429/);
      cycled.destroy();
      await new Promise((resolve) => cycled.once('close', resolve));
    }
    expect(log.lines.filter((line) => line.msg?.startsWith('connections refused'))).toHaveLength(1);
  });

  it('does not count the peers it is told to leave alone (this host, trusted proxies)', async () => {
    const { port } = await cappedServer(1, (peer) => peer === '127.0.0.1');
    await slowClient(port);
    await slowClient(port);
    expect(await requestOnNewConnection(port)).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});
