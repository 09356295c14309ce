import {
  GraphQLError,
  buildSchema,
  getOperationAST,
  getVariableValues,
  isObjectType,
  parse,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  COST_DEFAULTS,
  INTROSPECTION_COSTS,
  actualCost,
  cost,
  requestedCost,
  type CostSettings,
  type FieldCost,
} from './cost-model.ts';

// The cost model alone, on a small schema of its own whose declarations make the arithmetic readable:
// a field costs its own points plus, per item of the list it returns, what is selected under it.
const schema = buildSchema(`
  interface Node { id: ID! }
  union SearchResult = Post | User
  type Query {
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]!
    posts(first: Int, last: Int, after: String): PostConnection
    search(term: String): [SearchResult!]!
    tags: [String!]!
    viewer: User
  }
  type Mutation { like(id: ID!): Post }
  type PostConnection { edges: [PostEdge!]! totalCount: Int! pageInfo: PageInfo! }
  type PageInfo { hasNextPage: Boolean! }
  type PostEdge { cursor: String! node: Post! }
  type Post implements Node {
    id: ID!
    title: String!
    author: User!
    comments(first: Int, last: Int): CommentConnection
    related: [Post!]!
  }
  type User implements Node {
    id: ID!
    name: String!
    posts(first: Int): PostConnection
    followers: [User!]!
  }
  type CommentConnection { edges: [CommentEdge!]! }
  type CommentEdge { node: Comment! }
  type Comment { text: String! }
`);

function declare(coordinate: string, declaration: FieldCost) {
  const [typeName, fieldName] = coordinate.split('.');
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  const field = type.getFields()[fieldName];
  (field as { extensions: object }).extensions = { ...field.extensions, ...cost(declaration) };
}
const PAGE: FieldCost = { cost: 3, size: 'page' };
const EDGES: FieldCost = { cost: 0, typicalSize: 1 };
declare('Query.node', { cost: 3 });
declare('Query.nodes', { cost: 0, itemCost: 3, size: { arg: 'ids' } });
declare('Query.posts', PAGE);
declare('Query.search', { cost: 2, typicalSize: 5 });
declare('PostConnection.edges', EDGES);
declare('Post.comments', PAGE);
declare('Post.related', { cost: 2, typicalSize: 4 });
// An upstream whose own page is smaller than maxListSize.
declare('User.posts', { ...PAGE, maxSize: 30 });
declare('User.followers', { cost: 3, typicalSize: 50 });
declare('CommentConnection.edges', EDGES);

const SETTINGS: CostSettings = { maxListSize: 100, defaultPageSize: 20 };

function inputOf(
  source: string,
  variables: Record<string, unknown> = {},
  testSchema: GraphQLSchema = schema,
) {
  const document = parse(source);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  const coerced = getVariableValues(testSchema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) throw coerced.errors[0];
  return { schema: testSchema, document, operation, variables: coerced.coerced, settings: SETTINGS };
}
const requested = (source: string, variables?: Record<string, unknown>) =>
  requestedCost(inputOf(source, variables));

