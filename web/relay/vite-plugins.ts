import relay from 'vite-plugin-relay';
import type { Plugin } from 'vite';

/**
 * relay-compiler's `$parameters` artifacts import types (their query's, PreloadableConcreteRequest)
 * without `import type`; under verbatimModuleSyntax those imports are kept and the bundler fails on a
 * missing export. Every import of such a file is a type, so each becomes a type import, in memory only.
 */
export const relayParametersTypeImport: Plugin = {
  name: 'bancada:relay-parameters-type-import',
  enforce: 'pre',
  transform(code, id) {
    if (!/\$parameters\.ts$/.test(id.split('?')[0] ?? '')) return undefined;
    return { code: code.replace(/^import \{/gm, 'import type {'), map: null };
  },
};

/** Everything the build, the dev server and the web tests need to compile Relay code. */
export const relayPlugins: Plugin[] = [relay as Plugin, relayParametersTypeImport];
