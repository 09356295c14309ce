import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests and the README's screenshots drive; never a browser download.
 *
 * Debian's `chromium-headless-shell` first: the same engine and version as its `chromium`, without the
 * full browser's headless mode (its window, GPU and UI processes), so the browser tier takes about 30% less
 * time on a two-core machine (docs/PERFORMANCE.md, "The browser tier in Chromium's headless shell").
 * `chromium` when the shell is not installed; CHROMIUM_PATH overrides both.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ||
  '/usr/bin/chromium';
