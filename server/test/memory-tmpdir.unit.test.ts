import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryTmpdir, ownPrivateFolder, removeLeftovers, testsMemoryFolder } from './memory-tmpdir.ts';

const TMPFS = 0x01021994;
const EXT4 = 0xef53;
const GIB = 1024 ** 3;
const fs = (type: number, freeBytes: number) => () => ({ type, bavail: freeBytes / 4096, bsize: 4096 });

describe('memoryTmpdir', () => {
  it('gives a folder of its own on a memory file system with room', () => {
    const folder = memoryTmpdir({ env: {}, candidate: '/dev/shm', statfs: fs(TMPFS, 20 * GIB) });
    expect(folder).toBe(path.join('/dev/shm', `bancada-tests-${process.getuid?.() ?? 'user'}`));
    expect(folder).toBe(testsMemoryFolder());
  });

  it('keeps the system’s folder on a disk, on a small memory file system, or where there is none', () => {
    expect(memoryTmpdir({ env: {}, statfs: fs(EXT4, 20 * GIB) })).toBeUndefined();
    expect(memoryTmpdir({ env: {}, statfs: fs(TMPFS, 64 * 1024 ** 2) })).toBeUndefined();
    const missing = () => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    };
    expect(memoryTmpdir({ env: {}, statfs: missing })).toBeUndefined();
  });

  it('keeps a TMPDIR someone set', () => {
    expect(memoryTmpdir({ env: { TMPDIR: '/var/tmp' }, statfs: fs(TMPFS, 20 * GIB) })).toBeUndefined();
  });
});

describe('ownPrivateFolder', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bancada-own-folder-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('takes a directory of this user that no one else may write in or read', () => {
    const folder = mkdtempSync(path.join(root, 'private-'));
    expect(ownPrivateFolder(folder)).toBe(true);
  });

  it('refuses a folder others may write in, a link to a folder, a file, and nothing', () => {
    const open = mkdtempSync(path.join(root, 'open-'));
    chmodSync(open, 0o777);
    expect(ownPrivateFolder(open)).toBe(false);
    const target = mkdtempSync(path.join(root, 'target-'));
    const link = path.join(root, 'link');
    symlinkSync(target, link);
    expect(ownPrivateFolder(link)).toBe(false);
    const file = path.join(root, 'file');
    writeFileSync(file, '');
    expect(ownPrivateFolder(file)).toBe(false);
    expect(ownPrivateFolder(path.join(root, 'missing'))).toBe(false);
  });
});

describe('removeLeftovers', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bancada-leftovers-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const now = Date.now();
  const minute = 60 * 1000;
  const made = (name: string, ageMs: number, kind: 'folder' | 'file' = 'folder') => {
    const entry = path.join(folder, name);
    if (kind === 'folder') {
      mkdirSync(entry);
      writeFileSync(path.join(entry, 'PG_VERSION'), '17');
    } else writeFileSync(entry, '');
    const at = new Date(now - ageMs);
    utimesSync(entry, at, at);
  };

  it('removes what is unchanged for an hour, but the names it is told to spare', async () => {
    made('bancada-bff-killed', 3 * 60 * minute);
    made('bancada-pglite-build-killed', 61 * minute);
    made('replay-killed', 2 * 60 * minute, 'file');
    made('bancada-bff-running', 5 * minute);
    made('bancada-pglite-template-unused', 5 * 60 * minute);
    const removed = await removeLeftovers(folder, {
      spare: (name) => name.startsWith('bancada-pglite-template-'),
      now,
    });
    expect(removed.sort()).toEqual(['bancada-bff-killed', 'bancada-pglite-build-killed', 'replay-killed']);
    expect(readdirSync(folder).sort()).toEqual(['bancada-bff-running', 'bancada-pglite-template-unused']);
  });
});
