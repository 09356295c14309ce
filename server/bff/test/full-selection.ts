import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import type { FieldCost } from '../plugins/cost-model.ts';

/**
 * Selections built from the schema itself, so that a check over "every field" also covers the fields added
 * after it was written. A field with a required argument is asked once with the first value of an enum
 * argument (`heatmap(side: HOME)`) and left out when the argument is not an enum; a type already on the path
 * is not entered again (Event → sport → liveEvents → Event…), and connections are left out below the root.
 */

export interface SelectionOptions {
  /** Leave out the fields that call the feed (declared cost of an upstream call or more): a list row's view. */
  withoutSections?: boolean;
  /** Deepest nesting below the type itself. */
  maxDepth?: number;
}

/** A field's declared cost (`extensions.cost` of plugins/cost-model.ts). */
function declaredCost(field: GraphQLField<unknown, unknown>): number {
  return (field.extensions as { cost?: FieldCost } | undefined)?.cost?.cost ?? 0;
}

/** Points from which a field is taken as a call to the feed (UPSTREAM_CALL is 3; light sections declare 2). */
const SECTION_COST = 2;

/** `(side: HOME)` for required enum arguments; undefined when a required argument has no value to give. */
function requiredArguments(field: GraphQLField<unknown, unknown>): string | undefined {
  const parts: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) continue;
    const type = getNamedType(arg.type);
    if (!isEnumType(type)) return undefined;
    parts.push(`${arg.name}: ${type.getValues()[0].name}`);
  }
  return parts.length ? `(${parts.join(', ')})` : '';
}

/** One field of `type` with its own selection ("venue { name city }"), or undefined when it is left out. */
function fieldSelection(
  type: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
  options: SelectionOptions,
  path: readonly GraphQLNamedType[],
): string | undefined {
  const args = requiredArguments(field);
  if (args === undefined) return undefined;
  if (options.withoutSections && declaredCost(field) >= SECTION_COST) return undefined;
  const named = getNamedType(field.type);
  if (isLeafType(named)) return `${field.name}${args}`;
  const below = [...path, type];
  if (named.name.endsWith('Connection') || below.includes(named)) return undefined;
  if (below.length > (options.maxDepth ?? 6)) return undefined;
  if (isAbstractType(named)) return `${field.name}${args} { __typename }`;
  if (!isObjectType(named)) return undefined;
  const inner = selectAll(named, options, below);
  return inner === undefined ? undefined : `${field.name}${args} ${inner}`;
}

/** The selection set (with braces) of every field of `type` reachable under the rules above. */
export function selectAll(
  type: GraphQLObjectType,
  options: SelectionOptions = {},
  path: readonly GraphQLNamedType[] = [],
): string | undefined {
  const fields = Object.values(type.getFields())
    .map((field) => fieldSelection(type, field, options, path))
    .filter((selection) => selection !== undefined);
  return fields.length ? `{ ${fields.join(' ')} }` : undefined;
}

/** Each field of `type` with its own full selection, for documents that ask for one part at a time. */
export function selectEachField(
  type: GraphQLObjectType,
  options: SelectionOptions = {},
): Array<{ field: string; selection: string }> {
  return Object.values(type.getFields()).flatMap((field) => {
    const selection = fieldSelection(type, field, options, []);
    return selection === undefined ? [] : [{ field: field.name, selection }];
  });
}
