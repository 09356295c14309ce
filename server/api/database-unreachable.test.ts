import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../test/child-server.ts';
import { isDatabaseUnreachable } from './db/database.ts';
import { BACKENDS, TEST_DATABASE_URL, newUser, noteSkippedPostgres, startTestApi } from './test/harness.ts';

describe('isDatabaseUnreachable', () => {
  it('is true for a PostgreSQL that refuses the connection', async () => {
    const port = await freePort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/test` });
    pool.on('error', () => {});
    const failure = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(failure)).toBe(true);
  });

  it("reads PostgreSQL's codes, pg's code-less messages and an AggregateError's parts", () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    expect(isDatabaseUnreachable(coded('57P01'))).toBe(true);
    expect(isDatabaseUnreachable(coded('08006'))).toBe(true);
    expect(isDatabaseUnreachable(coded('08P01'))).toBe(false); // a protocol violation: one statement's
    expect(isDatabaseUnreachable(coded('53300'))).toBe(true);
    expect(isDatabaseUnreachable(coded('23505'))).toBe(false); // a unique violation
    expect(isDatabaseUnreachable(coded('42P01'))).toBe(false); // no such table
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([coded('ECONNREFUSED')], 'x'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('division by zero'))).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});

/** A TCP relay to PostgreSQL that a test can cut (every connection closed, no new one taken) and restore. */
async function relayTo(host: string, port: number) {
  const listenPort = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(port, host);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(listenPort, '127.0.0.1', resolve);
    });
  await open();
  return {
    port: listenPort,
    async cut() {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
  };
}

describe.runIf(TEST_DATABASE_URL)('the API while PostgreSQL is out of reach', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // In process: a connection that drops during a query must fail that request, not the process.
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, and serves again once it is back', async () => {
    const target = new URL(TEST_DATABASE_URL ?? '');
    const relay = await relayTo(target.hostname, Number(target.port || 5432));
    cleanups.push(() => relay.cut());
    const api = await startTestApi(BACKENDS[1], { postgresPort: relay.port });
    cleanups.push(() => api.dispose());
    const { token } = await newUser(api);
    expect((await api.call('GET', '/account/balance/1', { token })).status).toBe(200);

    await relay.cut();
    const refused = await api.call('GET', '/account/balance/1', { token });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      message: 'O serviço da banca está indisponível no momento. Tente novamente em instantes.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(refused.headers.get('retry-after')).toBe('5');

    await relay.restore();
    // The pool drops the connections it lost as each one is next used; the answers turn 200 by themselves.
    await vi.waitFor(
      async () => expect((await api.call('GET', '/account/balance/1', { token })).status).toBe(200),
      { timeout: 5_000, interval: 50 },
    );
  });
});

noteSkippedPostgres('database-unreachable');
