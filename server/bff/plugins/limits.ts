import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

const ARMOR_CONFIG = {
  maxDepth: { n: 12, flattenFragments: true, ignoreIntrospection: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 30 },
  maxTokens: { n: 4000 },
  // Cost is plugins/cost.ts's alone: declared per field, multiplied by list sizes, one limit.
  costLimit: { enabled: false },
  // Suggestions help integrators and the schema is public anyway (introspection is on).
  blockFieldSuggestion: { enabled: false },
};

type Hook = (payload: { context: unknown }) => void;
type HookName = 'onParse' | 'onValidate';
const GUARDED_HOOKS: HookName[] = ['onParse', 'onValidate'];

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
  const { plugins } = new EnvelopArmor(ARMOR_CONFIG).protect();
  return {
    onPluginInit({ addPlugin }) {
      for (const plugin of plugins) {
        const exempted: Record<string, unknown> = { ...plugin };
        for (const name of GUARDED_HOOKS) {
          const hook = (plugin as Partial<Record<HookName, Hook>>)[name];
          if (hook)
            exempted[name] = (payload: Parameters<Hook>[0]) =>
              trusted.has(payload.context as object) ? undefined : hook(payload);
        }
        addPlugin(exempted);
      }
    },
  };
}
