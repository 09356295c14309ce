import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { getSchema } from '../server/bff/schema.ts';

/** Prints the public GraphQL contract to schema.graphql (committed; a test fails when it drifts). */
export const SCHEMA_FILE = fileURLToPath(new URL('../schema.graphql', import.meta.url));

export function printedSchema(): string {
  return `${printSchema(getSchema())}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`schema.graphql written (${SCHEMA_FILE})`);
}
