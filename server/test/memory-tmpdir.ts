import { lstatSync, mkdirSync, statfsSync, type StatsFs } from 'node:fs';
import path from 'node:path';
import { removeUnchanged } from './remove-unchanged.ts';

/** statfs's f_type of a tmpfs (linux/magic.h). */
const TMPFS_MAGIC = 0x01021994;

/**
 * Room the tests need there, with a margin: the PGlite template (about 25 MB) and the copies alive at once
 * (two workers, and the servers their suites start) peaked at 132 MB in a whole run. A smaller memory file
 * system (Docker gives /dev/shm 64 MB by default) is left alone.
 */
const MIN_FREE_BYTES = 1024 ** 3;

export interface MemoryTmpdirOptions {
  env?: NodeJS.ProcessEnv;
  /** Where a memory file system usually is on Linux. */
  candidate?: string;
  minFreeBytes?: number;
  statfs?: (path: string) => Pick<StatsFs, 'type' | 'bavail' | 'bsize'>;
}

/**
 * The folder the tests' temporary files should go to (os.tmpdir() reads TMPDIR): one on a memory file system
 * when the machine has one with room, else undefined (the system's stays).
 *
 * The storage suites and the servers they start each work on a copy of the migrated PGlite template, about
 * 450 files, and remove it after: some ten thousand files made and deleted in a run. On ext4 each new file
 * searches the inode bitmaps past the ones just deleted (`recently_deleted` in the kernel's profile), and the
 * kernel's time, most of it there, was a third of the integration project's CPU. On tmpfs that search does
 * not happen: the project took 68–71 s instead of 80 s (docs/PERFORMANCE.md, "Test stores in memory").
 *
 * A TMPDIR already set is kept: whoever set it chose where temporary files go.
 */
export function memoryTmpdir({
  env = process.env,
  candidate = '/dev/shm',
  minFreeBytes = MIN_FREE_BYTES,
  statfs = statfsSync,
}: MemoryTmpdirOptions = {}): string | undefined {
  if (env.TMPDIR) return undefined;
  let stats;
  try {
    stats = statfs(candidate);
  } catch {
    return undefined;
  }
  if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < minFreeBytes) return undefined;
  return testsMemoryFolder(candidate);
}

/** The tests' folder on a memory file system: one per user, since another user's would not be ours to write in. */
export function testsMemoryFolder(candidate = '/dev/shm'): string {
  return path.join(candidate, `bancada-tests-${process.getuid?.() ?? 'user'}`);
}

/**
 * Whether `folder` is a directory of this user's that no one else may write in or read: on a folder everyone
 * can write in (/dev/shm), its name is known in advance, and one made by someone else could hand the suites
 * a template of theirs.
 */
export function ownPrivateFolder(folder: string): boolean {
  try {
    const stats = lstatSync(folder);
    const uid = process.getuid?.();
    return stats.isDirectory() && (uid === undefined || stats.uid === uid) && (stats.mode & 0o077) === 0;
  } catch {
    return false;
  }
}

/**
 * Points TMPDIR at memoryTmpdir()'s folder, for this process and those it starts, when there is one and it
 * is this user's own (ownPrivateFolder); otherwise the system's folder stays.
 */
export function useMemoryTmpdir(env: NodeJS.ProcessEnv = process.env): void {
  const folder = memoryTmpdir({ env });
  if (!folder) return;
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  } catch {
    return;
  }
  if (ownPrivateFolder(folder)) env.TMPDIR = folder;
}

/** Unchanged this long, an entry of the tests' memory folder belongs to no run going on (a run takes minutes). */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/**
 * Removes what runs stopped before their own clean-up (an interrupted `npm test`, a killed worker) left in
 * the tests' memory folder, where it would hold the machine's memory until a reboot: each storage suite's
 * copy of the PGlite store is some 25 MB. Everything in that folder is the tests' own (testsMemoryFolder,
 * when ownPrivateFolder holds), so an entry unchanged for an hour is removed, except those `spare` names
 * (the templates, which keep the rule of pglite-template.ts).
 */
export function removeLeftovers(
  folder: string,
  { spare = () => false, now = Date.now() }: { spare?: (name: string) => boolean; now?: number } = {},
): Promise<string[]> {
  return removeUnchanged(folder, { maxAgeMs: LEFTOVER_AGE_MS, select: (name) => !spare(name), now });
}
