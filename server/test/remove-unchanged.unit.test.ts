import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeUnchanged } from './remove-unchanged.ts';

describe('removeUnchanged', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bancada-unchanged-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const now = Date.now();

  it('removes the selected entries unchanged for the age given, folders and files, and leaves nothing behind', async () => {
    for (const [name, ageMs] of [
      ['old-folder', 10_000],
      ['old-file', 10_000],
      ['new-folder', 10],
      ['old-but-not-selected', 10_000],
    ] as const) {
      const entry = path.join(folder, name);
      if (name.endsWith('file')) writeFileSync(entry, '');
      else {
        mkdirSync(entry);
        writeFileSync(path.join(entry, 'inside'), '');
      }
      utimesSync(entry, new Date(now - ageMs), new Date(now - ageMs));
    }
    const removed = await removeUnchanged(folder, {
      maxAgeMs: 1_000,
      select: (name) => name !== 'old-but-not-selected',
      now,
    });
    expect(removed.sort()).toEqual(['old-file', 'old-folder']);
    expect(readdirSync(folder).sort()).toEqual(['new-folder', 'old-but-not-selected']);
  });

  it('leaves a folder that cannot be read as it is', async () => {
    expect(await removeUnchanged(path.join(folder, 'missing'), { maxAgeMs: 0, now })).toEqual([]);
  });
});
