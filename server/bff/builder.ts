import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import type { GraphQLContext } from './context.ts';
import { decodeId, encodeId } from './domains/common/global-id.ts';
import CacheControlPlugin, { INHERIT } from './plugins/cache-control.ts';
import { cost, UPSTREAM_CALL } from './plugins/cost-model.ts';

/**
 * The one Pothos builder. It holds no types (those live in domains/<name>/); schema.ts imports every
 * domain so their fields register, then calls builder.toSchema().
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    /** Exact decimal string in BRL, e.g. "1234.56"; never a float. */
    Money: { Input: string; Output: string };
    /** Exact decimal string that is not money, e.g. a percentage "-12.50". */
    Decimal: { Input: string; Output: string };
    /** ISO 8601 date-time. */
    DateTime: { Input: string; Output: string };
    /** ISO 8601 calendar date (YYYY-MM-DD). */
    Date: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
}>({
  // Cache scopes (plugins/cache-control.ts): the build fails when a type or a context-reading field has none.
  plugins: [RelayPlugin, CacheControlPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Malformed ids are the caller's mistake: answer BAD_USER_INPUT instead of a masked internal error.
    encodeGlobalID: encodeId,
    decodeGlobalID: decodeId,
    // Costs (plugins/cost-model.ts): fields that declare none cost 0 (scalars), 1 (objects) or 5 (mutations),
    // lists count 10 items. A connection multiplies its selection by `first`/`last` (the default page size
    // without them), so its `edges` and `nodes` lists count once; each node by id is one upstream load.
    defaultConnectionFieldOptions: { extensions: cost({ cost: UPSTREAM_CALL, size: 'page' }) },
    edgesFieldOptions: { extensions: cost({ cost: 0, typicalSize: 1 }) },
    nodeQueryOptions: { extensions: cost({ cost: UPSTREAM_CALL }) },
    nodesQueryOptions: { extensions: cost({ cost: 0, itemCost: UPSTREAM_CALL, size: { arg: 'ids' } }) },
    // Connections, edges, page info and payloads carry what the field returning them holds: its cache scope.
    defaultConnectionTypeOptions: { extensions: INHERIT },
    defaultEdgeTypeOptions: { extensions: INHERIT },
    pageInfoTypeOptions: { extensions: INHERIT },
    defaultPayloadTypeOptions: { extensions: INHERIT },
    // A global id is its object's id, encoded (the context only carries the encoder).
    idFieldOptions: { extensions: INHERIT },
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The builder's resolved type parameters, for helpers that build fields outside a type's own thunk. */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type FieldBuilder<Shape> = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Shape>;
