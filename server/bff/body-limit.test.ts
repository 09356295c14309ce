import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiAndBff, type ApiAndBff } from './test/api-and-bff.ts';

// Yoga's own body limit is off (yoga.ts): the BFF role's limit, before Yoga, is the only one.
describe('request body limit of /graphql', () => {
  let server: ApiAndBff;
  beforeAll(async () => {
    server = await startApiAndBff('bancada-bff-body');
  });
  afterAll(async () => {
    await server?.close();
  });

  const body = (bytes: number) => {
    const query = '{ __typename }';
    const padding = ' '.repeat(Math.max(0, bytes - JSON.stringify({ query }).length - 20));
    return JSON.stringify({ query: `${query}${padding}` });
  };
  const post = (payload: BodyInit, extra: RequestInit = {}) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
      ...extra,
    });
  const chunked = (text: string) => {
    const bytes = new TextEncoder().encode(text);
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16 * 1024)
          controller.enqueue(bytes.subarray(i, i + 16 * 1024));
        controller.close();
      },
    });
  };

  it('answers a body under 100 kB, sent whole or chunked', async () => {
    const whole = await post(body(90 * 1024));
    expect(whole.status).toBe(200);
    expect(await whole.json()).toEqual({
      data: { __typename: 'Query' },
      extensions: { cost: expect.any(Object) as unknown },
    });
    const streamed = await post(chunked(body(90 * 1024)), { duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(200);
  });

  it('refuses a larger body with 413, by its Content-Length or while reading a chunked one', async () => {
    const whole = await post(body(101 * 1024));
    expect(whole.status).toBe(413);
    // The unread rest of the body would be taken for the next request: the connection closes with the
    // answer (the other test, run after this one, would get "other side closed" from a kept connection).
    expect(whole.headers.get('connection')).toBe('close');
    expect(((await whole.json()) as { errors: { extensions: { code: string } }[] }).errors[0]).toMatchObject({
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const streamed = await post(chunked(body(2 * 1024 * 1024)), { duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('refuses a GET whose address is over 16 KiB with 431: a long document goes by POST', async () => {
    // Commas are insignificant in GraphQL and need no escaping in a URL: one byte each.
    const get = (bytes: number) => fetch(`${server.url}/graphql?query={__typename${','.repeat(bytes)}}`);
    expect((await get(15 * 1024)).status).toBe(200);
    // Node's limit on the request line and headers, before any GraphQL: the answer has no GraphQL body.
    expect((await get(17 * 1024)).status).toBe(431);
  });
});
