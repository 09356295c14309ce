import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { connect } from 'node:net';
import WebSocket from 'ws';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './start.ts';
import { TEST_PASSWORD_HASHING_ENV } from './test/password-hashing.ts';
import { messageText } from './test/ws-text.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The BFF role alone, its upstreams a closed port, stopped after the test whatever it expected. */
async function startBffAlone() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bancada-stop-'));
  dirs.push(dataDir);
  const config = loadConfig({
    PORT: '0',
    ROLES: 'bff',
    DATA_DIR: dataDir,
    BANCA_API_URL: 'http://127.0.0.1:9/api',
    SPORTS_API_URL: 'http://127.0.0.1:9/sportsfeed/api/v1',
    LOG_LEVEL: 'silent',
    ...TEST_PASSWORD_HASHING_ENV,
  });
  const server = await startServer(config, createLogger('silent'));
  // A failed expectation still stops it (close is idempotent).
  onTestFinished(() => server.close());
  return server;
}

describe('a server that is asked to stop', () => {
  it('ends its live sockets with 1001 and stops, rather than waiting for their clients to leave', async () => {
    // Its upstreams are never called by a socket that only says hello.
    const server = await startBffAlone();
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { origin: server.context.publicUrl },
    });
    const acknowledged = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        if ((JSON.parse(messageText(data)) as { type: string }).type === 'connection_ack') resolve();
      }),
    );
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    await acknowledged;

    // A client that stays: the server's close does not wait on it (it waited forever, still running).
    await server.close();
    expect(await closed).toBe(1001);
  });

  it('answers the requests under way before it closes, and says it is stopping on /readyz meanwhile', async () => {
    const server = await startBffAlone();
    // A request under way: its headers are in, its body is still arriving.
    const body = JSON.stringify({ query: '{ __typename }' });
    const client = connect(server.port, '127.0.0.1');
    let answer = '';
    client.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const answered = new Promise((resolve) => client.once('close', resolve));
    client.write(
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Connection: close\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(200);

    let stopped = false;
    const stopping = server.close({ drainMs: 60_000 }).then(() => (stopped = true));
    const ready = await fetch(`${server.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'stopping' }]);
    expect(stopped).toBe(false);

    client.write(body.slice(5));
    await answered;
    await stopping;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"__typename":"Query"');
  });
});