function refusal(source: string, variables?: Record<string, unknown>): GraphQLError {
  try {
    requested(source, variables);
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('expected BAD_USER_INPUT');
}

// posts(first: n) { edges { node { comments(first: m) { edges { node { text } } } } } }
//   comments = 3 + m × (edges 0 + 1 × (node 1 + text 0)) = 3 + m
//   posts    = 3 + n × (edges 0 + 1 × (node 1 + comments))
const nested = (n: number, m: number) =>
  `{ posts(first: ${n}) { edges { node { comments(first: ${m}) { edges { node { text } } } } } } }`;

describe('requested cost', () => {
  it('multiplies nested lists by their sizes', () => {
    expect(requested(nested(10, 5))).toBe(3 + 10 * (1 + (3 + 5)));
    expect(requested(nested(20, 5))).toBe(3 + 20 * (1 + (3 + 5)));
    expect(requested(nested(10, 10))).toBe(3 + 10 * (1 + (3 + 10)));
    // A list without arguments multiplies by its typical size: 2 + 4 × (related 2 + 4 × author 1).
    expect(requested(`{ search { ... on Post { related { related { author { name } } } } } }`)).toBe(
      2 + 5 * (2 + 4 * (2 + 4 * 1)),
    );
  });

  it('counts scalars at 0, objects at 1 and root mutation fields at 5 when they declare nothing', () => {
    expect(requested(`{ tags }`)).toBe(COST_DEFAULTS.scalar);
    expect(requested(`{ viewer { name } }`)).toBe(COST_DEFAULTS.object);
    expect(requested(`mutation { like(id: "1") { title author { name } } }`)).toBe(
      COST_DEFAULTS.mutation + 1,
    );
  });

  it('uses the default page size when a connection is asked without first or last, and last when given', () => {
    const page = (args: string) => requested(`{ posts${args} { edges { node { title } } } }`);
    expect(page('')).toBe(3 + SETTINGS.defaultPageSize * 1);
    expect(page('(after: "x")')).toBe(3 + SETTINGS.defaultPageSize * 1);
    expect(page('(last: 7)')).toBe(3 + 7);
    expect(page('(first: 0)')).toBe(3);
  });

  it("multiplies a connection's edges by its page, and its pageInfo and totalCount once", () => {
    expect(
      requested(`{ posts(first: 10) { totalCount pageInfo { hasNextPage } edges { node { title } } } }`),
    ).toBe(3 + 1 + 10 * 1);
  });

  it('counts a field selected twice under one response key once, with its selections merged', () => {
    const followersPosts = 3 + 50 * (3 + 2 * 0);
    expect(
      requested(`{ viewer { followers { posts(first: 2) { totalCount } } } viewer { followers { name } } }`),
    ).toBe(1 + followersPosts);
    // Aliases are separate fields, each paid for.
    expect(
      requested(
        `{ a: viewer { followers { posts(first: 2) { totalCount } } } b: viewer { followers { name } } }`,
      ),
    ).toBe(1 + followersPosts + 1 + 3);
  });

  it('charges the costliest possible type of an interface or union, through fragments and inline fragments', () => {
    // Post: related 2 + 4 × 0 = 2; User: followers 3 + 50 × 0 = 3.
    expect(
      requested(`{ search { ... on Post { related { title } } ... on User { followers { name } } } }`),
    ).toBe(2 + 5 * 3);
    // Post: comments(first: 10) = 13; User (fragment spread twice, counted once): 3.
    expect(
      requested(`
        query { node(id: "x") { id ...Bits ... on Post { comments(first: 10) { edges { node { text } } } } } }
        fragment Bits on User { followers { name } ...Again }
        fragment Again on User { followers { name } }
      `),
    ).toBe(3 + 13);
    // A fragment on the interface applies to every member of the union.
    expect(requested(`{ search { ... on Node { ... on User { followers { id } } } } }`)).toBe(2 + 5 * 3);
  });

  it('leaves out what @skip and @include leave out, literally or through variables', () => {
    const source = `query($with: Boolean!) {
      viewer @skip(if: true) { followers { name } }
      posts(first: 2) @include(if: $with) { edges { node { title } } }
      tags
    }`;
    expect(requested(source, { with: true })).toBe(3 + 2);
    expect(requested(source, { with: false })).toBe(0);
    expect(requested(`{ viewer { ... @include(if: false) { followers { name } } name } }`)).toBe(1);
  });

  it('keeps one parsed document apart under different @skip/@include values, as the parser cache hands it out', () => {
    // The field collection is kept with the document per condition values: a document served to one
    // request with its section included must not cost the next request, which leaves it out, the same.
    const document = parse(`query($with: Boolean!, $n: Int) {
      posts(first: $n) @include(if: $with) { edges { node { title related { title } } } }
      tags
    }`);
    const operation = getOperationAST(document);
    if (!operation) throw new Error('no operation');
    const input = (variables: Record<string, unknown>) => {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
      if (coerced.errors) throw coerced.errors[0];
      return { schema, document, operation, variables: coerced.coerced, settings: SETTINGS };
    };
    const data = { posts: { edges: [{ node: { title: 'a', related: [{ title: 'b' }] } }] }, tags: [] };
    // posts = 3 + n × (edges 0 + 1 × (node 1 + related (2 + 4 × title 0)))
    expect(requestedCost(input({ with: true, n: 2 }))).toBe(3 + 2 * 3);
    expect(requestedCost(input({ with: false, n: 2 }))).toBe(0);
    expect(requestedCost(input({ with: true, n: 3 }))).toBe(3 + 3 * 3);
    // actual: posts 3 + its one edge (node 1 + related 2)
    expect(actualCost(input({ with: true, n: 2 }), data)).toBe(3 + 3);
    expect(actualCost(input({ with: false, n: 2 }), data)).toBe(0);
    expect(actualCost(input({ with: true, n: 2 }), data)).toBe(3 + 3);
  });

  it('reads first, last and ids from variables', () => {
    const source = `query($n: Int, $ids: [ID!]!) { posts(first: $n) { edges { node { title } } } nodes(ids: $ids) { id } }`;
    expect(requested(source, { n: 4, ids: ['a', 'b', 'c'] })).toBe(3 + 4 + 3 * 3);
    expect(requested(source, { ids: [] })).toBe(3 + SETTINGS.defaultPageSize);
    expect(requested(source, { n: null, ids: ['a'] })).toBe(3 + SETTINGS.defaultPageSize + 3);
  });

  it('refuses a list size over the maximum or below zero with BAD_USER_INPUT naming the argument', () => {
    const over = refusal(`{ posts(first: 101) { totalCount } }`);
    expect(over.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'first', maximum: 100 });
    expect(over.message).toBe('O argumento "first" pede 101 itens; o máximo é 100.');
    expect(
      refusal(
        `{ viewer { posts(first: 5) { edges { node { comments(last: 500) { edges { node { text } } } } } } } }`,
      ).extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'last' });
    const ids = Array.from({ length: 101 }, (_, i) => `id${i}`);
    expect(refusal(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'ids',
      maximum: 100,
    });
    expect(requested(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: ids.slice(1) })).toBe(300);
    const negative = refusal(`query($n: Int) { posts(first: $n) { totalCount } }`, { n: -1 });
    expect(negative.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'first' });
    expect(negative.extensions).not.toHaveProperty('maximum');
    expect(negative.message).toBe('O argumento "first" não pode ser negativo.');
  });

  it("refuses a page over a field's own smaller maximum the same way, rather than cutting it", () => {
    const over = refusal(`{ viewer { posts(first: 31) { totalCount } } }`);
    expect(over.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'first', maximum: 30 });
    expect(over.message).toBe('O argumento "first" pede 31 itens; o máximo é 30.');
    expect(requested(`{ viewer { posts(first: 30) { totalCount } } }`)).toBe(1 + 3);
  });

  it('charges introspection of the schema and of a type, whatever is selected under them, and not __typename', () => {
    expect(requested(`{ __typename }`)).toBe(0);
    // A name the schema lacks costs nothing, even one every object inherits (a document not yet validated).
    expect(requested(`{ constructor toString }`)).toBe(0);
    expect(requested(`{ __typename __schema { types { name fields { name } } } }`)).toBe(
      INTROSPECTION_COSTS.__schema,
    );
    expect(requested(`{ a: __schema { queryType { name } } b: __type(name: "Post") { name } }`)).toBe(
      INTROSPECTION_COSTS.__schema + INTROSPECTION_COSTS.__type,
    );
    // What it answered is what it asked for: nothing of it is refunded.
    const source = `{ a: __schema { types { name } } b: __schema { types { name } } }`;
    const answered = { a: { types: [{ name: 'Query' }] }, b: { types: [{ name: 'Query' }] } };
    expect(actualCost(inputOf(source), answered)).toBe(2 * INTROSPECTION_COSTS.__schema);
  });
});

