import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import type { ErrorCode } from '../error-codes.ts';
import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';

// graphql-armor's standalone rules and parse plugin, through their documented entry points. Its cost limit
// is not used (cost is plugins/cost.ts's alone: declared per field, multiplied by list sizes, one limit),
// nor its field-suggestion blocking (suggestions help integrators; the schema is public, introspection is on).
// The bounds are server/limits.ts's (graphqlDepth, graphqlAliases, graphqlDirectives, graphqlTokens).

export type DocumentLimits = Pick<
  Limits,
  'graphqlDepth' | 'graphqlAliases' | 'graphqlDirectives' | 'graphqlTokens'
>;

/**
 * armor's own refusal reads "Syntax Error: …" with no code: each limit is refused instead with its code,
 * its limit in `extensions.limit` and a pt-BR message, as HTTP 400 (a request error). The validation rules
 * report it beside the other validation errors; the token count, met while parsing, throws it.
 */
function refusal(code: ErrorCode, limit: number, message: (limit: number, found?: number) => string) {
  return (armorError: GraphQLError): GraphQLError => {
    const found = /found (\d+)/.exec(armorError.message)?.[1];
    const count = found === undefined ? undefined : Number(found);
    return new GraphQLError(message(limit, count), {
      extensions: { code, limit, ...(count === undefined ? {} : { found: count }) },
    });
  };
}

function reported(toError: (armorError: GraphQLError) => GraphQLError) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => context?.reportError(toError(error)),
    ],
  };
}

/**
 * The coded refusal of a document over the token limit, from the parser's own error: the HTTP parse plugin
 * throws it, and graphql-ws (live/sockets.ts), which parses with graphql-js's `maxTokens`, answers it.
 */
export function tokenRefusal(limit: number): (parseError: GraphQLError) => GraphQLError {
  return refusal('TOKEN_LIMIT', limit, BFF_MESSAGES.tokenLimit);
}

function armorConfig(limits: DocumentLimits) {
  return {
    maxDepth: {
      n: limits.graphqlDepth,
      flattenFragments: true,
      ignoreIntrospection: true,
      ...reported(refusal('DEPTH_LIMIT', limits.graphqlDepth, BFF_MESSAGES.depthLimit)),
    },
    maxAliases: {
      n: limits.graphqlAliases,
      // Every alias counts, as SECURITY.md's table says: armor's default would let any number of
      // `__typename` aliases through.
      allowList: [],
      ...reported(refusal('ALIAS_LIMIT', limits.graphqlAliases, BFF_MESSAGES.aliasLimit)),
    },
    maxDirectives: {
      n: limits.graphqlDirectives,
      ...reported(refusal('DIRECTIVE_LIMIT', limits.graphqlDirectives, BFF_MESSAGES.directiveLimit)),
    },
    maxTokens: {
      n: limits.graphqlTokens,
      // Parsing has no context to report to: the coded error is thrown in place of armor's.
      onReject: [
        (_context: unknown, error: GraphQLError) => {
          throw tokenRefusal(limits.graphqlTokens)(error);
        },
      ],
    },
  };
}

/**
 * The validation rules of the shape limits (depth, aliases, directives), for any transport that validates
 * documents itself: the graphql-ws sockets use the very rules HTTP does.
 */
export function documentLimitRules(limits: DocumentLimits = DEFAULT_LIMITS): ValidationRule[] {
  const config = armorConfig(limits);
  return [
    maxDepthRule(config.maxDepth),
    maxAliasesRule(config.maxAliases),
    maxDirectivesRule(config.maxDirectives),
  ];
}

/**
 * Bounds on the shape of arbitrary documents from integrators: depth, aliases, directives and tokens.
 * Fragments are flattened so the web app's many small fragments count their real depth; introspection is
 * exempt because integrators and GraphiQL need it. What a document costs to run is plugins/cost.ts's job.
 *
 * The web app's persisted operations are exempt from these shape limits: they are our own documents, fixed
 * at build time and reviewed with the code. They are still costed like any other document (plugins/cost.ts;
 * scripts/persisted-costs.ts prints their costs at build time and fails when one is over the limit).
 */
export function useDocumentLimits(trusted: WeakSet<object>, limits: DocumentLimits = DEFAULT_LIMITS): Plugin {
  const rules = documentLimitRules(limits);
  const tokens = maxTokensPlugin(armorConfig(limits).maxTokens);
  return {
    onParse(payload) {
      if (!trusted.has(payload.context)) tokens.onParse?.(payload);
    },
    onValidate({ context, addValidationRule }) {
      if (trusted.has(context)) return;
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
