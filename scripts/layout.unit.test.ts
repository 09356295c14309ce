import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/paths.ts';

/**
 * The layout's rule for test code: what only tests use lives in a test folder (`test/` beside the code it
 * serves, or web/e2e/), never among the modules the product runs.
 */
const SOURCE_DIRS = ['server', 'web', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', '__generated__', 'dist']);

/** Test code: a suite, anything under a `test/` folder, the browser suite and its support. */
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.split('/').includes('test') || file.startsWith('web/e2e/');

function sourceFiles(): string[] {
  const files = readdirSync(REPO_ROOT).filter((name) => /\.tsx?$/.test(name));
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true, recursive: true })) {
      const relative = path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name));
      if (relative.split(path.sep).some((part) => SKIPPED_DIRS.has(part))) continue;
      if (entry.isFile() && /\.tsx?$/.test(entry.name)) files.push(relative.split(path.sep).join('/'));
    }
  }
  return files;
}

/** The files a module imports by relative path: `from '…'`, `import '…'` and `import('…')`. */
function importsOf(text: string, file: string, known: Set<string>): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
    const resolved = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((f) =>
      known.has(f),
    );
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Files that package.json's scripts run (`node scripts/print-schema.ts`): programs, whatever imports them. */
function scriptEntries(): Set<string> {
  const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return new Set(Object.values(scripts).flatMap((command) => command.match(/[\w./-]+\.tsx?\b/g) ?? []));
}

/** Modules outside test folders that some file imports, and only tests do; `entries` are programs. */
function testOnlyModules(
  files: readonly string[],
  read: (file: string) => string,
  entries: ReadonlySet<string> = new Set(),
): string[] {
  const known = new Set(files);
  const importers = new Map<string, string[]>();
  for (const file of files)
    for (const target of importsOf(read(file), file, known))
      importers.set(target, [...(importers.get(target) ?? []), file]);
  return files.filter((file) => {
    if (isTestCode(file) || entries.has(file)) return false;
    const by = importers.get(file) ?? [];
    return by.length > 0 && by.every(isTestCode);
  });
}

describe('repository layout', () => {
  it('keeps what only tests import in test folders', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
    expect(testOnlyModules(files, read, scriptEntries())).toEqual([]);
  });

  it('finds a helper that only tests import, outside a test folder', () => {
    const tree: Record<string, string> = {
      'server/main.ts': "import { used } from './used.ts';",
      'server/used.ts': '',
      'server/helper.ts': '',
      'server/a.test.ts': "import { helper } from './helper.ts';\nimport { used } from './used';",
      'server/bff/test/harness.ts': "const lazy = () => import('../../helper.ts');",
      'server/bff/b.test.ts': "import { harness } from './test/harness.ts';",
      'scripts/print-x.ts': '',
      'scripts/print-x.unit.test.ts': "import { printX } from './print-x.ts';",
      'web/e2e/support/page.ts': '',
      'web/e2e/a.spec.ts': "import '../../web/e2e/support/page.ts';",
    };
    const entries = new Set(['scripts/print-x.ts']);
    expect(testOnlyModules(Object.keys(tree), (file) => tree[file], entries)).toEqual(['server/helper.ts']);
  });
});
