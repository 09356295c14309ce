import { GraphQLError } from 'graphql';

/** pt-BR message the event screen shows for a section it cannot load (SPEC §2). */
export const SECTION_UNAVAILABLE_MESSAGE = 'Esta informação não está disponível';

/**
 * Runs the load of one nullable section. "No coverage" already arrives as null (no error); any other
 * failure becomes an UPSTREAM_ERROR on this field's path only, so the rest of the screen still renders.
 * The cause is logged where the upstream call failed and deliberately not attached: clients get the
 * stable code, not upstream internals.
 */
export async function loadSection<T>(load: () => Promise<T | null>): Promise<T | null> {
  try {
    return await load();
  } catch {
    throw sectionUnavailable();
  }
}

export function sectionUnavailable(): GraphQLError {
  return new GraphQLError(SECTION_UNAVAILABLE_MESSAGE, { extensions: { code: 'UPSTREAM_ERROR' } });
}
