import type { ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The arguments Envelop's onExecute and onSubscribe hooks (and the execute functions they wrap) carry. */
type EnvelopExecutionArgs = Parameters<Parameters<NonNullable<Plugin['onExecute']>>[0]['executeFn']>[0];

/**
 * Envelop types its hooks' arguments without graphql (schema, document and variables are `any`), so that
 * it works with any version; Yoga hands them graphql-js's own. The plugins that read the document, its
 * operation or its variables name them so here, in one place.
 */
export function graphqlArgs(args: EnvelopExecutionArgs): ExecutionArgs {
  return args;
}
