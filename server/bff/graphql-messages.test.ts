import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { startServer, type RunningServer } from '../start.ts';
import type { GqlError } from './test/harness.ts';
import WithdrawMutation from '../../web/relay/__generated__/WithdrawMutation.graphql.ts';

/**
 * graphql-js's own messages reach integrators in pt-BR, with their code and locations, over HTTP (Yoga) and
 * graphql-ws alike (i18n/graphql-js.ts, put on every error by plugins/errors.ts `outgoing`). The real BFF
 * role, with no upstream behind it: none of these requests gets as far as calling one.
 */
describe('graphql-js messages in pt-BR, over HTTP and graphql-ws', () => {
  let server: RunningServer;
  let dataDir: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bancada-messages-'));
    const config = loadConfig({
      PORT: '0',
      ROLES: 'bff',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BANCA_API_URL: 'http://127.0.0.1:9',
      SPORTS_API_URL: 'http://127.0.0.1:9',
    });
    server = await startServer(config, createLogger('silent'));
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const http = async (init: { method?: string; query: string; variables?: object; extra?: object }) => {
    const { method = 'POST', query, variables, extra } = init;
    const url = new URL('/graphql', server.url);
    if (method === 'GET') url.searchParams.set('query', query);
    const response = await fetch(url, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify({ query, variables, ...extra }) : undefined,
    });
    const body = (await response.json()) as { errors: GqlError[] };
    return { status: response.status, errors: body.errors };
  };

  /** The errors graphql-ws answers a subscription with: an `error` message, or a `next` that carries them. */
  const overSocket = (query: string, variables?: Record<string, unknown>) => {
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(client);
    return new Promise<readonly GqlError[]>((resolve, reject) => {
      client.subscribe(
        { query, variables },
        {
          next: (result) => (result.errors ? resolve(result.errors as GqlError[]) : undefined),
          error: (errors) => (Array.isArray(errors) ? resolve(errors as GqlError[]) : reject(errors)),
          complete: () => reject(new Error('completed without errors')),
        },
      );
    });
  };

  it('a syntax error', async () => {
    const message = 'Erro de sintaxe: esperava um nome, encontrou o fim do documento.';
    expect(await http({ query: '{ viewer ' })).toEqual({
      status: 400,
      errors: [
        { message, locations: [{ line: 1, column: 10 }], extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
      ],
    });
    expect(await overSocket('subscription { liveEvent ')).toEqual([
      { message, locations: [{ line: 1, column: 26 }], extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
    ]);
  });

  it('a validation error, its suggestions included', async () => {
    expect(await http({ query: '{ spor { name } }' })).toEqual({
      status: 400,
      errors: [
        {
          message:
            'Não é possível consultar o campo "spor" no tipo "Query". Você quis dizer "sport" ou "sports"?',
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    expect(await overSocket('subscription { liveEvent(id: "1", nope: 2) { initial } }')).toEqual([
      {
        message: 'Argumento desconhecido "nope" no campo "Subscription.liveEvent".',
        locations: [{ line: 1, column: 35 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });

  it('a variable refused before the operation runs', async () => {
    expect(
      await http({ query: 'query ($s: String!) { sport(slug: $s) { name } }', variables: { s: 3 } }),
    ).toEqual({
      status: 400,
      errors: [
        {
          message: 'A variável "$s" recebeu um valor inválido 3; String só aceita texto; recebeu: 3',
          locations: [{ line: 1, column: 8 }],
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    expect(await overSocket('subscription ($id: ID!) { liveEvent(id: $id) { initial } }')).toEqual([
      {
        message: 'A variável "$id", do tipo obrigatório "ID!", não foi informada.',
        locations: [{ line: 1, column: 15 }],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });

  it('a variable refused in a persisted document as in its text (the web app’s run compiled)', async () => {
    const persisted = JSON.parse(
      await readFile(new URL('../../web/relay/persisted-queries.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const id = WithdrawMutation.params.id!;
    const variables = { input: { id: 'QWNjb3VudDox', idempotencyKey: 'k1', amount: '1.234,56' } };
    const asText = await http({ query: persisted[id], variables });
    expect(asText.status).toBe(400);
    expect(asText.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^A variável "\$input" recebeu um valor inválido .* em "input\.amount"; Valor inválido: use um texto decimal/,
        ) as string,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    const url = new URL('/graphql', server.url);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ doc_id: id, variables }),
    });
    expect({
      status: response.status,
      errors: ((await response.json()) as { errors: GqlError[] }).errors,
    }).toEqual(asText);
  });

  it('a subscription whose first level is conditional, over HTTP and graphql-ws', async () => {
    for (const [query, variables] of [
      ['subscription { sportCounts @skip(if: true) { version } }', undefined],
      [
        'subscription S($s: Boolean!) { ... on Subscription @include(if: $s) { sportCounts { version } } }',
        { s: true },
      ],
    ] as const) {
      const named = query.startsWith('subscription S');
      const expected = {
        message: named
          ? 'A assinatura "S" não pode usar @skip nem @include no seu campo de primeiro nível: ela assina sempre exatamente um campo.'
          : 'Uma assinatura anônima não pode usar @skip nem @include no seu campo de primeiro nível: ela assina sempre exatamente um campo.',
        locations: [{ line: 1, column: named ? 52 : 28 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      };
      expect(await http({ query, variables })).toEqual({ status: 400, errors: [expected] });
      expect(await overSocket(query, variables)).toEqual([expected]);
    }
  });

  it('a parameter GraphQL over HTTP does not define', async () => {
    expect(await http({ query: '{ __typename }', extra: { documentId: 'a' } })).toEqual({
      status: 400,
      errors: [
        { message: 'Parâmetro inesperado "documentId" na requisição.', extensions: { code: 'BAD_REQUEST' } },
      ],
    });
  });

  it('a character no document may hold, over HTTP and graphql-ws', async () => {
    const expected = {
      message: 'Erro de sintaxe: caractere inválido: U+D800.',
      locations: [{ line: 1, column: 14 }],
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    };
    expect(await http({ query: 'subscription \uD800' })).toEqual({ status: 400, errors: [expected] });
    expect(await overSocket('subscription \uD800')).toEqual([expected]);
  });

  it('a mutation sent by GET', async () => {
    expect(await http({ method: 'GET', query: 'mutation { logout { errors { code } } }' })).toEqual({
      status: 405,
      errors: [{ message: 'Mutações só podem ser enviadas por POST.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
