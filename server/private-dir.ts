import { chmod, mkdir } from 'node:fs/promises';

/**
 * Creates `dir` (and its missing parents) readable by this process's user alone, and closes it to others
 * if it was there already: what is kept under it (the database's files, mails holding reset links) must
 * not be readable by another account of the machine. For the server's own folders inside DATA_DIR, never
 * DATA_DIR itself, which may be shared and is the operator's to set. One owned by another user keeps its
 * mode (chmod is refused).
 */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  });
}
