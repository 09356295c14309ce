import SchemaBuilder from '@pothos/core';
import {
  getNamedType,
  isCompositeType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from '../schema.ts';
import CacheControlPlugin, {
  CacheControlError,
  PRIVATE,
  cacheControlViolations,
  fieldCachePolicy,
  possibleTypes,
  publicFor,
  type CachePolicy,
} from './cache-control.ts';

type Field = GraphQLField<unknown, unknown>;

/**
 * Every field reachable from `root.field`, with the policy it resolves to there (the parent's policy flows
 * into scalars and INHERIT types, as in the response cache's walk). Each (type, parent policy) is walked once.
 */
function reachable(root: GraphQLObjectType, field: Field, types?: readonly GraphQLObjectType[]) {
  const schema = getSchema();
  const found = new Map<string, CachePolicy | undefined>();
  const seen = new Set<string>();
  const visit = (
    parentType: GraphQLObjectType,
    f: Field,
    parent: CachePolicy | undefined,
    narrowed?: readonly GraphQLObjectType[],
  ) => {
    const coordinate = `${parentType.name}.${f.name}`;
    const policy = fieldCachePolicy(schema, parentType, f, parent, narrowed);
    const known = found.get(coordinate);
    // The least restrictive policy a coordinate gets anywhere is the one that matters.
    if (!found.has(coordinate) || (known?.scope === 'PRIVATE' && policy?.scope !== 'PRIVATE'))
      found.set(coordinate, policy);
    const named = getNamedType(f.type);
    if (!isCompositeType(named)) return;
    for (const object of narrowed ?? possibleTypes(schema, named)) {
      const child = fieldCachePolicy(schema, parentType, f, parent, [object]);
      const key = `${object.name}|${child?.scope}|${child?.maxAgeMs}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const next of Object.values(object.getFields())) visit(object, next, child);
    }
  };
  visit(root, field, undefined, types);
  return found;
}

const describePolicy = (p: CachePolicy | undefined) => (p ? `${p.scope} ${p.maxAgeMs}` : 'undeclared');

describe('the cache scopes of the real schema', () => {
  const schema = getSchema();
  const query = schema.getQueryType()!;
  const mutation = schema.getMutationType()!;
  const queryFields = query.getFields();

  it('builds with every rule met', () => {
    expect(cacheControlViolations(schema)).toEqual([]);
  });

  it('resolves every field reached from a private root to PRIVATE: the viewer, mutations, private node ids', () => {
    const reached = new Map<string, CachePolicy | undefined>();
    const add = (found: Map<string, CachePolicy | undefined>) => {
      for (const [coordinate, policy] of found)
        if (!reached.has(coordinate) || policy?.scope !== 'PRIVATE') reached.set(coordinate, policy);
    };
    add(reachable(query, queryFields.viewer));
    for (const field of Object.values(mutation.getFields())) add(reachable(mutation, field));
    // `node` of any type the private roots reach is private too (what the response cache would see).
    const privateNodes = new Set(
      [...reached.keys()]
        .map((c) => schema.getType(c.split('.')[0]))
        .filter(
          (t): t is GraphQLObjectType => isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Node'),
        ),
    );
    for (const type of privateNodes) add(reachable(query, queryFields.node, [type]));

    const leaks = [...reached]
      .filter(([, p]) => p?.scope !== 'PRIVATE')
      .map(([c, p]) => `${c}: ${describePolicy(p)}`);
    expect(leaks).toEqual([]);
    // The walk went where the user's data is: not an empty pass.
    for (const coordinate of [
      'Query.viewer',
      'User.email',
      'User.bankroll',
      'Bankroll.bettingHouses',
      'BettingHouse.name',
      'Bankroll.totals',
      'BankrollTotals.totalBalance',
      'Account.statement',
      'StatementEntry.amount',
      'Account.balanceHistory',
      'Mutation.deposit',
      'DepositPayload.errors',
      'UserError.message',
      'LoginPayload.token',
      'Query.node',
    ])
      expect(reached.has(coordinate), coordinate).toBe(true);
    expect([...privateNodes].map((t) => t.name).sort()).toEqual(
      expect.arrayContaining(['Account', 'Bankroll', 'BettingHouse', 'StatementEntry', 'User']),
    );
  });

  it('resolves every field reached from the public roots to PUBLIC with a positive max age', () => {
    const problems: string[] = [];
    const publicRoots = Object.values(queryFields).filter(
      (f) => fieldCachePolicy(schema, query, f, undefined)?.scope === 'PUBLIC',
    );
    expect(publicRoots.map((f) => f.name).sort()).toEqual([
      'blogCategories',
      'blogPost',
      'blogPosts',
      'event',
      'sport',
      'sports',
    ]);
    const publicNodes = schema
      .getPossibleTypes(schema.getType('Node') as never)
      .filter((t) => fieldCachePolicy(schema, query, queryFields.node, undefined, [t])?.scope === 'PUBLIC');
    expect(publicNodes.map((t) => t.name).sort()).toEqual(['BlogCategory', 'BlogPost', 'Event', 'Team']);
    const all = [
      ...publicRoots.map((f) => reachable(query, f)),
      ...publicNodes.map((t) => reachable(query, queryFields.node, [t])),
    ];
    for (const found of all)
      for (const [coordinate, p] of found)
        if (p?.scope !== 'PUBLIC' || !(p.maxAgeMs > 0) || p.maxAgeMs === Infinity)
          problems.push(`${coordinate}: ${describePolicy(p)}`);
    expect(problems).toEqual([]);
    expect(all.reduce((n, found) => n + found.size, 0)).toBeGreaterThan(200);
  });
});

describe('a schema without its declarations', () => {
  interface Ctx {
    token: string | null;
  }
  const newBuilder = () => new SchemaBuilder<{ Context: Ctx }>({ plugins: [CacheControlPlugin] });
  type Builder = ReturnType<typeof newBuilder>;
  type EventRef = ReturnType<Builder['objectRef']>;

  /** A small schema on a builder with the plugin: a public event and whatever `extra` adds to it. */
  function build(extra: (b: Builder, event: EventRef) => void) {
    const b = newBuilder();
    const Event = b.objectRef<{ id: number }>('Event').implement({
      extensions: publicFor(3_000),
      fields: (t) => ({ id: t.exposeInt('id') }),
    });
    b.queryType({
      fields: (t) => ({
        event: t.field({
          type: Event,
          extensions: publicFor(3_000),
          resolve: (_r, _a, ctx) => ({ id: ctx.token ? 1 : 2 }),
        }),
      }),
    });
    extra(b, Event as EventRef);
    return () => b.toSchema();
  }

  it('builds when every type and context-reading field declares its scope', () => {
    expect(
      build((b, event) => {
        const Secret = b.objectRef<{ n: string }>('Secret').implement({
          extensions: PRIVATE,
          fields: (t) => ({
            n: t.exposeString('n'),
            viaCtx: t.string({ resolve: (_s, _a, ctx) => ctx.token ?? '' }),
          }),
        });
        b.queryField('secret', (t) => t.field({ type: Secret, resolve: () => ({ n: 'x' }) }));
        b.objectField(event, 'stake', (t) =>
          t.string({ extensions: PRIVATE, resolve: (_e, _a, ctx) => ctx.token ?? '' }),
        );
      })(),
    ).toBeDefined();
  });

  it('fails to build when a new type has no scope, naming it', () => {
    const toSchema = build((b) => {
      const Secret = b
        .objectRef<{ n: string }>('Secret')
        .implement({ fields: (t) => ({ n: t.exposeString('n') }) });
      b.queryField('secret', (t) => t.field({ type: Secret, resolve: () => ({ n: 'x' }) }));
    });
    expect(toSchema).toThrow(CacheControlError);
    expect(toSchema).toThrow(/Secret: the type declares no cache scope/);
    expect(toSchema).toThrow(/Query\.secret: a root field resolves to no cache scope/);
  });

  it('fails to build when a field reads the context on a public type without a scope of its own', () => {
    const toSchema = build((b, event) => {
      b.objectField(event, 'stake', (t) => t.string({ resolve: (_e, _a, ctx) => ctx.token ?? '' }));
    });
    expect(toSchema).toThrow(/Event\.stake: the resolver reads the request context/);
  });

  it('fails to build when a root field reading the context relies on a public type', () => {
    const toSchema = build((b, event) => {
      b.queryField('myEvent', (t) =>
        t.field({ type: event, resolve: (_r, _a, ctx) => ({ id: ctx.token ? 1 : 2 }) }),
      );
    });
    expect(toSchema).toThrow(/Query\.myEvent: the resolver reads the request context/);
  });
});
