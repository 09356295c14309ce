import { existsSync } from 'node:fs';

/** Debian's builds of one Chromium, lightest first. */
export const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

/**
 * The Chromium the browser tests and the README's screenshots drive; never a browser download.
 *
 * Debian's `chromium-headless-shell` first: the same engine and version as its `chromium`, without the
 * full browser's headless mode (its window, GPU and UI processes), so the browser tier takes about 30% less
 * time on a two-core machine (docs/PERFORMANCE.md, "The browser tier in Chromium's headless shell").
 * `chromium` when the shell is not installed; CHROMIUM_PATH overrides both. When none is there, the path
 * the tier reports as missing is the shell's, the one `.ci/run` installs.
 */
export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string {
  return env.CHROMIUM_PATH || DEBIAN_CHROMIUMS.find((candidate) => exists(candidate)) || DEBIAN_CHROMIUMS[0];
}

export const CHROMIUM_PATH = chromiumPath();
