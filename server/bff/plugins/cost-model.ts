import {
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  typeFromAST,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';

/**
 * What one field costs, declared where the field is defined (`extensions: cost({...})`). The model follows
 * Shopify's calculated cost and GitHub's node limit: a field's own points, plus the points of what is
 * selected under it multiplied by the size of the list it returns, nested multipliers multiplying.
 */
export interface FieldCost {
  /**
   * Points for resolving the field once. Scalars and enums 0 and objects 1 by default; a field that calls an
   * upstream declares 2–10 by the weight of that call (`UPSTREAM_CALL` is the usual one).
   */
  cost?: number;
  /** Points for each item of the list it returns, when every item is a piece of work (nodes by id). */
  itemCost?: number;
  /** Where the list size comes from when arguments bound it: a connection's `first`/`last`, or a list argument. */
  size?: 'page' | { arg: string };
  /**
   * Most items that argument may ask for, where the upstream's own page is smaller than graphqlListSize
   * (the blog's 50): a larger one is refused like one over graphqlListSize, never quietly cut.
   */
  maxSize?: number;
  /** Lists not bounded by arguments: the number of items to expect (the typical, not the largest). */
  typicalSize?: number;
}

/** Costs of the fields that declare none. */
export const COST_DEFAULTS = {
  scalar: 0,
  object: 1,
  /** Size of a list field that declares no typical size. */
  listSize: 10,
  /** A root mutation field: one write upstream. */
  mutation: 5,
} as const;

/** One upstream HTTP call of usual weight (a section of an event, a page of a list, the user). */
export const UPSTREAM_CALL = 3;

/**
 * Introspection's root fields, which no declaration reaches (they are graphql-js's own). The whole schema
 * is an answer of about 130 kB built in milliseconds of CPU, more than any page of the app: free, a client
 * could ask for it under every alias the document limits allow, request after request. `__typename` stays
 * free, as every scalar.
 */
export const INTROSPECTION_COSTS: Readonly<Record<string, number>> = { __schema: 100, __type: 5 };

/** The cost of an introspection field by its name; undefined for any other (`constructor` included). */
const introspectionCost = (name: string): number | undefined =>
  Object.hasOwn(INTROSPECTION_COSTS, name) ? INTROSPECTION_COSTS[name] : undefined;

/** `extensions` of a field: `t.field({ ..., extensions: cost({ cost: UPSTREAM_CALL }) })`. */
export function cost(declaration: FieldCost): { cost: FieldCost } {
  return { cost: declaration };
}

export interface CostSettings {
  /** Most items `nodes(ids:)`, `first` or `last` may ask for (limits.graphqlListSize). */
  maxListSize: number;
  /** Page size of a connection asked without `first`/`last` (limits.graphqlDefaultPageSize). */
  defaultPageSize: number;
}

/** A refused argument, located at the field that has it (the error's `locations`): a document may have many. */
function badInput(message: string, node: FieldNode, argument: string, maximum?: number): GraphQLError {
  return new GraphQLError(message, {
    nodes: node,
    extensions: { code: 'BAD_USER_INPUT', argument, ...(maximum === undefined ? {} : { maximum }) },
  });
}

type Variables = Record<string, unknown>;

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Variables;
  settings: CostSettings;
  /** Requested cost per (selection sets, type, page size), so repeated fragments are walked once. */
  memo: Map<string, number>;
  /** What does not change between requests of this document with these @skip/@include values. */
  plan: Plan;
}

/**
 * The field collection of one document under one set of @skip/@include values: the same on every request
 * that sends the document with those values, so it is kept with the document (the parser's cache hands out
 * the same DocumentNode for the same text) instead of being redone for every object of every result.
 */
interface Plan {
  /** Collected fields by selection sets (stable arrays, see `subSelections`) and object type. */
  collected: WeakMap<readonly SelectionSetNode[], Map<GraphQLObjectType, Map<string, FieldNode[]>>>;
  /** Requested costs by operation name and variables (`requestedKey`). */
  requested: Map<string, number>;
  /** The fields of `collected` that can cost anything, for measuring answers. */
  measured: WeakMap<readonly SelectionSetNode[], Map<GraphQLObjectType, Measured[]>>;
  /** The selection sets under a list of field nodes from `collected`. */
  subSelections: WeakMap<readonly FieldNode[], SelectionSetNode[]>;
  /** The root selection of each operation, as one stable array. */
  roots: WeakMap<OperationDefinitionNode, SelectionSetNode[]>;
}

