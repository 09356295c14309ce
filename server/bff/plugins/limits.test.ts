import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import { startApiAndBff, type ApiAndBff } from '../test/api-and-bff.ts';

// The shape limits come from server/limits.ts and bind HTTP and graphql-ws alike: the BFF runs here with
// values of its own (not the defaults), and each transport refuses the same document with the same error.
const LIMITS: Limits = {
  ...DEFAULT_LIMITS,
  graphqlDepth: 4,
  graphqlAliases: 3,
  graphqlDirectives: 5,
  graphqlTokens: 150,
};

interface Refused {
  message: string;
  extensions: { code: string; limit: number };
}

describe('document limits over HTTP and graphql-ws', () => {
  let site: ApiAndBff;
  let client: Client;
  beforeAll(async () => {
    site = await startApiAndBff('bancada-document-limits', { limits: LIMITS });
    client = createClient({
      url: `${site.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
    });
  });
  afterAll(async () => {
    await client?.dispose();
    await site?.close();
  });

  async function overHttp(query: string): Promise<{ status: number; errors: Refused[] }> {
    const response = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, errors: ((await response.json()) as { errors: Refused[] }).errors };
  }

  /** The errors of a graphql-ws `error` message for the document (what the client's sink receives). */
  const overSocket = (query: string): Promise<Refused[]> =>
    new Promise((resolve, reject) => {
      client.subscribe(
        { query },
        {
          next: () => reject(new Error('the document was executed')),
          error: (errors) => resolve(errors as Refused[]),
          complete: () => reject(new Error('completed without an error')),
        },
      );
    });

  const subscriptions: Array<[string, string, number]> = [
    [
      'TOKEN_LIMIT',
      `subscription { sportCounts { ${'__typename '.repeat(LIMITS.graphqlTokens)} } }`,
      LIMITS.graphqlTokens,
    ],
    [
      'ALIAS_LIMIT',
      `subscription { sportCounts { ${Array.from({ length: 4 }, (_, i) => `a${i}: version`).join(' ')} } }`,
      LIMITS.graphqlAliases,
    ],
    [
      'DIRECTIVE_LIMIT',
      `subscription { sportCounts { __typename ${'@include(if: true) '.repeat(6)} } }`,
      LIMITS.graphqlDirectives,
    ],
    [
      'DEPTH_LIMIT',
      `subscription { liveEvents(sport: "football") { added { homeTeam { country { name } } } } }`,
      LIMITS.graphqlDepth,
    ],
  ];

  it.each(subscriptions)(
    'refuses %s with the same code, limit and message on both',
    async (code, query, limit) => {
      const http = await overHttp(query);
      expect(http.status).toBe(400);
      const [refusal] = http.errors;
      expect(refusal).toMatchObject({ extensions: { code, limit } });
      expect(refusal?.message).toMatch(/máximo/);
      const socket = await overSocket(query);
      expect(socket.map(({ message, extensions }) => ({ message, extensions }))).toContainEqual({
        message: refusal?.message,
        extensions: refusal?.extensions,
      });
    },
  );

  it('lets documents within every bound through on both', async () => {
    const http = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ a: __typename b: __typename }' }),
    });
    expect(await http.json()).toMatchObject({ data: { a: 'Query', b: 'Query' } });
    const query = 'subscription { sportCounts { __typename } }';
    const first = await new Promise<unknown>((resolve, reject) => {
      const stop = client.subscribe(
        { query },
        { next: (value) => (stop(), resolve(value)), error: reject, complete: () => resolve(null) },
      );
    });
    expect(first).toMatchObject({ data: { sportCounts: { __typename: 'SportCountsUpdate' } } });
  });
});
