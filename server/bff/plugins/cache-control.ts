import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  getNamedType,
  getOperationAST,
  isAbstractType,
  isCompositeType,
  isObjectType,
  OperationTypeNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type InlineFragmentNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { decodeId } from '../domains/common/global-id.ts';
import { sportsResources, type SportsResource } from '../upstreams/sports/resources.ts';

/**
 * Cache scope and max age, declared where a type or a field is defined, beside its cost, in the spirit of
 * Apollo Server's `@cacheControl`:
 *
 *   builder.objectRef<Team>('Team').implement({ extensions: publicFor(sportsMaxAge('team')), ... })
 *   t.field({ extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('odds')) }, ... })
 *   builder.node(AccountRef, { extensions: PRIVATE, ... })
 *
 * A field's policy is, most restrictive first:
 * - its scope is the most restrictive of its own hint and of what it would have without one (a field may
 *   make a public type private, never the reverse); its max age is its own hint's, if it has one;
 * - without an own part, a field returning an object type takes that type's hint; one returning an
 *   interface or a union, the most restrictive hint of every type it may return (`node` of a public id is
 *   narrowed by the response cache to the id's type); a type declared INHERIT (connections, edges, page
 *   info, payloads, errors: shapes that carry whatever the field holding them returns) and a scalar or enum
 *   field take the policy of the field that returned their parent object.
 * - A PRIVATE field has no max age (it is never shared). A root field of Mutation is PRIVATE: a mutation
 *   acts for its caller and is never cached.
 * An operation is as restrictive as the most restrictive field it selects: PRIVATE if any is, else PUBLIC
 * for the shortest max age of all (operationCachePolicy below, which the response cache reads).
 *
 * The build enforces the declarations (the plugin below fails builder.toSchema() naming each culprit):
 * 1. every object type other than the roots declares a hint (PUBLIC with a max age, PRIVATE or INHERIT), so
 *    a new type reached from anywhere cannot be taken for public by default;
 * 2. every root field of Query and Subscription resolves to a policy (its own hint or its type's);
 * 3. a field whose resolver takes the request context declares its own hint (a scope, or INHERIT when it
 *    only presents its parent's data, as a global id does) unless it is PRIVATE wherever it is reached (its
 *    parent type or the type it returns is PRIVATE): the context is the only way to the caller's session,
 *    so a field reading it on a public or inheriting type is where private data could enter unnoticed. A
 *    field that only reads its parent value is covered by its parent's policy.
 * So a private field added without a scope fails the build: it either returns a new type (rule 1) or
 * resolves from the context (rule 3).
 */

export type CacheScope = 'PUBLIC' | 'PRIVATE';

export interface CacheHint {
  scope?: CacheScope;
  /** How long an answer may be served, in milliseconds (the TTL of the data it reads). */
  maxAgeMs?: number;
  /**
   * On a type: it carries whatever the field returning it holds (connections, payloads, errors). On a field
   * that reads the context only to present its parent's data (a global id): its parent's policy.
   */
  inherit?: true;
}

/** The resolved policy of a field or an operation. `maxAgeMs` is Infinity when nothing bounds it. */
export interface CachePolicy {
  scope: CacheScope;
  maxAgeMs: number;
}

/** `extensions` of a type or field: `extensions: cacheControl({ scope: 'PUBLIC', maxAgeMs: 5_000 })`. */
export function cacheControl(hint: CacheHint): { cacheControl: CacheHint } {
  return { cacheControl: hint };
}

/** Public data, served to anyone for at most `maxAgeMs`. */
export function publicFor(maxAgeMs: number): { cacheControl: CacheHint } {
  return cacheControl({ scope: 'PUBLIC', maxAgeMs });
}

/** The caller's own data (read with their token): never stored, never shared. */
export const PRIVATE = cacheControl({ scope: 'PRIVATE' });

/** A shape without data of its own: it takes the policy of the field that returns it. */
export const INHERIT = cacheControl({ inherit: true });

/**
 * The shortest time a sports resource stays fresh in the shared cache (its table is the one source of
 * TTLs): a resource whose TTL depends on its value (lineups: minutes once confirmed) counts its shortest.
 */
export function sportsMaxAge(resource: keyof typeof sportsResources): number {
  const { ttlMs } = sportsResources[resource] as SportsResource<unknown>;
  return typeof ttlMs === 'function' ? ttlMs(null) : ttlMs;
}

/** How long a blog answer may be served: posts and categories change when an editor publishes. */
export const BLOG_MAX_AGE_MS = 60_000;

