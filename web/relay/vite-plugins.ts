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

/**
 * Each artifact ends with `(node as any).hash = "<md5>"`, which only babel-plugin-relay's development
 * check ("the definition of X appears to have changed") reads: Relay's runtime never does. In a build it
 * is 32 random characters per artifact that gzip cannot shrink, a dozen of them in every page's first
 * load, so builds leave it out.
 */
export const relayArtifactHashOut: Plugin = {
  name: 'bancada:relay-artifact-hash-out',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/__generated__\/[^/]+\.graphql\.ts$/.test(id.split('?')[0] ?? '')) return undefined;
    return { code: code.replace(/^\(node as any\)\.hash = "[0-9a-f]+";$/m, ''), map: null };
  },
};

/** Everything the build, the dev server and the web tests need to compile Relay code. */
export const relayPlugins: Plugin[] = [relay as Plugin, relayParametersTypeImport, relayArtifactHashOut];
