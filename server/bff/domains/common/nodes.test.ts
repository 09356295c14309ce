import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../../test/captured-log.ts';
import {
  bareBffOptions,
  signUp,
  startHarness,
  typed,
  type GqlAnswer,
  type Harness,
} from '../../test/harness.ts';
import { createBff } from '../../yoga.ts';
import { encodeId } from './global-id.ts';

/**
 * `nodes(ids:)` answers each id alone (nodes.ts): one item per id, in order, whatever the others are. The
 * same document runs as an integrator's text (graphql-js) and as a persisted document of the web app
 * (graphql-jit, yoga.ts): both must place an item's error at that item.
 */
const NODES = typed<{ nodes: Array<{ id: string; __typename: string } | null> }>(
  'query Nodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }',
);
const MALFORMED = '!!not-an-id';

let h: Harness;
let alice: string;
const ids = { user: '', bankroll: '', bruno: '' };

beforeAll(async () => {
  h = await startHarness({ persisted: { get: (id) => (id === 'nodes' ? NODES : null) } });
  alice = (await signUp(h, 'Alice')).token;
  const bruno = (await signUp(h, 'Bruno')).token;
  const viewer = typed<{ viewer: { id: string; bankroll: { id: string } } }>(
    '{ viewer { id bankroll { id } } }',
  );
  const me = (await h.gql(viewer, {}, { token: alice })).body.data.viewer;
  ids.user = me.id;
  ids.bankroll = me.bankroll.id;
  ids.bruno = (await h.gql(viewer, {}, { token: bruno })).body.data.viewer.id;
});
afterAll(() => h.close());

type Answer = GqlAnswer<{ nodes: Array<{ id: string; __typename: string } | null> }>;

const asText = (variables: Record<string, unknown>): Promise<Answer> =>
  h.gql(NODES, variables, { token: alice });
const compiled = (variables: Record<string, unknown>): Promise<Answer> =>
  h.gql(NODES, undefined, { token: alice, raw: { doc_id: 'nodes', variables } });

describe('nodes(ids:)', () => {
  it.each([
    ['graphql-js', asText],
    ['graphql-jit', compiled],
  ])(
    'answers every id at its position, with an error only where node(id:) gives one (%s)',
    async (engine, run) => {
      const list = [
        ids.user, // 0: yours
        encodeId('Account', 999_999_999), // 1: unknown id of a known type
        MALFORMED, // 2: not a global id
        encodeId('Sport', 'football'), // 3: an object that is no Node
        ids.bankroll, // 4: yours, of another type
        encodeId('Nope', 1), // 5: a type the schema does not have
        ids.bruno, // 6: someone else's
        encodeId('Node', 1), // 7: an interface
        ids.user, // 8: the same id again
      ];
      const answer = await run({ ids: list });
      expect(answer.status).toBe(200);
      expect(answer.body.data.nodes).toEqual([
        { __typename: 'User', id: ids.user },
        null,
        null,
        null,
        { __typename: 'Bankroll', id: ids.bankroll },
        null,
        null,
        null,
        { __typename: 'User', id: ids.user },
      ]);
      // graphql-jit's errors reach the answer without `locations` (plugins/errors.ts rebuilds each error
      // from graphql-js's `nodes`, which they lack), as for every field error of a persisted document.
      const errors = (answer.body.errors ?? [])
        .map(({ message, path, extensions }) => ({ message, path, extensions }))
        .sort((a, b) => Number(a.path?.[1]) - Number(b.path?.[1]));
      // The errors node(id:) gives for the same ids, one by one.
      const alone = async (id: string) =>
        (await h.gql<unknown>('query($id: ID!) { node(id: $id) { id } }', { id }, { token: alice })).body
          .errors?.[0];
      const malformed = await alone(MALFORMED);
      expect(malformed).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      const notFound = await alone(encodeId('Sport', 'football'));
      expect(notFound).toMatchObject({
        message: 'Nenhum objeto com esse ID.',
        extensions: { code: 'NOT_FOUND' },
      });
      const at = (index: number, like: typeof malformed) => ({
        message: like?.message,
        path: ['nodes', index],
        extensions: like?.extensions,
      });
      expect(errors).toEqual([at(2, malformed), at(3, notFound), at(5, notFound), at(7, notFound)]);
      if (engine === 'graphql-js')
        for (const error of answer.body.errors ?? [])
          expect(error.locations).toEqual([{ line: 1, column: 29 }]);
    },
  );

  it('answers an empty list for no ids, and only nulls for ids of nobody', async () => {
    expect((await asText({ ids: [] })).body).toMatchObject({ data: { nodes: [] } });
    const unknown = await asText({
      ids: [encodeId('User', 999_999_999), encodeId('BlogPost', 'nao-existe')],
    });
    expect(unknown.body.errors).toBeUndefined();
    expect(unknown.body.data.nodes).toEqual([null, null]);
  });
});