const hintOf = (holder: { extensions?: unknown }): CacheHint | undefined =>
  (holder.extensions as { cacheControl?: CacheHint } | null | undefined)?.cacheControl;

const PRIVATE_POLICY: CachePolicy = { scope: 'PRIVATE', maxAgeMs: 0 };
const UNBOUNDED: CachePolicy = { scope: 'PUBLIC', maxAgeMs: Infinity };

/** The most restrictive of two policies: PRIVATE wins, else the shorter max age. */
export function restrict(a: CachePolicy, b: CachePolicy): CachePolicy {
  if (a.scope === 'PRIVATE' || b.scope === 'PRIVATE') return PRIVATE_POLICY;
  return a.maxAgeMs <= b.maxAgeMs ? a : b;
}

/** An object type's policy where a field returns it, or undefined when neither it nor the parent says. */
function objectPolicy(type: GraphQLObjectType, parent: CachePolicy | undefined): CachePolicy | undefined {
  const hint = hintOf(type);
  if (!hint || hint.inherit) return parent;
  if (hint.scope === 'PRIVATE') return PRIVATE_POLICY;
  if (hint.scope !== 'PUBLIC' || hint.maxAgeMs === undefined) return undefined;
  // As in Apollo's rules, a type's own hint stands wherever it is reached: a public type under a private
  // field is public data (the operation is private anyway, being as restrictive as its most restrictive field).
  return { scope: 'PUBLIC', maxAgeMs: hint.maxAgeMs };
}

/**
 * The policy of `field` on `parentType` when returned value(s) are of the given object types (all the
 * possible types of its named type unless narrowed), under a parent field of policy `parent` (undefined at
 * the root). Undefined when nothing declares one (the build refuses that where it matters; the response
 * cache treats it as PRIVATE).
 */
export function fieldCachePolicy(
  schema: GraphQLSchema,
  parentType: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
  parent: CachePolicy | undefined,
  types?: readonly GraphQLObjectType[],
): CachePolicy | undefined {
  if (parentType === schema.getMutationType()) return PRIVATE_POLICY;
  const own = hintOf(field);
  const named = getNamedType(field.type);
  let base: CachePolicy | undefined;
  if (isCompositeType(named)) {
    const possible = types ?? possibleTypes(schema, named);
    // No possible type: an empty `nodes(ids: [])` reads nothing.
    base = possible.length === 0 ? (types ? UNBOUNDED : parent) : UNBOUNDED;
    for (const object of possible) {
      const policy = objectPolicy(object, parent);
      base = policy && base ? restrict(base, policy) : undefined;
    }
  } else base = parent;
  if (own?.scope === 'PRIVATE' || base?.scope === 'PRIVATE') return PRIVATE_POLICY;
  const scope = own?.scope ?? base?.scope;
  const maxAgeMs = own?.maxAgeMs ?? base?.maxAgeMs;
  if (scope !== 'PUBLIC' || maxAgeMs === undefined) return undefined;
  return { scope, maxAgeMs };
}

export function possibleTypes(schema: GraphQLSchema, type: GraphQLNamedType): readonly GraphQLObjectType[] {
  if (isObjectType(type)) return [type];
  if (isAbstractType(type)) return schema.getPossibleTypes(type);
  return [];
}

/** Field extension the plugin sets on fields whose resolver (or subscriber) takes the request context. */
const READS_CONTEXT = 'cacheControlReadsContext';

/** Every breach of the rules above, one line each naming the type or field. */
export function cacheControlViolations(schema: GraphQLSchema): string[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const problems: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const hint = hintOf(type);
    const root = roots.has(type);
    if (!root && !hint)
      problems.push(
        `${type.name}: the type declares no cache scope (extensions: publicFor(maxAgeMs), PRIVATE or INHERIT)`,
      );
    else if (hint?.scope === 'PUBLIC' && hint.maxAgeMs === undefined)
      problems.push(`${type.name}: a PUBLIC type declares its maxAgeMs`);
    if (type === schema.getMutationType()) continue;
    for (const field of Object.values(type.getFields())) {
      const coordinate = `${type.name}.${field.name}`;
      const own = hintOf(field);
      if (root && !fieldCachePolicy(schema, type, field, undefined))
        problems.push(
          `${coordinate}: a root field resolves to no cache scope (declare it on the field or its type)`,
        );
      const readsContext =
        (field.extensions as Record<string, unknown> | undefined)?.[READS_CONTEXT] === true;
      const declared = own?.scope !== undefined || own?.inherit === true;
      // Private wherever it is reached: its parent type, or the type it returns, is PRIVATE.
      const private_ =
        hint?.scope === 'PRIVATE' ||
        (isCompositeType(getNamedType(field.type)) &&
          fieldCachePolicy(schema, type, field, undefined)?.scope === 'PRIVATE');
      if (readsContext && !declared && !private_)
        problems.push(
          `${coordinate}: the resolver reads the request context on a type that is not PRIVATE, so the field declares its own cache scope`,
        );
    }
  }
  return problems;
}