/** Plans of a document, by the values of the variables its @skip/@include read. */
interface DocumentPlans {
  /** The schema the plans were made against (a document is checked against one schema in practice). */
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  /** Variables that @skip/@include read anywhere in the document. */
  conditionVariables: string[];
  plans: Map<string, Plan>;
}

const documentPlans = new WeakMap<DocumentNode, DocumentPlans>();
/** Plans kept per document: one per combination of its condition variables' values (booleans, so few). */
const MAX_PLANS_PER_DOCUMENT = 64;

function conditionVariablesOf(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'skip' && node.name.value !== 'include') return;
      for (const argument of node.arguments ?? [])
        if (argument.value.kind === Kind.VARIABLE) names.add(argument.value.name.value);
    },
  });
  return [...names];
}

function planOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Variables,
): { plan: Plan; fragments: Walk['fragments'] } {
  let entry = documentPlans.get(document);
  if (entry?.schema !== schema) {
    entry = {
      schema,
      fragments: fragmentsOf(document),
      conditionVariables: conditionVariablesOf(document),
      plans: new Map(),
    };
    documentPlans.set(document, entry);
  }
  const key = entry.conditionVariables.map((name) => String(variables[name])).join('\0');
  let plan = entry.plans.get(key);
  if (!plan) {
    plan = {
      requested: new Map(),
      collected: new WeakMap(),
      measured: new WeakMap(),
      subSelections: new WeakMap(),
      roots: new WeakMap(),
    };
    if (entry.plans.size >= MAX_PLANS_PER_DOCUMENT) entry.plans.clear();
    entry.plans.set(key, plan);
  }
  return { plan, fragments: entry.fragments };
}

function included(walk: Walk, node: FieldNode | SelectionSetNode['selections'][number]): boolean {
  const skip = getDirectiveValues(GraphQLSkipDirective, node, walk.variables);
  if (skip?.if === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node, walk.variables);
  return include?.if !== false;
}

function conditionMatches(
  walk: Walk,
  condition: { name: { value: string } } | undefined,
  type: GraphQLObjectType,
) {
  if (!condition) return true;
  const conditional = typeFromAST(walk.schema, {
    kind: Kind.NAMED_TYPE,
    name: { kind: Kind.NAME, value: condition.name.value },
  });
  if (!conditional) return false;
  if (conditional === type) return true;
  return isAbstractType(conditional) && walk.schema.isSubType(conditional, type);
}

/**
 * The fields a selection runs on one object type, by response key (graphql-js's field collection), from
 * the walk's plan. `sets` must be a stable array: the operation's root (`rootSets`) or one from
 * `subSelections`.
 */
function collected(
  walk: Walk,
  type: GraphQLObjectType,
  sets: readonly SelectionSetNode[],
): Map<string, FieldNode[]> {
  let byType = walk.plan.collected.get(sets);
  if (!byType) {
    byType = new Map();
    walk.plan.collected.set(sets, byType);
  }
  let fields = byType.get(type);
  if (!fields) {
    fields = collect(walk, type, sets);
    byType.set(type, fields);
  }
  return fields;
}

function collect(
  walk: Walk,
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
  fields = new Map<string, FieldNode[]>(),
  visited = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const set of selectionSets) {
    for (const selection of set.selections) {
      if (!included(walk, selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = fields.get(key);
        if (list) list.push(selection);
        else fields.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (conditionMatches(walk, selection.typeCondition, type))
          collect(walk, type, [selection.selectionSet], fields, visited);
      } else {
        const name = selection.name.value;
        const fragment = walk.fragments[name];
        if (visited.has(name) || !fragment) continue;
        visited.add(name);
        if (conditionMatches(walk, fragment.typeCondition, type))
          collect(walk, type, [fragment.selectionSet], fields, visited);
      }
    }
  }
  return fields;
}

