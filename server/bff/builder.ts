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
    edgesFieldOptions: {
      extensions: cost({ cost: 0, typicalSize: 1 }),
      description: 'The items of this page, each with its cursor.',
    },
    nodeQueryOptions: {
      extensions: cost({ cost: UPSTREAM_CALL }),
      description: 'Any object by its global id (`id`); null when unknown or not yours.',
      args: { id: { description: 'A global id, as any `id` field answers it.' } },
    },
    // `nodes(ids:)` is domains/common/nodes.ts: each id answers alone (a malformed one fails its item only).
    nodesQueryOptions: false,
    // Descriptions of what the plugin generates, the same for every connection, edge, payload and input.
    nodeTypeOptions: {
      description: 'An object with a global id, which `node(id:)` and `nodes(ids:)` fetch again.',
    },
    pageInfoTypeOptions: {
      extensions: INHERIT,
      description: 'Where a page of a connection stands in the list.',
    },
    cursorFieldOptions: {
      description: 'Opaque cursor of this edge: pass it as `after` to page on.',
    },
    nodeFieldOptions: { description: 'The item at this edge.' },
    pageInfoFieldOptions: { description: 'Where this page stands in the list.' },
    hasNextPageFieldOptions: { description: 'Whether items follow this page (ask with `after: endCursor`).' },
    hasPreviousPageFieldOptions: {
      description: 'Whether items precede this page (it was asked with `after`).',
    },
    startCursorFieldOptions: { description: "Cursor of the page's first edge; null on an empty page." },
    endCursorFieldOptions: { description: "Cursor of the page's last edge; null on an empty page." },
    firstArgOptions: {
      description: 'Page size counting forward from `after` (default and maximum: see the field).',
    },
    afterArgOptions: { description: 'Cursor to page forward from (an `endCursor`); the start when omitted.' },
    // Lists page forward only, by keyset (domains/common/cursors.ts); Relay's backward arguments stay in the
    // schema for the connection spec's shape and are refused when given.
    lastArgOptions: {
      description: 'Not accepted: lists page forward only (`first`/`after`); BAD_USER_INPUT.',
      deprecationReason: 'Lists page forward only, by keyset: use `first` and `after`.',
    },
    beforeArgOptions: {
      description: 'Not accepted: lists page forward only (`first`/`after`); BAD_USER_INPUT.',
      deprecationReason: 'Lists page forward only, by keyset: use `first` and `after`.',
    },
    mutationInputArgOptions: {
      description: 'Everything the mutation takes, in one object; its input type describes each field.',
    },
    defaultMutationInputTypeOptions: { description: 'Input of the mutation of the same name.' },
    // Connections, edges, page info and payloads carry what the field returning them holds: its cache scope.
    defaultConnectionTypeOptions: {
      extensions: INHERIT,
      description: 'One page of a list, in cursor pages.',
    },
    defaultEdgeTypeOptions: { extensions: INHERIT, description: 'One item of a page, with its cursor.' },
    defaultPayloadTypeOptions: {
      extensions: INHERIT,
      description:
        'Result of the mutation of the same name: `errors` lists expected failures (empty on success).',
    },
    // A global id is its object's id, encoded (the context only carries the encoder).
    idFieldOptions: {
      extensions: INHERIT,
      description:
        'Global id: opaque, stable, accepted by `node(id:)` and by the fields that take this object.',
    },
  },
});

builder.queryType({
  description: 'Reads: sports (public), the blog (public) and the signed-in user’s data.',
});
builder.mutationType({
  description: 'Changes: sign-in and account management, the bankroll. Expected failures come in `errors`.',
});
builder.subscriptionType({
  description:
    'Live updates over graphql-ws or SSE: an event, the live list of a sport, the counts per sport.',
});

/** The builder's resolved type parameters, for helpers that build fields outside a type's own thunk. */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type FieldBuilder<Shape> = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Shape>;
/** `t.arg` of a field, for argument sets that several fields share. */
export type ArgBuilder = FieldBuilder<unknown>['arg'];