export class CacheControlError extends Error {
  override name = 'CacheControlError';
}

/** Throws one error listing every breach, so a schema without its declarations does not build. */
export function assertCacheControl(schema: GraphQLSchema): GraphQLSchema {
  const problems = cacheControlViolations(schema);
  if (problems.length > 0)
    throw new CacheControlError(
      `Cache scope missing or invalid (see server/bff/plugins/cache-control.ts):\n- ${problems.join('\n- ')}`,
    );
  return schema;
}

const pluginName = 'cacheControl';

/** The Pothos plugin: marks fields that take the context, and checks every rule when the schema is built. */
export class PothosCacheControlPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const options = fieldConfig.pothosOptions as {
      resolve?: (...args: unknown[]) => unknown;
      subscribe?: (...args: unknown[]) => unknown;
    };
    // A resolver's third parameter is the context (parent, args, context, info).
    const readsContext = (options.resolve?.length ?? 0) >= 3 || (options.subscribe?.length ?? 0) >= 3;
    if (!readsContext) return fieldConfig;
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, [READS_CONTEXT]: true } };
  }

  override afterBuild(schema: GraphQLSchema): GraphQLSchema {
    return assertCacheControl(schema);
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      cacheControl: PothosCacheControlPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, PothosCacheControlPlugin);

export default pluginName;

// --- The policy of an operation, for the response cache ---

type Variables = Record<string, unknown> | null | undefined;

interface OperationWalk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
  /** Variables the walk's outcome depends on (@skip/@include conditions, node ids). */
  consulted: Set<string>;
}

/** Whether a selection certainly does not run: `@skip(if: true)` or `@include(if: false)`, literal or by variable. */
function excluded(
  walk: OperationWalk,
  node: FieldNode | InlineFragmentNode | SelectionSetNode['selections'][number],
) {
  for (const directive of node.directives ?? []) {
    const value = directive.arguments?.find((a) => a.name.value === 'if')?.value;
    if (value?.kind === Kind.VARIABLE) walk.consulted.add(value.name.value);
  }
  try {
    const skip = getDirectiveValues(GraphQLSkipDirective, node, walk.variables ?? {});
    if (skip?.if === true) return true;
    const include = getDirectiveValues(GraphQLIncludeDirective, node, walk.variables ?? {});
    return include?.if === false;
  } catch {
    // A condition that does not coerce (a missing or non-boolean variable): the selection counts.
    return false;
  }
}

function conditionMatches(
  walk: OperationWalk,
  condition: { name: { value: string } } | undefined,
  type: GraphQLObjectType,
) {
  if (!condition) return true;
  const conditional = walk.schema.getType(condition.name.value);
  if (!conditional) return false;
  if (conditional === type) return true;
  return isAbstractType(conditional) && walk.schema.isSubType(conditional, type);
}

/** The fields a selection runs on one object type (graphql-js's field collection, skipping excluded ones). */
function collect(
  walk: OperationWalk,
  type: GraphQLObjectType,
  sets: readonly SelectionSetNode[],
  fields: FieldNode[] = [],
  visited = new Set<string>(),
): FieldNode[] {
  for (const set of sets)
    for (const selection of set.selections) {
      if (excluded(walk, selection)) continue;
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (conditionMatches(walk, selection.typeCondition, type))
          collect(walk, type, [selection.selectionSet], fields, visited);
      } else {
        const name = selection.name.value;
        const fragment = walk.fragments.get(name);
        if (visited.has(name) || !fragment) continue;
        visited.add(name);
        if (conditionMatches(walk, fragment.typeCondition, type))
          collect(walk, type, [fragment.selectionSet], fields, visited);
      }
    }
  return fields;
}

