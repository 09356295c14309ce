import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// graphql-armor's standalone rules and parse plugin, through their documented entry points. Its cost limit
// is not used (cost is plugins/cost.ts's alone: declared per field, multiplied by list sizes, one limit),
// nor its field-suggestion blocking (suggestions help integrators; the schema is public, introspection is on).
const ARMOR_CONFIG = {
  maxDepth: { n: 12, flattenFragments: true, ignoreIntrospection: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 30 },
  maxTokens: { n: 4000 },
};

/**
 * The validation rules of the shape limits (depth, aliases, directives), for any transport that validates
 * documents itself: the graphql-ws sockets use the very rules HTTP does.
 */
export function documentLimitRules(): ValidationRule[] {
  return [
    maxDepthRule(ARMOR_CONFIG.maxDepth),
    maxAliasesRule(ARMOR_CONFIG.maxAliases),
    maxDirectivesRule(ARMOR_CONFIG.maxDirectives),
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
export function useDocumentLimits(trusted: WeakSet<object>): Plugin {
  const rules = documentLimitRules();
  const tokens = maxTokensPlugin(ARMOR_CONFIG.maxTokens);
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
