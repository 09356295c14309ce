import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../server/config.ts';
import { LIMITS } from '../server/limits.ts';
import { DEFAULT_PATHS } from '../server/paths.ts';
import { GUIDE_FILE, errorCodeTables, withErrorCodeTables } from './print-error-codes.ts';

/** Limits no GraphQL client meets: the Banca REST API's own, and team crest images. */
const NOT_GRAPHQL = new Set([
  'API_RATE_LIMIT',
  'CREST_REQUESTS_PER_MINUTE',
  'CREST_BYTES',
  // The link-preview cards are images served by the web role, not GraphQL.
  'CARD_REQUESTS_PER_MINUTE',
]);

describe('docs/GRAPHQL.md', () => {
  it('carries the error-code tables printed from the schema (run `npm run docs:graphql`)', () => {
    const document = readFileSync(GUIDE_FILE, 'utf8');
    expect(document).toBe(withErrorCodeTables(document, readFileSync(DEFAULT_PATHS.schema, 'utf8')));
  });

  it('says what an integrator gets over every limit of server/limits.ts a GraphQL client can meet', () => {
    const document = readFileSync(GUIDE_FILE, 'utf8');
    const missing = Object.values(LIMITS)
      .map((spec) => spec.variable)
      .filter((variable) => !NOT_GRAPHQL.has(variable) && !document.includes(`\`${variable}\``));
    expect(missing).toEqual([]);
  });

  it('names no error code the schema does not have', () => {
    const schema = buildSchema(readFileSync(DEFAULT_PATHS.schema, 'utf8'));
    const known = new Set<string>([
      // The codes, and the values of the schema's other enums the guide speaks of (OTHER…).
      ...Object.values(schema.getTypeMap()).flatMap((type) =>
        isEnumType(type) ? type.getValues().map((value) => value.name) : [],
      ),
      ...Object.keys(schema.getTypeMap()),
      ...Object.values(LIMITS).map((spec) => spec.variable),
      ...CONFIG_VARIABLES.map((variable) => variable.name),
      // HTTP methods, and the shell variables of the examples.
      ...['GET', 'POST', 'TOKEN', 'ACCOUNT_ID', 'EVENT_ID'],
    ]);
    const named = [...readFileSync(GUIDE_FILE, 'utf8').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(
      ([, name]) => name,
    );
    expect(named.filter((name) => !known.has(name))).toEqual([]);
  });

  it('prints one row per enum value, with its description', () => {
    const tables = errorCodeTables(`
      type Query { ok: Boolean }
      """Kind of an expected mutation failure."""
      enum UserErrorCode {
        """E-mail or password | is wrong."""
        INVALID_CREDENTIALS
        NOT_FOUND
      }
    `);
    expect(tables).toBe(
      [
        '**`code` of mutation payload errors (`UserErrorCode`)**',
        '',
        '| Code | Meaning |',
        '|---|---|',
        '| `INVALID_CREDENTIALS` | E-mail or password \\| is wrong. |',
        '| `NOT_FOUND` |  |',
      ].join('\n'),
    );
  });
});
