import { brandWithType } from '@pothos/core';
import { resolveNodes } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../../builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { cost, UPSTREAM_CALL } from '../../plugins/cost-model.ts';
import { isNodeTypeMiss, nodeNotFound } from '../../plugins/errors.ts';
import { decodeId } from './global-id.ts';

/**
 * `nodes(ids:)`, defined here rather than by the relay plugin (builder.ts: `nodesQueryOptions: false`): the
 * plugin decodes every id before resolving, so one malformed id, or one of a type that cannot be loaded,
 * failed the whole list. Here each id stands alone: the list always has one item per id, in order, and an
 * id `node(id:)` refuses is null at its position with the error `node(id:)` gives (BAD_USER_INPUT for a
 * malformed id, NOT_FOUND for a type that is no loadable Node), at the path ["nodes", i]. An Error as a list
 * item is how graphql-js and graphql-jit place an error on that item.
 *
 * The well-formed ids still go through the plugin's resolveNodes, one call per type, so the ids of a type
 * load in one batch and share the request's node cache with `node(id:)`. An id whose load fails (the
 * feed's call for that event) is null with its own error too, as `node(id:)` is null with it.
 */

interface GlobalId {
  typename: string;
  id: unknown;
}

type ParseId = (id: string, context: GraphQLContext) => unknown;

/** A global id as the plugin parses an id argument: decoded, then its type's `id.parse` (Event, Team). */
function parseGlobalId(raw: string, context: GraphQLContext, info: GraphQLResolveInfo): GlobalId {
  const { typename, id } = decodeId(raw);
  const parse = info.schema.getType(typename)?.extensions.pothosParseGlobalID as ParseId | undefined;
  return { typename, id: parse ? parse(id, context) : id };
}

/** One item per id: the object or null, or the Error that id meets (see above). */
export async function resolveNodeList(
  ids: readonly unknown[],
  context: GraphQLContext,
  info: GraphQLResolveInfo,
): Promise<unknown[]> {
  const items: unknown[] = ids.map(() => null);
  const byType = new Map<string, { ids: GlobalId[]; indexes: number[] }>();
  ids.forEach((raw, index) => {
    let globalId: GlobalId;
    try {
      globalId = parseGlobalId(String(raw), context, info);
    } catch (error) {
      items[index] = error instanceof Error ? error : new Error(String(error));
      return;
    }
    let group = byType.get(globalId.typename);
    if (!group) byType.set(globalId.typename, (group = { ids: [], indexes: [] }));
    group.ids.push(globalId);
    group.indexes.push(index);
  });
  await Promise.all(
    [...byType.values()].map(async (group) => {
      const loaded = await resolveNodes(builder, context, info, group.ids).catch((error: unknown) =>
        isNodeTypeMiss(error) ? group.ids.map(() => nodeNotFound()) : eachAlone(group.ids, context, info),
      );
      group.indexes.forEach((index, i) => (items[index] = loaded[i]));
    }),
  );
  return items;
}

/**
 * The ids of a type whose load failed as a whole (one event's feed call failed, say), each on its own: the
 * ones that loaded are in the request's node cache by now, so only the failed ones are asked again, and
 * each failure is that item's error (UPSTREAM_UNAVAILABLE, DEADLINE…) rather than the list's, which is
 * non-null and would take every other field of the answer with it.
 */
async function eachAlone(
  ids: readonly GlobalId[],
  context: GraphQLContext,
  info: GraphQLResolveInfo,
): Promise<unknown[]> {
  const settled = await Promise.allSettled(
    ids.map(async (id) => {
      // From the request's node cache: the object, or the promise of a load still running when the batch
      // failed. resolveNodes brands only what a whole batch loaded, and Node's type resolution reads the brand.
      const [cached] = await resolveNodes(builder, context, info, [id]);
      const value: unknown = await cached;
      brandWithType(value, id.typename as never);
      return value;
    }),
  );
  return settled.map((outcome) =>
    outcome.status === 'fulfilled'
      ? outcome.value
      : outcome.reason instanceof Error
        ? outcome.reason
        : new Error(String(outcome.reason)),
  );
}

builder.queryField('nodes', (t) =>
  t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    // Each id is one upstream load; the list is capped at limits.graphqlListSize (plugins/cost-model.ts).
    extensions: cost({ cost: 0, itemCost: UPSTREAM_CALL, size: { arg: 'ids' } }),
    description: 'Objects by their global ids, in the same order; null for each unknown or not yours.',
    args: {
      ids: t.arg.idList({ required: true, description: 'Global ids, as `id` fields answer them.' }),
    },
    resolve: (_root, args, context, info) => resolveNodeList(args.ids, context, info),
  }),
);
