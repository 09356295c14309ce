import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { getSchema } from '../server/bff/schema.ts';
import { DEFAULT_PATHS } from '../server/paths.ts';

/** Prints the public GraphQL contract to schema.graphql (committed; a test fails when it drifts). */
export const SCHEMA_FILE = DEFAULT_PATHS.schema;

export function printedSchema(): string {
  return `${printSchema(getSchema())}\n`;
}

if (import.meta.main) {
  writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`schema.graphql written (${SCHEMA_FILE})`);
}
