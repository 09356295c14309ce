/**
 * `npm run relay`: compiles the web app's GraphQL documents from scratch. relay-compiler adds an entry to
 * web/relay/persisted-queries.json only for the documents it recompiles and never removes one, so an
 * incremental run keeps the ids of documents that no longer exist (and a merge taking one side of the file
 * loses some). Starting from no artifacts and an empty file makes both a pure function of the sources.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PATHS, REPO_ROOT } from '../server/paths.ts';

const artifacts = path.join(REPO_ROOT, 'web', 'relay', '__generated__');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts);
writeFileSync(DEFAULT_PATHS.persistedQueries, '{}\n');
const compiler = path.join(REPO_ROOT, 'node_modules', '.bin', 'relay-compiler');
const result = spawnSync(compiler, process.argv.slice(2), { cwd: REPO_ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