/**
 * One rule for an id argument wherever it is taken (global-id.ts `parseIntId`): text that is no id at all
 * is BAD_USER_INPUT, as a field error in a query and in the payload of a mutation; an id that names nothing
 * that can exist (another type's, zero) is answered as an unknown one, null or NOT_FOUND, so ids of others
 * cannot be told apart from ids of nobody.
 */
describe('an id argument', () => {
  const ACCOUNT = typed<{ viewer: { bankroll: { account: { id: string } | null } } }>(
    'query($id: ID!) { viewer { bankroll { account(id: $id) { id } } } }',
  );
  const NODE = typed<{ node: { id: string } | null }>('query($id: ID!) { node(id: $id) { id } }');
  const HIDE = typed<{ hideAccount: { errors: Array<{ code: string; field: string; message: string }> } }>(
    'mutation($id: ID!) { hideAccount(input: { id: $id }) { errors { code field message } } }',
  );
  const codes = (answer: GqlAnswer<unknown>) =>
    (answer.body.errors ?? []).map((error) => [error.extensions?.code, error.message]);

  it.each(['zzz', '!!', '', encodeId('Account', 'abc'), encodeId('Account', '-1')])(
    'refuses %s, which is no id, with BAD_USER_INPUT in queries, node() and mutations',
    async (id) => {
      const message = `ID inválido: "${id}".`;
      const account = await h.gql(ACCOUNT, { id }, { token: alice });
      expect(account.body.data.viewer.bankroll.account).toBeNull();
      expect(codes(account)).toEqual([['BAD_USER_INPUT', message]]);
      const node = await h.gql(NODE, { id }, { token: alice });
      expect(node.body.data.node).toBeNull();
      expect(codes(node)[0]?.[0]).toBe('BAD_USER_INPUT');
      // An empty id in a mutation's input is a field left blank: BAD_USER_INPUT too, saying what to fill in.
      const hide = await h.gql(HIDE, { id }, { token: alice });
      expect(codes(hide)).toEqual([]);
      expect(hide.body.data.hideAccount.errors).toEqual([
        { code: 'BAD_USER_INPUT', field: 'id', message: id === '' ? 'Informe a conta.' : message },
      ]);
    },
  );

  it.each([encodeId('Event', 42), '0', encodeId('Account', 0), '9'.repeat(20)])(
    'answers "%s", which names no account that can exist, as an unknown account',
    async (id) => {
      const hide = await h.gql(HIDE, { id }, { token: alice });
      expect(codes(hide)).toEqual([]);
      expect(hide.body.data.hideAccount.errors).toEqual([
        { code: 'NOT_FOUND', field: 'id', message: 'Conta não encontrada' },
      ]);
      const account = await h.gql(ACCOUNT, { id }, { token: alice });
      expect(account.body.errors).toBeUndefined();
      expect(account.body.data.viewer.bankroll.account).toBeNull();
    },
  );
});

describe("node(id:) of the feed's types", () => {
  it.each([encodeId('Event', 'abc'), encodeId('Event', '0xc636f1d'), encodeId('Team', 'abc')])(
    'refuses %s, whose id is no number, with BAD_USER_INPUT',
    async (id) => {
      const node = await h.gql<{ node: unknown }>('query($id: ID!) { node(id: $id) { id } }', { id });
      expect(node.body.data.node).toBeNull();
      expect(node.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    },
  );
});

describe('node(id:) of a type no object has', () => {
  it('is NOT_FOUND, a client mistake that logs nothing at error level', async () => {
    const { logger, lines } = capturedLogger('info');
    const bff = createBff({ ...bareBffOptions(), logger });
    try {
      const response = await bff.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ node(id: "${encodeId('Foo', 1)}") { id } }` }),
      });
      const body = (await response.json()) as GqlAnswer<unknown>['body'];
      expect(body.errors?.map((error) => error.extensions.code)).toEqual(['NOT_FOUND']);
      // Pino's error level is 50: Yoga logged every masked error there, this one in English.
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await bff.close();
    }
  });
});