describe('actual cost', () => {
  it('counts the lists as returned, never the sizes asked for', () => {
    const source = nested(10, 5);
    const input = inputOf(source);
    const data = {
      posts: {
        edges: [
          { node: { comments: { edges: [{ node: { text: 'a' } }, { node: { text: 'b' } }] } } },
          { node: { comments: null } },
        ],
      },
    };
    // posts 3 + edge 1 (node 1 + comments 3 + 2 × 1) + edge 2 (node 1 + comments 3, null).
    expect(actualCost(input, data)).toBe(3 + (1 + 3 + 2) + (1 + 3));
    expect(actualCost(input, { posts: null })).toBe(3);
    expect(actualCost(input, null)).toBe(0);
  });

  it('counts an abstract value as the type it came back as', () => {
    const input = inputOf(
      `{ search { __typename ... on Post { related { title } } ... on User { followers { name } } } }`,
    );
    const data = {
      search: [
        { __typename: 'Post', related: [{ title: 'a' }] },
        { __typename: 'User', followers: [{ name: 'x' }, { name: 'y' }] },
      ],
    };
    expect(actualCost(input, data)).toBe(2 + 2 + 3);
  });

  it('counts each item of a list whose items are work of their own', () => {
    const input = inputOf(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: ['a', 'b', 'c'] });
    expect(requestedCost(input)).toBe(9);
    // One id resolved to nothing still cost its lookup.
    expect(actualCost(input, { nodes: [{ id: 'a' }, null, { id: 'c' }] })).toBe(9);
  });

  it('measures a list whose items select nothing costly by its length, without reading its items', () => {
    const input = inputOf(`{ viewer { followers { name } } }`);
    let reads = 0;
    const follower = {
      name: 'x',
      get __typename() {
        reads += 1;
        return 'User';
      },
    };
    // viewer 1 + followers 3 (its items add nothing: name is free).
    expect(actualCost(input, { viewer: { followers: [follower, follower, follower] } })).toBe(1 + 3);
    expect(reads).toBe(0);
  });
});

describe("the bankroll's declarations", () => {
  it('charge one upstream call per statement page whatever its size, and one for the balance history', async () => {
    const { getSchema } = await import('../schema.ts');
    const real = getSchema();
    const source = `query($id: ID!, $n: Int) { node(id: $id) { ... on Account {
      statement(first: $n) { totalCount edges { cursor node { amount type } } }
      balanceHistory { date totalBalance }
    } } }`;
    const of = (n?: number) => requestedCost(inputOf(source, { id: 'x', n }, real));
    // node 3 + statement 3 + n × (edge 0 + entry 0: one page is one upstream call) + balanceHistory 3.
    expect(of(50)).toBe(3 + 3 + 3);
    expect(of(100)).toBe(3 + 3 + 3);
    expect(of()).toBe(3 + 3 + 3);
  });
});