/** The object types the ids of `node(id:)` / `nodes(ids:)` name, or undefined when any is unknown. */
function nodeTypes(walk: OperationWalk, node: FieldNode): GraphQLObjectType[] | undefined {
  const argument = node.arguments?.find((a) => a.name.value === (node.name.value === 'node' ? 'id' : 'ids'));
  const idsOf = (value: ValueNode | undefined): unknown => {
    if (!value) return undefined;
    if (value.kind === Kind.VARIABLE) {
      walk.consulted.add(value.name.value);
      return walk.variables?.[value.name.value];
    }
    if (value.kind === Kind.STRING) return value.value;
    if (value.kind === Kind.LIST) return value.values.map(idsOf);
    return undefined;
  };
  const ids = idsOf(argument?.value);
  const types = new Set<GraphQLObjectType>();
  for (const id of Array.isArray(ids) ? ids : [ids]) {
    if (typeof id !== 'string') return undefined;
    let typename: string;
    try {
      typename = decodeId(id).typename;
    } catch {
      return undefined;
    }
    const type = walk.schema.getType(typename);
    if (!isObjectType(type)) return undefined;
    types.add(type);
  }
  return [...types];
}

/** The most restrictive policy of the fields selected by `sets` on a value of one of `types`; PRIVATE stops. */
function selectionPolicy(
  walk: OperationWalk,
  types: readonly GraphQLObjectType[],
  sets: readonly SelectionSetNode[],
  parent: CachePolicy | undefined,
): CachePolicy {
  let policy = UNBOUNDED;
  const query = walk.schema.getQueryType();
  for (const type of types) {
    for (const node of collect(walk, type, sets)) {
      const name = node.name.value;
      if (name === '__typename') continue;
      // Introspection is not data of the app: not worth an entry.
      if (name.startsWith('__')) return PRIVATE_POLICY;
      const field = type.getFields()[name];
      if (!field) return PRIVATE_POLICY;
      const narrowed =
        type === query && (name === 'node' || name === 'nodes') ? nodeTypes(walk, node) : undefined;
      if (type === query && (name === 'node' || name === 'nodes') && !narrowed) return PRIVATE_POLICY;
      const own = fieldCachePolicy(walk.schema, type, field, parent, narrowed);
      if (!own || own.scope === 'PRIVATE') return PRIVATE_POLICY;
      policy = restrict(policy, own);
      if (node.selectionSet) {
        const named = getNamedType(field.type);
        const children = narrowed ?? possibleTypes(walk.schema, named);
        for (const child of children) {
          const childPolicy = fieldCachePolicy(walk.schema, type, field, parent, [child]);
          if (!childPolicy) return PRIVATE_POLICY;
          policy = restrict(policy, selectionPolicy(walk, [child], [node.selectionSet], childPolicy));
          if (policy.scope === 'PRIVATE') return policy;
        }
      }
    }
  }
  return policy;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// The same parsed document arrives for every request of a persisted page (Yoga's parse cache): its policy
// is computed once per operation and values of the variables it depends on.
type Variants = Map<string, { consulted: string[]; byValues: Map<string, CachePolicy | null> }>;
const memo = new WeakMap<DocumentNode, Variants>();
const MAX_VARIANTS = 64;

/**
 * The cache policy of an operation of `document` with these variables: PRIVATE or PUBLIC with the shortest
 * max age of what it selects; null when it is not a query (mutations and subscriptions are never cached)
 * or the operation is not found.
 */
export function operationCachePolicy(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): CachePolicy | null {
  const key = `${operationName ?? ''}`;
  let byOperation = memo.get(document);
  const known = byOperation?.get(key);
  const valuesKey = (names: readonly string[]) => stableJson(names.map((n) => variables?.[n]));
  if (known) {
    const cached = known.byValues.get(valuesKey(known.consulted));
    if (cached !== undefined) return cached;
  }
  const operation = getOperationAST(document, operationName);
  let policy: CachePolicy | null = null;
  const walk: OperationWalk = { schema, fragments: new Map(), variables, consulted: new Set() };
  if (operation?.operation === OperationTypeNode.QUERY) {
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) walk.fragments.set(definition.name.value, definition);
    const root = schema.getQueryType();
    policy = root ? selectionPolicy(walk, [root], [operation.selectionSet], undefined) : PRIVATE_POLICY;
  }
  if (!byOperation) memo.set(document, (byOperation = new Map() as Variants));
  const consulted = [...walk.consulted].sort();
  let entry = byOperation.get(key);
  if (!entry || entry.consulted.join() !== consulted.join())
    byOperation.set(key, (entry = { consulted, byValues: new Map() }));
  if (entry.byValues.size >= MAX_VARIANTS) entry.byValues.clear();
  entry.byValues.set(valuesKey(consulted), policy);
  return policy;
}
