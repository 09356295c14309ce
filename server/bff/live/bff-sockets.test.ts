import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterEach, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '../../logger.ts';
import { withDeadline } from '../../test/deadline.ts';
import { createProcessUserEvents } from '../../user-events.ts';
import { bareBffOptions } from '../test/harness.ts';
import type { Upstream, UpstreamRequestOptions } from '../upstreams/http.ts';
import { createBff } from '../yoga.ts';
import { attachBffSockets } from './bff-sockets.ts';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it("passes the client's address with the Banca calls made over graphql-ws, as over HTTP", async () => {
  // The Banca API counts a token's requests against its address too: without the client's, every user's
  // calls over sockets counted against the BFF's address.
  const forwarded: Array<string | undefined> = [];
  const banca: Upstream = {
    name: 'banca',
    request<T>(_path: string, options?: UpstreamRequestOptions) {
      forwarded.push(options?.forwardedFor);
      return Promise.resolve({ status: 200, body: { id: 7, name: 'Ana', email: 'ana@example.com' } as T });
    },
  };
  const userEvents = createProcessUserEvents({});
  const bff = createBff({ ...bareBffOptions(), bancaUpstream: banca, userEvents });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sockets = attachBffSockets(server, bff, {
    publicUrl: 'http://localhost',
    persisted: { get: () => null },
    logger: createLogger('silent'),
  });
  cleanups.push(
    () => userEvents.close(),
    () => bff.close(),
    () => new Promise((resolve) => server.close(resolve)),
    () => sockets.close(),
  );

  // A client behind the proxy the BFF trusts (loopback, TRUST_PROXY's default), which names it.
  class BehindProxy extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    }
  }
  const client = createClient({
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    webSocketImpl: BehindProxy,
    connectionParams: { authorization: 'Bearer um-token' },
    retryAttempts: 0,
    lazy: true,
  });
  cleanups.push(() => client.dispose());
  const first = await withDeadline(
    new Promise((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { viewerUpdates { kind } }' },
        {
          next: resolve,
          error: reject,
          complete: () => {},
        },
      );
    }),
    'the first payload of viewerUpdates',
  );
  expect(first).toEqual({ data: { viewerUpdates: { kind: 'CURRENT' } } });
  // The check of the token when the socket opened, and the subscription's own read of the user.
  expect(forwarded.length).toBeGreaterThanOrEqual(2);
  expect(new Set(forwarded)).toEqual(new Set(['203.0.113.7']));
});
