import { relayPlugins } from './web/relay/vite-plugins.ts';
import { defineConfig } from 'vitest/config';

// Server suites run in Node against real databases and sockets; web suites run in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        // Node loads graphql's CommonJS build for packages (Pothos, Yoga); Vite would give our own files the
        // .mjs build, and two graphql instances reject each other's types. One build for both.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // babel-plugin-relay turns graphql`` tags into imports of the generated artifacts.
        plugins: relayPlugins,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