/** The selection sets under `nodes` (an array of the plan's), as one stable array. */
function subSelections(walk: Walk, nodes: readonly FieldNode[]): SelectionSetNode[] {
  let sets = walk.plan.subSelections.get(nodes);
  if (!sets) {
    sets = [];
    for (const node of nodes) if (node.selectionSet) sets.push(node.selectionSet);
    walk.plan.subSelections.set(nodes, sets);
  }
  return sets;
}

function rootSets(walk: Walk, operation: OperationDefinitionNode): SelectionSetNode[] {
  let sets = walk.plan.roots.get(operation);
  if (!sets) {
    sets = [operation.selectionSet];
    walk.plan.roots.set(operation, sets);
  }
  return sets;
}

type Declared = ReturnType<typeof declaredOf>;
/** A field's declaration never changes once its schema is built: read once per field object. */
const declarations = new WeakMap<GraphQLField<unknown, unknown>, Declared>();

function declared(field: GraphQLField<unknown, unknown>, parent: GraphQLObjectType, walk: Walk): Declared {
  let decl = declarations.get(field);
  if (!decl) {
    decl = declaredOf(field, parent, walk);
    declarations.set(field, decl);
  }
  return decl;
}

function declaredOf(field: GraphQLField<unknown, unknown>, parent: GraphQLObjectType, walk: Walk) {
  const own = (field.extensions as { cost?: FieldCost } | undefined)?.cost;
  const named = getNamedType(field.type);
  const fallback =
    parent === walk.schema.getMutationType()
      ? COST_DEFAULTS.mutation
      : isCompositeType(named)
        ? COST_DEFAULTS.object
        : COST_DEFAULTS.scalar;
  return {
    cost: own?.cost ?? fallback,
    itemCost: own?.itemCost ?? 0,
    size: own?.size,
    maxSize: own?.maxSize,
    typicalSize: own?.typicalSize ?? COST_DEFAULTS.listSize,
    isList: isListType(getNullableType(field.type)),
  };
}

function checkedSize(
  value: unknown,
  node: FieldNode,
  argument: string,
  decl: Declared,
  settings: CostSettings,
): number | undefined {
  if (value === undefined || value === null) return undefined;
  const size = Array.isArray(value) ? value.length : value;
  if (typeof size !== 'number' || !Number.isInteger(size)) return undefined;
  if (size < 0) throw badInput(BFF_MESSAGES.argumentNegative(argument), node, argument);
  const max = Math.min(settings.maxListSize, decl.maxSize ?? settings.maxListSize);
  if (size > max) throw badInput(BFF_MESSAGES.argumentTooLarge(argument, size, max), node, argument, max);
  return size;
}

/** How many items a field is asked for, checking the arguments that bound it against the maximum. */
function requestedSize(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  decl: Declared,
  walk: Walk,
): number {
  if (decl.size === 'page') {
    const args = getArgumentValues(field, node, walk.variables);
    const first = checkedSize(args.first, node, 'first', decl, walk.settings);
    const last = checkedSize(args.last, node, 'last', decl, walk.settings);
    return first ?? last ?? walk.settings.defaultPageSize;
  }
  if (decl.size) {
    const args = getArgumentValues(field, node, walk.variables);
    return checkedSize(args[decl.size.arg], node, decl.size.arg, decl, walk.settings) ?? decl.typicalSize;
  }
  return decl.isList ? decl.typicalSize : 1;
}

function possibleTypes(walk: Walk, type: GraphQLNamedType): readonly GraphQLObjectType[] {
  if (isObjectType(type)) return [type];
  if (isAbstractType(type)) return walk.schema.getPossibleTypes(type);
  return [];
}

const selectionIds = new WeakMap<SelectionSetNode, number>();
let nextSelectionId = 0;
function idOf(set: SelectionSetNode): number {
  let id = selectionIds.get(set);
  if (id === undefined) {
    id = nextSelectionId++;
    selectionIds.set(set, id);
  }
  return id;
}

/**
 * The requested cost of selecting `sets` on a value of `type`: the costliest of its possible object types.
 * `pageSize` is given inside a connection: its lists (`edges`, `nodes`) hold one page, while `pageInfo` and
 * `totalCount` are asked once (GitHub's node limit counts a connection's page, not its metadata, per item).
 */
