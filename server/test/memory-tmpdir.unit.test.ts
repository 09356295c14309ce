import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryTmpdir } from './memory-tmpdir.ts';

const TMPFS = 0x01021994;
const EXT4 = 0xef53;
const GIB = 1024 ** 3;
const fs = (type: number, freeBytes: number) => () => ({ type, bavail: freeBytes / 4096, bsize: 4096 });

describe('memoryTmpdir', () => {
  it('gives a folder of its own on a memory file system with room', () => {
    const folder = memoryTmpdir({ env: {}, candidate: '/dev/shm', statfs: fs(TMPFS, 20 * GIB) });
    expect(folder).toBe(path.join('/dev/shm', `bancada-tests-${process.getuid?.() ?? 'user'}`));
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
