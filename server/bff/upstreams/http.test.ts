import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import { withDeadline } from '../../test/deadline.ts';
import { createOperationBudget, DeadlineError } from './budget.ts';
import {
  createUpstream,
  UpstreamError,
  UpstreamUnavailableError,
  type CircuitStateName,
  type UpstreamCall,
} from './http.ts';

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
    expect(answer).toEqual({ status: 201, body: { ok: true }, text: '{"ok":true}' });
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
    expect(await up.request('/logout', { method: 'POST' })).toEqual({
      status: 204,
      body: undefined,
      text: '',
    });
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
    // The upstream never answers; its timeout runs on a manual clock, moved once each attempt has arrived.
    let arrived = () => {};
    handler = () => arrived();
    const attemptArrives = () => new Promise<void>((resolve) => (arrived = resolve));
    const clock = createManualClock(0);
    const up = createUpstream({ name: 'sports', baseUrl, timeoutMs: 60, clock });
    let next = attemptArrives();
    const answer = up.request('/event/1');
    answer.catch(() => {});
    for (const attempt of [1, 2]) {
      await withDeadline(next, `attempt ${attempt} at the upstream`);
      next = attemptArrives();
      clock.advance(60);
    }
    await expect(answer).rejects.toMatchObject({ kind: 'timeout', upstream: 'sports' });
    expect(seen).toHaveLength(2);
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

  it('asks for compressed answers and decodes them, error answers included', async () => {
    const page = { events: Array.from({ length: 50 }, (_, id) => ({ id, name: 'Clube A x Clube B' })) };
    let status = 200;
    handler = (req, res) => {
      const text = JSON.stringify(status === 200 ? page : { error: { code: 404 } });
      const gzip = req.url?.endsWith('/gz');
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-encoding': gzip ? 'gzip' : 'br',
      });
      res.end(gzip ? gzipSync(text) : brotliCompressSync(text));
    };
    const up = createUpstream({ name: 'sports', baseUrl });
    const answer = await up.request<typeof page>('/events/gz');
    expect(seen[0].headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(answer.body).toEqual(page);
    expect(answer.text).toBe(JSON.stringify(page));
    expect((await up.request<typeof page>('/events/br')).body).toEqual(page);
    status = 404;
    await expect(up.request('/event/1/gz')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      body: { error: { code: 404 } },
    });
  });

  it('fails a body that does not decode, or whose connection closes halfway, as a failure of the upstream', async () => {
    const text = JSON.stringify({ events: Array.from({ length: 2000 }, (_, id) => ({ id })) });
    handler = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      if (req.url === '/not-gzip') {
        res.end(text);
        return;
      }
      // Half of a compressed body, then the connection is gone.
      const gzipped = gzipSync(text);
      res.write(gzipped.subarray(0, gzipped.length >> 1), () => res.socket?.destroy());
    };
    const up = createUpstream({ name: 'sports', baseUrl });
    for (const path of ['/not-gzip', '/half']) {
      seen = [];
      await expect(up.request(path)).rejects.toMatchObject({ kind: 'network', upstream: 'sports' });
      // Worth the one retry of a GET, as any failure of the connection.
      expect(seen).toHaveLength(2);
    }
  });

  it('refuses an answer larger than its limit, declared, chunked or unfolding from a small gzip, without a retry', async () => {
    const max = 10_000;
    const big = JSON.stringify({ filler: 'x'.repeat(max) });
    const small = JSON.stringify({ filler: 'x'.repeat(max - 100) });
    handler = (req, res) => {
      const text = req.url?.includes('small') ? small : big;
      if (req.url?.endsWith('/declared')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      } else if (req.url?.endsWith('/chunked')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(text.slice(0, 5000));
        res.end(text.slice(5000));
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipSync(text));
      }
    };
    const calls: UpstreamCall[] = [];
    const up = createUpstream({
      name: 'sports',
      baseUrl,
      maxResponseBytes: max,
      metrics: { call: (c) => calls.push(c) },
    });
    for (const shape of ['declared', 'chunked', 'gzip']) {
      // Under the limit, each shape reads whole.
      expect((await up.request<{ filler: string }>(`/small/${shape}`)).text).toBe(small);
      seen = [];
      await expect(up.request(`/big/${shape}`)).rejects.toMatchObject({
        kind: 'too-large',
        status: 200,
        upstream: 'sports',
      });
      expect(seen).toHaveLength(1);
    }
    expect(gzipSync(big).length).toBeLessThan(max / 10);
    expect(calls.filter((c) => c.errorKind === 'too-large')).toHaveLength(3);
  });

  it('leaves a 2xx text the caller knows unparsed, and still reads every other answer', async () => {
    let status = 200;
    handler = (_req, res) => json(res, status, { score: 1 });
    const asked: string[] = [];
    const known = (text: string) => {
      asked.push(text);
      return text === '{"score":1}';
    };
    const up = createUpstream({ name: 'sports', baseUrl });
    expect(await up.request('/event/1/score', { known })).toEqual({
      status: 200,
      body: undefined,
      text: '{"score":1}',
    });
    expect(asked).toEqual(['{"score":1}']);
    // Another text is parsed as usual.
    expect(await up.request('/event/1/score', { known: () => false })).toMatchObject({ body: { score: 1 } });
    // An error's body is always read, and the caller is not asked about it.
    status = 404;
    await expect(up.request('/event/1/score', { known })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      body: { score: 1 },
    });
    expect(asked).toHaveLength(1);
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

describe('cancellation by the caller', () => {
  it("cancels the call at the caller's deadline with DEADLINE, without a retry", async () => {
    handler = () => {}; // never answers
    const calls: UpstreamCall[] = [];
    const up = createUpstream({ name: 'sports', baseUrl, metrics: { call: (c) => calls.push(c) } });
    const budget = createOperationBudget({ executionDeadlineMs: 100, upstreamCallsPerRequest: 10 });
    const started = performance.now();
    await expect(up.request('/event/1', { signal: budget.signal })).rejects.toBeInstanceOf(DeadlineError);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(seen).toHaveLength(1);
    expect(calls.map((c) => c.errorKind)).toEqual(['aborted']);
  });

  it('starts nothing once the signal has aborted', async () => {
    handler = (_req, res) => json(res, 200, {});
    const up = createUpstream({ name: 'sports', baseUrl });
    const signal = AbortSignal.abort(new DeadlineError('deadline'));
    await expect(up.request('/event/1', { signal })).rejects.toThrow(BFF_MESSAGES.deadline);
    expect(seen).toHaveLength(0);
  });
});

describe('circuit breaker', () => {
  const circuit = { failureThreshold: 3, probeAfterMs: 5_000 };
  let states: CircuitStateName[];
  let rejected: number;
  const metrics = {
    call() {},
    circuit: (_upstream: string, state: CircuitStateName) => states.push(state),
    circuitRejected: () => void rejected++,
  };

  beforeEach(() => {
    states = [];
    rejected = 0;
    // cockatiel reads Date.now() for the break; only the date is faked, the sockets keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after N consecutive failures, then fails fast without calling, probes once, and closes', async () => {
    let status = 504;
    handler = (_req, res) => json(res, status, {});
    const up = createUpstream({ name: 'sports', baseUrl, circuit, metrics });
    // A 504 and its retry are two failures; the third failure opens the circuit, so the second call's
    // retry already finds it open.
    await expect(up.request('/a')).rejects.toBeInstanceOf(UpstreamError);
    await expect(up.request('/b')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(seen).toHaveLength(3);
    expect(states).toEqual(['closed', 'open']);

    const started = performance.now();
    const refused = await up.request('/c').catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(100);
    expect(refused).toBeInstanceOf(UpstreamUnavailableError);
    expect((refused as UpstreamUnavailableError).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((refused as UpstreamUnavailableError).message).toMatch(/indisponíveis/);
    expect(seen).toHaveLength(3);
    expect(rejected).toBeGreaterThanOrEqual(1);

    // After the break, one probe goes through; while it runs, other calls still fail fast.
    vi.setSystemTime(Date.now() + circuit.probeAfterMs);
    status = 200;
    let release!: () => void;
    handler = (_req, res) => {
      release = () => json(res, 200, { ok: true });
    };
    const probe = up.request('/probe');
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(states.at(-1)).toBe('half-open');
    await expect(up.request('/meanwhile')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    release();
    expect((await probe).body).toEqual({ ok: true });
    expect(states.at(-1)).toBe('closed');
    handler = (_req, res) => json(res, 200, { again: true });
    expect((await up.request('/d')).body).toEqual({ again: true });
  });

  it('a 500 is that request failing: not retried, and never counted toward opening the circuit', async () => {
    handler = (req, res) =>
      req.url?.endsWith('/broken') ? json(res, 500, { message: 'bug' }) : json(res, 200, { ok: true });
    const up = createUpstream({ name: 'banca', baseUrl, circuit, metrics });
    for (let i = 0; i < circuit.failureThreshold * 3; i++)
      await expect(up.request('/broken')).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(seen).toHaveLength(circuit.failureThreshold * 3);
    expect(states).toEqual(['closed']);
    expect((await up.request('/fine')).body).toEqual({ ok: true });
  });

  it('a 503 naming a refusal of its own (the API telling that the feed behind it failed) is an answer', async () => {
    handler = (_req, res) => json(res, 503, { message: 'feed', code: 'FEED_UNAVAILABLE' });
    const up = createUpstream({ name: 'banca', baseUrl, circuit, metrics });
    for (let i = 0; i < circuit.failureThreshold * 2; i++)
      await expect(up.request('/wagers', { method: 'POST', body: {} })).rejects.toMatchObject({
        status: 503,
      });
    expect(seen).toHaveLength(circuit.failureThreshold * 2);
    expect(states).toEqual(['closed']);
    // The API's own outage (its database) still counts.
    handler = (_req, res) => json(res, 503, { message: 'db', code: 'SERVICE_UNAVAILABLE' });
    for (let i = 0; i < circuit.failureThreshold; i++)
      await up.request('/x', { method: 'POST', body: {} }).catch(() => {});
    expect(states).toEqual(['closed', 'open']);
  });

  it('a failed probe opens the circuit again for another break', async () => {
    handler = (_req, res) => json(res, 503, {});
    const up = createUpstream({
      name: 'banca',
      baseUrl,
      circuit: { ...circuit, failureThreshold: 1 },
      metrics,
    });
    // The first failure opens it: the GET's retry is refused at once.
    await expect(up.request('/a')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    vi.setSystemTime(Date.now() + circuit.probeAfterMs);
    await expect(up.request('/probe')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(states).toEqual(['closed', 'open', 'half-open', 'open']);
    await expect(up.request('/b')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(seen).toHaveLength(2);
  });

  it('4xx answers (a 404 is "no coverage") and the caller\'s own aborts never open it', async () => {
    handler = (_req, res) => json(res, 404, { error: { code: 404, message: 'Not Found' } });
    const up = createUpstream({
      name: 'sports',
      baseUrl,
      circuit: { ...circuit, failureThreshold: 1 },
      metrics,
    });
    for (let i = 0; i < 5; i++)
      await expect(up.request(`/event/${i}/votes`)).rejects.toMatchObject({ status: 404 });
    handler = () => {}; // never answers
    for (let i = 0; i < 3; i++) {
      const signal = AbortSignal.timeout(20);
      await expect(up.request('/slow', { signal })).rejects.toThrow();
    }
    expect(states).toEqual(['closed']);
  });

  it('takes its threshold and break from the limits table', () => {
    expect(DEFAULT_LIMITS.circuitFailureThreshold).toBeGreaterThan(0);
    expect(DEFAULT_LIMITS.circuitProbeAfterMs).toBeGreaterThan(0);
  });
});
