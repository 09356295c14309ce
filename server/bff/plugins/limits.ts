import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

const ARMOR_CONFIG = {
  maxDepth: { n: 12, flattenFragments: true, ignoreIntrospection: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 30 },
  maxTokens: { n: 4000 },
  costLimit: { maxCost: 50_000, flattenFragments: true, ignoreIntrospection: true },
  // Suggestions help integrators and the schema is public anyway (introspection is on).
  blockFieldSuggestion: { enabled: false },
};

type Hook = (payload: { context: unknown }) => void;
type HookName = 'onParse' | 'onValidate';
const GUARDED_HOOKS: HookName[] = ['onParse', 'onValidate'];

/**
 * Bounds on arbitrary documents from integrators. Fragments are flattened so the web app's many small
 * fragments cost their real depth; introspection is exempt because integrators and GraphiQL need it.
 * Armor's cost grows geometrically with depth (factor 1.5), so 50k refuses documents that fan out
 * several levels of lists.
 *
 * The web app's persisted operations are exempt: they are our own documents, fixed at build time and
 * reviewed with the code, and the event screen legitimately asks for every section of an event at once.
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
            exempted[name] = ((payload) =>
              trusted.has(payload.context as object) ? undefined : hook(payload)) as Hook;
        }
        addPlugin(exempted as Plugin);
      }
    },
  };
}