function requestedOf(
  walk: Walk,
  type: GraphQLNamedType,
  sets: readonly SelectionSetNode[],
  pageSize?: number,
): number {
  if (sets.length === 0) return 0;
  const key = `${type.name}:${sets.map(idOf).join(',')}:${pageSize ?? ''}`;
  const known = walk.memo.get(key);
  if (known !== undefined) return known;
  let most = 0;
  for (const object of possibleTypes(walk, type)) {
    let sum = 0;
    for (const nodes of collected(walk, object, sets).values())
      sum += requestedField(walk, object, nodes, pageSize);
    most = Math.max(most, sum);
  }
  walk.memo.set(key, most);
  return most;
}

/** The field `nodes` select on `parent`; none for introspection (`__typename`) or a name it lacks. */
function selectedField(parent: GraphQLObjectType, nodes: readonly FieldNode[]) {
  const name = nodes[0].name.value;
  return name.startsWith('__') ? undefined : parent.getFields()[name];
}

function requestedField(
  walk: Walk,
  parent: GraphQLObjectType,
  nodes: FieldNode[],
  pageSize: number | undefined,
): number {
  const field = selectedField(parent, nodes);
  if (!field) return introspectionCost(nodes[0].name.value) ?? 0;
  const decl = declared(field, parent, walk);
  const named = getNamedType(field.type);
  const size = requestedSize(field, nodes[0], decl, walk);
  if (decl.size === 'page')
    return decl.cost + size * decl.itemCost + requestedOf(walk, named, subSelections(walk, nodes), size);
  // A list of the connection whose page is being costed holds that page.
  const items = decl.isList && !decl.size && pageSize !== undefined ? pageSize : size;
  return decl.cost + items * (decl.itemCost + requestedOf(walk, named, subSelections(walk, nodes)));
}

/** The cost of what was really returned: list lengths as they came back (Shopify's actual cost). */
function actualOf(
  walk: Walk,
  type: GraphQLNamedType,
  sets: readonly SelectionSetNode[],
  value: unknown,
): number {
  if (sets.length === 0 || value === null || typeof value !== 'object') return 0;
  const record = value as Record<string, unknown>;
  // An object type is its own only candidate (the common case, without a list per value).
  if (isObjectType(type)) {
    const typename = record.__typename;
    return typeof typename === 'string' && typename !== type.name ? 0 : actualOn(walk, type, sets, record);
  }
  const typename = typeof record.__typename === 'string' ? record.__typename : undefined;
  const candidates = typename
    ? possibleTypes(walk, type).filter((object) => object.name === typename)
    : possibleTypes(walk, type);
  let most = 0;
  for (const object of candidates) most = Math.max(most, actualOn(walk, object, sets, record));
  return most;
}

/** A selected field that can add to the actual cost, with what measuring it needs. */
interface Measured {
  key: string;
  cost: number;
  itemCost: number;
  named: GraphQLNamedType;
  sets: readonly SelectionSetNode[];
  /**
   * Its values add nothing but their count: nothing is selected below it, or it is an object type none of
   * whose selected fields can cost anything (a lineup's players, a table's rows). Such a list is measured
   * by its length, without visiting its items. Set on first use, kept with the plan.
   */
  flat?: boolean;
}

/**
 * The fields of a selection on one object type that can cost anything, from the walk's plan. A scalar that
 * costs nothing (most of an answer's values) is left out, so measuring an answer visits only its objects
 * and lists.
 */
function measured(walk: Walk, object: GraphQLObjectType, sets: readonly SelectionSetNode[]): Measured[] {
  let byType = walk.plan.measured.get(sets);
  if (!byType) {
    byType = new Map();
    walk.plan.measured.set(sets, byType);
  }
  let fields = byType.get(object);
  if (!fields) {
    fields = [];
    for (const [key, nodes] of collected(walk, object, sets)) {
      const field = selectedField(object, nodes);
      const introspection = introspectionCost(nodes[0].name.value);
      // Charged as asked: nothing under it is measured.
      if (!field && introspection !== undefined)
        fields.push({ key, cost: introspection, itemCost: 0, named: object, sets: [], flat: true });
      if (!field) continue;
      const decl = declared(field, object, walk);
      const below = subSelections(walk, nodes);
      if (decl.cost === 0 && decl.itemCost === 0 && below.length === 0) continue;
      fields.push({
        key,
        cost: decl.cost,
        itemCost: decl.itemCost,
        named: getNamedType(field.type),
        sets: below,
      });
    }
    byType.set(object, fields);
  }
  return fields;
}

