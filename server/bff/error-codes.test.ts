import { randomUUID } from 'node:crypto';
import { GraphQLEnumType, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../limits.ts';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { getSchema } from './schema.ts';
import { SessionStoreUnavailableError, createMemorySessionStore } from './session-store.ts';
import { startApiAndBff, type ApiAndBff } from './test/api-and-bff.ts';
import {
  SIGNUP,
  bareBffOptions,
  signUp,
  startHarness,
  typed,
  uniqueEmail,
  type Harness,
} from './test/harness.ts';
import { encodeId } from './domains/common/global-id.ts';
import { SESSION_COOKIE } from './session.ts';
import { createBff } from './yoga.ts';

interface Refusal {
  status: number;
  contentType: string | null;
  codes: string[];
  messages: string[];
}

const GRAPHQL_RESPONSE = 'application/graphql-response+json; charset=utf-8';
const produced = new Set<string>();

async function refusalOf(response: Response): Promise<Refusal> {
  const body = (await response.json()) as {
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  const codes = (body.errors ?? []).map((error) => error.extensions?.code ?? '(none)');
  for (const code of codes) produced.add(code);
  const messages = (body.errors ?? []).map((error) => error.message);
  return { status: response.status, contentType: response.headers.get('content-type'), codes, messages };
}

/**
 * Every code of ERROR_CODES, each produced by a real request: the API and its database behind the BFF, a
 * sports feed that does not answer, limits low enough to meet. Any error of these answers carries a code
 * of the enum, and a request refused whole answers the code's status on application/graphql-response+json.
 */
describe('error codes', () => {
  let h: Harness;
  let site: ApiAndBff;
  const storeDown = { down: false };
  const sessions = createMemorySessionStore();
  beforeAll(async () => {
    h = await startHarness({
      sportsApiUrl: 'http://127.0.0.1:9',
      costLimits: { ...DEFAULT_LIMITS, graphqlCostPerRequest: 200 },
      deadlineLimits: { ...DEFAULT_LIMITS, upstreamCallsPerRequest: 1 },
      rateLimit: { perIp: 40, windowSeconds: 60 },
      sessionStore: {
        ...sessions,
        get: (id) => (storeDown.down ? Promise.reject(new SessionStoreUnavailableError()) : sessions.get(id)),
      },
    });
    site = await startApiAndBff('bancada-error-codes');
  });
  afterAll(async () => {
    await h?.close();
    await site?.close();
    // Run whole (not filtered), the suite meets every code of the enum, and no code outside it.
    expect([...produced].sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  // No Accept header: graphql-response+json since the GraphQL-over-HTTP spec's 2025 watershed.
  const post = async (body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
    await h.bff.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const query = (text: string, headers?: Record<string, string>, variables?: Record<string, unknown>) =>
    post({ query: text, variables }, headers).then(refusalOf);

  const requestErrors: Array<[ErrorCode, () => Promise<Refusal>]> = [
    ['BAD_REQUEST', () => post({ variables: {} }).then(refusalOf)],
    ['GRAPHQL_PARSE_FAILED', () => query('{ viewer ')],
    ['GRAPHQL_VALIDATION_FAILED', () => query('{ nope }')],
    ['BAD_USER_INPUT', () => query('query($s: String!) { sport(slug: $s) { name } }', {}, { s: 3 })],
    [
      'DEPTH_LIMIT',
      () => query(`{ __type(name: "Query") { ${'fields { type { '.repeat(6)}name${' } }'.repeat(6)} } }`),
    ],
    [
      'ALIAS_LIMIT',
      () =>
        query(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: sport(slug: "x") { name }`).join(' ')} }`),
    ],
    ['DIRECTIVE_LIMIT', () => query(`{ __typename ${'@include(if: true) '.repeat(31)}}`)],
    ['TOKEN_LIMIT', () => query(`{ ${'__typename '.repeat(4001)}}`)],
    [
      'COST_LIMIT',
      () => query('{ blogPosts(first: 50) { edges { node { relatedPosts(first: 100) { title } } } } }'),
    ],
    ['PERSISTED_QUERY_NOT_FOUND', () => post({ doc_id: 'not-an-operation' }).then(refusalOf)],
    ['FORBIDDEN', () => query('{ __typename }', { cookie: `${SESSION_COOKIE}=abc` })],
  ];

  it.each(requestErrors)('%s: the request is refused whole with its status', async (code, send) => {
    const refusal = await send();
    expect(refusal.codes[0]).toBe(code);
    expect(refusal.status).toBe(ERROR_CODES[code].status);
    expect(refusal.contentType).toBe(GRAPHQL_RESPONSE);
  });

  it('keeps the legacy 200 for GraphQL errors when the client accepts application/json only', async () => {
    const legacy = await post({ query: '{ nope }' }, { accept: 'application/json' }).then(refusalOf);
    expect(legacy).toMatchObject({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      codes: ['GRAPHQL_VALIDATION_FAILED'],
    });
  });

  it('answers a client that accepts multipart/mixed only with the whole answer as its one part', async () => {
    const response = await post({ query: '{ __typename }' }, { accept: 'multipart/mixed' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('multipart/mixed; boundary="-"');
    const parts = (await response.text()).split('\r\n---').filter((part) => part.includes('{'));
    expect(parts).toHaveLength(1);
    expect(JSON.parse(parts[0].slice(parts[0].indexOf('{')))).toMatchObject({
      data: { __typename: 'Query' },
    });
  });

  it('refuses an operation whose answer no type of its Accept can carry before it runs: no money moves', async () => {
    const { token } = await signUp(h, 'Aceita');
    const authorization = `Bearer ${token}`;
    const houses = await h.gql(
      typed<{ viewer: { bankroll: { bettingHouses: Array<{ id: string }> } } }>(
        '{ viewer { bankroll { bettingHouses { id } } } }',
      ),
      {},
      { token },
    );
    const created = await h.gql(
      typed<{ createAccount: { account: { id: string } } }>(
        'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
      ),
      { input: { name: 'Casa', bettingHouseId: houses.body.data.viewer.bankroll.bettingHouses[0].id } },
      { token },
    );
    const id = created.body.data.createAccount.account.id;
    for (const accept of ['application/xml', 'text/html', 'application/json; charset=latin1']) {
      const deposit = await post(
        {
          query: 'mutation ($input: DepositInput!) { deposit(input: $input) { errors { code } } }',
          variables: { input: { id, amount: '7.00', idempotencyKey: randomUUID() } },
        },
        { accept, authorization },
      );
      expect(deposit.status, accept).toBe(406);
      expect(deposit.headers.get('accept')).toBe(
        'text/event-stream, multipart/mixed, application/graphql-response+json, application/json',
      );
      expect((await refusalOf(deposit)).codes).toEqual(['BAD_REQUEST']);
    }
    const balance = await h.gql(
      typed<{ node: { availableBalance: string } }>(
        'query ($id: ID!) { node(id: $id) { ... on Account { availableBalance } } }',
      ),
      { id },
      { token },
    );
    expect(balance.body.data.node.availableBalance).toBe('0.00');
  });

  it('UNAUTHENTICATED: a bankroll mutation without a session or token', async () => {
    const answer = await query(
      'mutation { deposit(input: { id: "1", amount: "1.00", idempotencyKey: "k1" }) { errors { code } } }',
    );
    expect(answer).toMatchObject({ status: 200, codes: ['UNAUTHENTICATED'] });
  });

  it('NOT_FOUND: a node of a type the schema does not have, or of one that is no Node, with data (HTTP 200)', async () => {
    // Not in the schema; an interface; an input; an object that cannot be loaded by id.
    for (const type of ['Nope', 'Node', 'DepositInput', 'Sport']) {
      const answer = await query(`{ node(id: "${encodeId(type, 1)}") { id } }`);
      expect(answer, type).toMatchObject({ status: 200, codes: ['NOT_FOUND'] });
      expect(answer.messages, type).toEqual(['Nenhum objeto com esse ID.']);
    }
  });

  it('UPSTREAM_UNAVAILABLE and DEADLINE: the feed does not answer, and one call is all an operation may make', async () => {
    const answer = await query('{ a: event(id: 1) { id } b: event(id: 2) { id } }');
    expect(answer.status).toBe(200);
    expect(answer.codes.sort()).toEqual(['DEADLINE', 'UPSTREAM_UNAVAILABLE']);
  });

  it('SERVICE_UNAVAILABLE: the session store is away', async () => {
    const browser = h.browser();
    await browser.gql(SIGNUP, {
      input: {
        name: 'Ana',
        email: uniqueEmail(),
        password: 'segredo123',
        passwordConfirmation: 'segredo123',
      },
    });
    expect(browser.cookie).toBeDefined();
    storeDown.down = true;
    try {
      const answer = await query('{ viewer { id } }', { cookie: browser.cookie!, 'x-bancada-csrf': '1' });
      expect(answer).toMatchObject({ status: 503, codes: ['SERVICE_UNAVAILABLE'] });
    } finally {
      storeDown.down = false;
    }
  });

  it('RATE_LIMITED: more requests than one credential may make in the window', async () => {
    const headers = { authorization: 'Bearer flood' };
    let answer: Refusal | undefined;
    for (let i = 0; i < 41 && answer?.status !== 429; i++) answer = await query('{ __typename }', headers);
    expect(answer).toMatchObject({ status: 429, codes: ['RATE_LIMITED'] });
  });

  it('PAYLOAD_TOO_LARGE: a body over the limit, on the real HTTP server', async () => {
    const padding = ' '.repeat(DEFAULT_LIMITS.requestBodyBytes);
    const response = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }${padding}` }),
    });
    expect(await refusalOf(response)).toMatchObject({
      status: 413,
      contentType: GRAPHQL_RESPONSE,
      codes: ['PAYLOAD_TOO_LARGE'],
    });
  });

  it('INTERNAL_SERVER_ERROR: an unexpected failure is masked', async () => {
    const failing = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          broken: {
            type: GraphQLString,
            resolve: () => {
              throw new Error('SELECT secret FROM somewhere');
            },
          },
        },
      }),
    });
    const bff = createBff({ ...bareBffOptions(), schema: failing });
    try {
      const response = await bff.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ broken }' }),
      });
      const text = await response.clone().text();
      expect(text).not.toContain('secret');
      expect(await refusalOf(response)).toMatchObject({ status: 200, codes: ['INTERNAL_SERVER_ERROR'] });
    } finally {
      await bff.close();
    }
  });

  it('documents the codes in the schema as the enum ErrorCode', () => {
    const type = getSchema().getType('ErrorCode');
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const values = (type as GraphQLEnumType).getValues();
    expect(values.map((value) => value.name).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const value of values)
      expect(value.description).toContain(ERROR_CODES[value.name as ErrorCode].description);
  });
});
