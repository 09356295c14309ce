/**
 * The cost of every persisted operation of the web app (web/relay/persisted-queries.json), computed by the
 * BFF's own cost analysis (server/bff/plugins/cost-model.ts) with typical variables: page sizes at their
 * largest allowed value, every @include on. Prints a table; exits 1 when one is over the per-request limit.
 *
 *   node scripts/persisted-costs.ts            # scripts/build-web.ts runs it after relay-compiler
 */
import { readFileSync } from 'node:fs';
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { requestedCost } from '../server/bff/plugins/cost-model.ts';
import { getSchema } from '../server/bff/schema.ts';
import { DEFAULT_LIMITS, type Limits } from '../server/limits.ts';
import { DEFAULT_PATHS } from '../server/paths.ts';

export const PERSISTED_FILE = DEFAULT_PATHS.persistedQueries;

const SCALARS: Record<string, unknown> = {
  String: 'x',
  ID: 'x',
  Boolean: true,
  Float: 1,
  Money: '1.00',
  Decimal: '1.00',
  Date: '2025-01-01',
  DateTime: '2025-01-01T00:00:00.000Z',
};

/** A value of the type that asks for the most: page sizes at the maximum, flags on, one item per list. */
function typical(type: GraphQLInputType, name: string, limits: Limits): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [typical(nullable.ofType, name, limits)];
  // Variables carry an enum value by its name; the schema may map it to another internal value.
  if (isEnumType(nullable)) return nullable.getValues()[0]?.name;
  if (isInputObjectType(nullable)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(nullable.getFields()))
      value[field.name] = typical(field.type, field.name, limits);
    return value;
  }
  const named = getNamedType(nullable).name;
  if (named === 'Int') return /count|first|last|size/i.test(name) ? limits.graphqlListSize : 1;
  return SCALARS[named] ?? 'x';
}

export interface PersistedCost {
  id: string;
  name: string;
  kind: string;
  cost: number;
  /** The refusal the BFF would answer instead of running it (e.g. a page larger than allowed). */
  error?: string;
}

export function persistedCosts(
  operations: Record<string, string>,
  options: { schema?: GraphQLSchema; limits?: Limits } = {},
): PersistedCost[] {
  const schema = options.schema ?? getSchema();
  const limits = options.limits ?? DEFAULT_LIMITS;
  const costs: PersistedCost[] = [];
  for (const [id, text] of Object.entries(operations)) {
    const document = parse(text);
    const operation = getOperationAST(document);
    if (!operation) throw new Error(`persisted operation ${id} has no single operation`);
    const raw: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? []) {
      if (definition.defaultValue) continue;
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      if (!type)
        throw new Error(`persisted operation ${id}: unknown type of $${definition.variable.name.value}`);
      raw[definition.variable.name.value] = typical(type, definition.variable.name.value, limits);
    }
    const variables = getVariableValues(schema, operation.variableDefinitions ?? [], raw);
    if (variables.errors) throw new Error(`persisted operation ${id}: ${variables.errors[0].message}`);
    const entry = { id, name: operation.name?.value ?? '(anonymous)', kind: operation.operation, cost: 0 };
    try {
      entry.cost = requestedCost({
        schema,
        document,
        operation,
        variables: variables.coerced,
        settings: { maxListSize: limits.graphqlListSize, defaultPageSize: limits.graphqlDefaultPageSize },
      });
      costs.push(entry);
    } catch (error) {
      costs.push({ ...entry, cost: Number.POSITIVE_INFINITY, error: (error as Error).message });
    }
  }
  return costs.sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name));
}

/** Prints the table; returns the operations over the limit. */
export function reportPersistedCosts(limits: Limits = DEFAULT_LIMITS): PersistedCost[] {
  const operations = JSON.parse(readFileSync(PERSISTED_FILE, 'utf8')) as Record<string, string>;
  const costs = persistedCosts(operations, { limits });
  const limit = limits.graphqlCostPerRequest;
  console.log(`Cost of the web app's persisted operations (limit ${limit} points per request):`);
  for (const c of costs)
    console.log(`  ${String(c.cost).padStart(5)}  ${c.kind.padEnd(12)} ${c.name} (${c.id.slice(0, 8)})`);
  const over = costs.filter((c) => c.cost > limit);
  for (const c of over)
    console.error(
      c.error
        ? `  refused: ${c.name} (${c.id.slice(0, 8)}): ${c.error}`
        : `  over the limit: ${c.name} costs ${c.cost} > ${limit}`,
    );
  return over;
}

if (import.meta.main) {
  if (reportPersistedCosts().length > 0) process.exit(1);
}
