import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StaticFiles } from './static-files.ts';

describe('StaticFiles.resolve', () => {
  const files = new StaticFiles('/srv/dist');

  it('finds a file of the build, encoded or not', () => {
    expect(files.resolve('/assets/app-1.js')).toBe(path.resolve('/srv/dist/assets/app-1.js'));
    expect(files.resolve('/favicon%2Esvg')).toBe(path.resolve('/srv/dist/favicon.svg'));
  });

  it('refuses hidden files and folders: the build manifest is not public', () => {
    expect(files.resolve('/.vite/manifest.json')).toBeUndefined();
    expect(files.resolve('/%2Evite/manifest.json')).toBeUndefined();
    expect(files.resolve('/assets/.hidden')).toBeUndefined();
  });

  it('keeps a path that climbs out inside the root, and refuses a NUL and a malformed encoding', () => {
    expect(files.resolve('/../etc/passwd')).toBe(path.resolve('/srv/dist/etc/passwd'));
    expect(files.resolve('/assets/%2E%2E/%2E%2E/x')).toBe(path.resolve('/srv/dist/x'));
    expect(files.resolve('/%00.js')).toBeUndefined();
    expect(files.resolve('/%ZZ')).toBeUndefined();
  });
});
