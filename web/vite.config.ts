import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { relayPlugins } from './relay/vite-plugins.ts';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router's package exports only its development build (dev warnings, invariant texts), for builds too
 * (remix-run/react-router#14102): a build takes the production one beside it, the same code without them.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Where `npm run dev` forwards server calls: the `npm start` server, unless told otherwise. */
const target = process.env.DEV_PROXY_TARGET ?? 'http://127.0.0.1:4000';

export default defineConfig(({ command }) => ({
  root: webDir,
  // babel-plugin-relay turns graphql`` tags into imports of relay-compiler's artifacts.
  plugins: relayPlugins,
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/web-budget.ts reads the manifest to find what each route loads first.
    manifest: true,
    target: 'es2022',
    // The entry holds React, Relay and the router (measured by scripts/web-budget.ts); routes are split.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, its JSX runtime and React DOM in one chunk: web/main.tsx evaluates it in a task of its own
          // before the app, and every page needs all three. Left to the automatic split they were three
          // chunks, each with its own imports and gzip frame (0.9 kB more of the first load).
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
    modulePreload: {
      // The app (web/app.tsx, imported by the entry after the first paint) is preloaded with every file
      // it needs, so hydration waits on one round trip. A route's chunk is preloaded with its styles only:
      // the browser fetches the chunk's own imports as it reads it (one round trip more on the first visit
      // of a route), and the app no longer carries the list of every route's files (1.5 kB gzipped of the
      // first load, scripts/web-budget.ts).
      resolveDependencies: (file, deps) =>
        /(^|\/)app-[\w-]+\.js$/.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
  // The server build (web/ssr/entry-server.tsx) carries its packages: one file, nothing resolved at run time.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target, ws: true },
      '/api': { target },
      '/images': { target },
      '/sportsfeed': { target },
      '/metrics': { target },
    },
  },
}));
