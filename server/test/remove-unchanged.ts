import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface RemoveUnchangedOptions {
  /** An entry whose modification time is at least this old is removed. */
  maxAgeMs: number;
  /** Which names of the folder may be removed at all. */
  select?: (name: string) => boolean;
  now?: number;
}

/**
 * Removes the entries of `folder` that `select` picks and that have not changed for `maxAgeMs`, and returns
 * their names. Each is moved out of its name first, in one step, so that a run that still finds it by name
 * uses it whole or not at all. Best effort: an entry this user may not move or remove (another user's) stays,
 * an unreadable folder is left as it is, and the caller goes on.
 */
export async function removeUnchanged(
  folder: string,
  { maxAgeMs, select = () => true, now = Date.now() }: RemoveUnchangedOptions,
): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(folder).catch(() => [])) {
    if (!select(name)) continue;
    const entry = path.join(folder, name);
    const changed = (await stat(entry).catch(() => undefined))?.mtimeMs;
    if (changed === undefined || now - changed < maxAgeMs) continue;
    const trash = path.join(folder, `bancada-removing-${process.pid}-${name}`);
    try {
      await rename(entry, trash);
    } catch {
      continue;
    }
    await rm(trash, { recursive: true, force: true }).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}
