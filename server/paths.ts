import path from 'node:path';

// The one place that knows where the repository's files are, relative to this module. Roles take their
// paths from the RoleContext (startServer's `paths` option), so a build or a test can point elsewhere;
// scripts read the same defaults.

/** The repository root (the folder holding package.json). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export interface AppPaths {
  /** The Vite build of the web app, served by the web role. */
  webDist: string;
  /** Vite's server build of the web app (web/ssr/entry-server.tsx), which renders the public pages. */
  webSsr: string;
  /** relay-compiler's persisted operations (id → document), which the BFF accepts by id. */
  persistedQueries: string;
  /** The printed GraphQL schema, committed and checked for drift. */
  schema: string;
  /** The schema as last released (`npm run schema:release`); schema.graphql may not break it. */
  schemaBaseline: string;
  /** The integrators' guide, whose worked examples GraphiQL opens as tabs. */
  graphqlGuide: string;
}

export const DEFAULT_PATHS: AppPaths = {
  webDist: path.join(REPO_ROOT, 'web', 'dist'),
  webSsr: path.join(REPO_ROOT, 'web', 'dist-ssr'),
  persistedQueries: path.join(REPO_ROOT, 'web', 'relay', 'persisted-queries.json'),
  schema: path.join(REPO_ROOT, 'schema.graphql'),
  schemaBaseline: path.join(REPO_ROOT, 'schema.baseline.graphql'),
  graphqlGuide: path.join(REPO_ROOT, 'docs', 'GRAPHQL.md'),
};
