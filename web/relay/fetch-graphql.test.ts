import { describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { createFetchGraphQL, GraphQLRequestError, UnauthenticatedError } from './fetch-graphql.ts';

const params = {
  id: 'abc123',
  name: 'TestQuery',
  operationKind: 'query',
  text: null,
  metadata: {},
} as RequestParameters;

function reply(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('fetchGraphQL', () => {
  it('sends only the persisted id and variables, same-origin, with the CSRF header', async () => {
    const fetchFn = reply(200, { data: { viewer: null } });
    const fetchGraphQL = createFetchGraphQL({ onUnauthenticated: vi.fn(), fetchFn });
    expect(await fetchGraphQL(params, { slug: 'x' })).toEqual({ data: { viewer: null } });
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(JSON.parse(init!.body as string)).toEqual({ doc_id: 'abc123', variables: { slug: 'x' } });
    expect(init!.credentials).toBe('same-origin');
    const headers = init!.headers as Record<string, string>;
    expect(headers['x-bancada-csrf']).toBe('1');
    expect(headers['content-type']).toBe('application/json');
  });

  it('redirects once and fails on UNAUTHENTICATED', async () => {
    const onUnauthenticated = vi.fn();
    const fetchGraphQL = createFetchGraphQL({
      onUnauthenticated,
      fetchFn: reply(200, {
        data: null,
        errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    });
    await expect(fetchGraphQL(params, {})).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('keeps partial data with errors (a failed event section)', async () => {
    const body = { data: { event: { odds: null } }, errors: [{ message: 'odds', path: ['event', 'odds'] }] };
    const fetchGraphQL = createFetchGraphQL({ onUnauthenticated: vi.fn(), fetchFn: reply(200, body) });
    expect(await fetchGraphQL(params, {})).toEqual(body);
  });

  const unavailable = (field: string) => ({
    message: 'Os dados esportivos estão indisponíveis no momento.',
    path: [field],
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });

  it("fails as a 503 when the query's subject is null because its service is down, not as nothing there", async () => {
    const body = { data: { viewer: null, event: null }, errors: [unavailable('event')] };
    const fetchGraphQL = createFetchGraphQL({ onUnauthenticated: vi.fn(), fetchFn: reply(200, body) });
    const failure = fetchGraphQL(params, {});
    await expect(failure).rejects.toBeInstanceOf(GraphQLRequestError);
    await expect(failure).rejects.toMatchObject({ status: 503, message: unavailable('event').message });
    // What came beside it goes with the error (the header's viewer), unless the viewer failed as well.
    await expect(failure).rejects.toMatchObject({ data: { viewer: null, event: null } });
    const bothDown = {
      data: { viewer: null, event: null },
      errors: [unavailable('event'), unavailable('viewer')],
    };
    const neither = createFetchGraphQL({ onUnauthenticated: vi.fn(), fetchFn: reply(200, bothDown) });
    await expect(neither(params, {})).rejects.toMatchObject({ status: 503, data: undefined });
  });

  it('keeps the page when only the header’s viewer failed, or the subject is simply absent', async () => {
    const viewerDown = { data: { viewer: null, event: { id: 'e' } }, errors: [unavailable('viewer')] };
    const absent = { data: { event: null } };
    const headerViewerBelow = {
      data: { viewer: null, event: { id: 'e' } },
      errors: [{ ...unavailable('viewer'), path: ['viewer', 'bankroll'] }],
    };
    const deadlineBelow = {
      data: { event: { odds: null } },
      errors: [{ message: 'x', path: ['event', 'odds'], extensions: { code: 'DEADLINE' } }],
    };
    for (const body of [viewerDown, headerViewerBelow, absent, deadlineBelow]) {
      const fetchGraphQL = createFetchGraphQL({ onUnauthenticated: vi.fn(), fetchFn: reply(200, body) });
      expect(await fetchGraphQL(params, {})).toEqual(body);
    }
  });

  it('fails a private page whose only field, the viewer, is null because the Banca API is down', async () => {
    const body = { data: { viewer: null }, errors: [unavailable('viewer')] };
    const fetchGraphQL = createFetchGraphQL({ onUnauthenticated: vi.fn(), fetchFn: reply(200, body) });
    await expect(fetchGraphQL(params, {})).rejects.toMatchObject({ status: 503 });
  });

  it("fails as a 503 when a non-null field's failure took the subject with it, never as signed out", async () => {
    const onUnauthenticated = vi.fn();
    for (const path of [
      ['viewer', 'betStats'],
      ['viewer', 'bankroll', 'activeAccounts'],
    ]) {
      const body = { data: { viewer: null }, errors: [{ ...unavailable('viewer'), path }] };
      const fetchGraphQL = createFetchGraphQL({ onUnauthenticated, fetchFn: reply(200, body) });
      await expect(fetchGraphQL(params, {})).rejects.toMatchObject({ status: 503 });
    }
    // A failure of the server itself (masked) leaves the value unknown too: never read as signed out.
    const internal = {
      data: { viewer: null },
      errors: [
        {
          message: 'Ocorreu um erro. Tente novamente.',
          path: ['viewer', 'betStats'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    };
    const fetchGraphQL = createFetchGraphQL({ onUnauthenticated, fetchFn: reply(200, internal) });
    await expect(fetchGraphQL(params, {})).rejects.toMatchObject({
      status: 503,
      message: 'Ocorreu um erro. Tente novamente.',
    });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('leaves a mutation whose field failed to its own error handling', async () => {
    const body = { data: { placeBet: null }, errors: [unavailable('placeBet')] };
    const fetchGraphQL = createFetchGraphQL({ onUnauthenticated: vi.fn(), fetchFn: reply(200, body) });
    const mutation = { ...params, operationKind: 'mutation' } as RequestParameters;
    expect(await fetchGraphQL(mutation, {})).toEqual(body);
  });

  it('fails on a server error without data', async () => {
    const onUnauthenticated = vi.fn();
    const fetchGraphQL = createFetchGraphQL({
      onUnauthenticated,
      fetchFn: reply(500, { errors: [{ message: 'boom' }] }),
    });
    await expect(fetchGraphQL(params, {})).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('refuses operations without a persisted id', async () => {
    const fetchGraphQL = createFetchGraphQL({ onUnauthenticated: vi.fn(), fetchFn: reply(200, {}) });
    await expect(fetchGraphQL({ ...params, id: null } as RequestParameters, {})).rejects.toThrow(
      /persisted id/,
    );
  });
});
