import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstream, UpstreamError, type UpstreamCall } from './http.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

describe('createUpstream', () => {
  it('sends token, request id and JSON body and returns the parsed answer', async () => {
    handler = (_req, res) => json(res, 201, { ok: true });
    const calls: UpstreamCall[] = [];
    const up = createUpstream({ name: 'banca', baseUrl, metrics: { call: (c) => calls.push(c) } });
    const answer = await up.request<{ ok: boolean }>('/accounts', {
      method: 'POST',
      token: 'tok-1',
      requestId: 'req-9',
      idempotencyKey: 'key-1',
      forwardedFor: '203.0.113.7',
      body: { name: 'Conta', bet_id: 2 },
    });
    expect(answer).toEqual({ status: 201, body: { ok: true } });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/api/accounts');
    expect(seen[0].headers.authorization).toBe('Bearer tok-1');
    expect(seen[0].headers['x-request-id']).toBe('req-9');
    expect(seen[0].headers['idempotency-key']).toBe('key-1');
    expect(seen[0].headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ name: 'Conta', bet_id: 2 });
    expect(calls).toEqual([
      expect.objectContaining({ upstream: 'banca', method: 'POST', status: 201, retry: false }),
    ]);
    expect(calls[0].errorKind).toBeUndefined();
  });

  it('encodes form bodies', async () => {
    handler = (_req, res) => json(res, 200, { message: 'ok' });
    const up = createUpstream({ name: 'banca', baseUrl });
    await up.request('/user/update', {
      method: 'PUT',
      form: true,
      body: { password: 'a b&c', confirm_password: 'x' },
    });
    expect(seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen[0].body).get('password')).toBe('a b&c');
  });

  it('turns a non-2xx answer into an http error with status and parsed body, without retrying 4xx', async () => {
    handler = (_req, res) => json(res, 404, { message: 'Conta não encontrada' });
    const up = createUpstream({ name: 'banca', baseUrl });
    const error = await up.request('/account/statement/7').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      body: { message: 'Conta não encontrada' },
      upstream: 'banca',
    });
    expect(seen).toHaveLength(1);
  });

  it('accepts an empty 204 answer', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const up = createUpstream({ name: 'banca', baseUrl });
    expect(await up.request('/logout', { method: 'POST' })).toEqual({ status: 204, body: undefined });
  });

  it('retries a GET once after a 5xx and succeeds', async () => {
    let n = 0;
    handler = (_req, res) => (n++ === 0 ? json(res, 503, { message: 'busy' }) : json(res, 200, [1]));
    const calls: UpstreamCall[] = [];
    const up = createUpstream({ name: 'banca', baseUrl, metrics: { call: (c) => calls.push(c) } });
    expect((await up.request('/bets')).body).toEqual([1]);
    expect(seen).toHaveLength(2);
    expect(calls.map((c) => [c.status, c.errorKind, c.retry])).toEqual([
      [503, 'http', false],
      [200, undefined, true],
    ]);
  });

  it('does not retry a POST after a 5xx', async () => {
    handler = (_req, res) => json(res, 502, { message: 'bad' });
    const up = createUpstream({ name: 'banca', baseUrl });
    await expect(up.request('/accounts', { method: 'POST', body: {} })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(seen).toHaveLength(1);
  });

  it('times out, retries the GET once, then fails with kind timeout', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, {}), 400);
    };
    const up = createUpstream({ name: 'sports', baseUrl, timeoutMs: 60 });
    const started = Date.now();
    await expect(up.request('/event/1')).rejects.toMatchObject({ kind: 'timeout', upstream: 'sports' });
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('reports invalid JSON on success as a decode error', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{not json');
    };
    const up = createUpstream({ name: 'banca', baseUrl });
    await expect(up.request('/bets')).rejects.toMatchObject({ kind: 'decode', status: 200 });
    // A decode failure is not transient: no retry.
    expect(seen).toHaveLength(1);
  });

  it('reports a refused connection as a network error after one retry', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const calls: UpstreamCall[] = [];
    const up = createUpstream({
      name: 'banca',
      baseUrl: `http://127.0.0.1:${port}`,
      metrics: { call: (c) => calls.push(c) },
    });
    await expect(up.request('/bets')).rejects.toMatchObject({ kind: 'network' });
    expect(calls.map((c) => c.errorKind)).toEqual(['network', 'network']);
  });
});
