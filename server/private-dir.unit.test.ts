import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { privateDir } from './private-dir.ts';

describe('privateDir', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'bancada-private-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const modeOf = async (dir: string) => (await stat(dir)).mode & 0o777;

  it('makes a folder and its missing parents for this user alone', async () => {
    await privateDir(path.join(root, 'data', 'pglite'));
    expect(await modeOf(path.join(root, 'data'))).toBe(0o700);
    expect(await modeOf(path.join(root, 'data', 'pglite'))).toBe(0o700);
  });

  it('closes a folder an earlier version left open to others', async () => {
    const dir = path.join(root, 'outbox');
    await mkdir(dir);
    await chmod(dir, 0o755);
    await privateDir(dir);
    expect(await modeOf(dir)).toBe(0o700);
  });
});
