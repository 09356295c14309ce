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

/**
 * The app's small modules that every page loads with the app (the GraphQL fetch, the socket, route queries
 * and their reloads, the session's end, page titles). The automatic split left them as a chunk each of
 * 0.1–0.8 kB, each with its own imports, exports and gzip frame; as one chunk they are 1.3 kB less of the
 * first load. They only declare things when evaluated, so the order they are evaluated in is free.
 */
const SHELL_MODULES = new Set([
  'relay/fetch-graphql.ts',
  'relay/subscriptions.ts',
  'relay/route-query.ts',
  'relay/live-refetch.ts',
  'relay/query-reload.ts',
  'ssr/render-time.ts',
  'routes/auth/session-end.ts',
  'routes/auth/logout-intent.ts',
  'components/reveal-focused.ts',
  'components/usePageMeta.ts',
]);

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
          // A group holds the modules its test names, not what they import (that stays where the automatic
          // split puts it: Relay and the router are not pulled into the small modules' chunk).
          includeDependenciesRecursively: false,
          groups: [
            // React, its JSX runtime and React DOM in one chunk: web/main.tsx evaluates it in a task of its
            // own before the app, and every page needs all three. Left to the automatic split they were
            // three chunks, each with its own imports and gzip frame (0.9 kB more of the first load).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'shell',
              test: (id: string) => SHELL_MODULES.has(path.relative(webDir, id).split(path.sep).join('/')),
            },
          ],
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
