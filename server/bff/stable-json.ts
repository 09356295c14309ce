import { configure } from 'safe-stable-stringify';

// safe-stable-stringify (already under pino) sorts keys at every depth, calls toJSON as JSON.stringify does
// (a Date variable keys by its instant, where a hand-rolled walk over Object.entries keyed every Date as
// `{}`), writes bigints as numbers and never throws on a cycle.
const stringify = configure({ deterministic: true, bigint: true });

/**
 * JSON with sorted keys, for keys built from GraphQL variables: `{a, b}` and `{b, a}` are the same
 * operation (the response cache's keys, the live hub's subscription groups).
 */
export function stableJson(value: unknown): string {
  return stringify(value) ?? 'null';
}