function actualOn(
  walk: Walk,
  object: GraphQLObjectType,
  sets: readonly SelectionSetNode[],
  record: Record<string, unknown>,
): number {
  let sum = 0;
  for (const field of measured(walk, object, sets)) {
    if (!(field.key in record)) continue;
    sum += actualField(walk, field, record[field.key]);
  }
  return sum;
}

function actualField(walk: Walk, field: Measured, value: unknown): number {
  if (value === null || value === undefined) return field.cost;
  field.flat ??=
    field.sets.length === 0 ||
    (isObjectType(field.named) && measured(walk, field.named, field.sets).length === 0);
  if (Array.isArray(value)) {
    if (field.flat) return field.cost + value.length * field.itemCost;
    let sum = field.cost;
    for (const item of value) sum += field.itemCost + actualOf(walk, field.named, field.sets, item);
    return sum;
  }
  return field.flat ? field.cost : field.cost + actualOf(walk, field.named, field.sets, value);
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  return fragments;
}

function rootOf(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
): GraphQLCompositeType | null | undefined {
  return schema.getRootType(operation.operation);
}

export interface CostInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** Coerced variable values of the operation. */
  variables: Variables;
  settings: CostSettings;
}

function walkOf(input: CostInput): Walk {
  const { plan, fragments } = planOf(input.schema, input.document, input.variables);
  return {
    schema: input.schema,
    fragments,
    variables: input.variables,
    settings: input.settings,
    memo: new Map(),
    plan,
  };
}

/**
 * Cost of an operation before it runs. Throws BAD_USER_INPUT when `nodes(ids:)`, `first` or `last` asks for
 * more than `settings.maxListSize` items.
 */
export function requestedCost(input: CostInput): number {
  const root = rootOf(input.schema, input.operation);
  if (!root) return 0;
  const walk = walkOf(input);
  // The same document, operation and variables always cost the same: the web app sends a handful of
  // documents with a few variables each, so most requests find their cost here. Refusals are not kept.
  const key = requestedKey(input);
  const known = key === undefined ? undefined : walk.plan.requested.get(key);
  if (known !== undefined) return known;
  const requested = requestedOf(walk, root, rootSets(walk, input.operation));
  if (key !== undefined) {
    if (walk.plan.requested.size >= MAX_REQUESTED_PER_PLAN) walk.plan.requested.clear();
    walk.plan.requested.set(key, requested);
  }
  return requested;
}

/** Requested costs kept per plan, by operation and variables. */
const MAX_REQUESTED_PER_PLAN = 256;

function requestedKey(input: CostInput): string | undefined {
  try {
    const { maxListSize, defaultPageSize } = input.settings;
    return `${maxListSize}:${defaultPageSize}\0${input.operation.name?.value ?? ''}\0${JSON.stringify(input.variables)}`;
  } catch {
    return undefined; // A value JSON cannot hold (a BigInt from a custom scalar): computed every time.
  }
}

/** Cost of an operation from the data it returned; at most its requested cost for lists within the asked sizes. */
export function actualCost(input: CostInput, data: unknown): number {
  const root = rootOf(input.schema, input.operation);
  if (!root) return 0;
  const walk = walkOf(input);
  return actualOf(walk, root, rootSets(walk, input.operation), data);
}

/**
 * The page sizes the cost analysis assumed (limits.graphqlDefaultPageSize and graphqlListSize), which the
 * keyset connections page with (domains/common/cursors.ts), so a connection never returns more than it was
 * charged for.
 */
export function pageSizes(context: { pages?: { defaultSize: number; maxSize: number } }): {
  defaultSize: number;
  maxSize: number;
} {
  return (
    context.pages ?? {
      defaultSize: DEFAULT_LIMITS.graphqlDefaultPageSize,
      maxSize: DEFAULT_LIMITS.graphqlListSize,
    }
  );
}
