import { existsSync } from 'node:fs';

/** Debian's builds of one Chromium: the headless shell first, the full browser second. */
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

/** Playwright's options that show the browser's window, which the headless shell does not have. */
const WINDOW_OPTIONS = ['--headed', '--debug'];

/** Whether a run of Playwright with these arguments and environment shows the browser (PWDEBUG: --debug). */
export function wantsWindow(args: readonly string[], env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.PWDEBUG) || args.some((arg) => WINDOW_OPTIONS.includes(arg.split('=')[0]));
}

/**
 * The Chromium the browser tests and the README's screenshots drive; never a browser download.
 *
 * Debian's `chromium-headless-shell` first: the same engine at the same version as its `chromium`, built as
 * the lighter headless program that Playwright itself uses for headless runs, where `chromium` runs the
 * whole browser in its headless mode. The browser tier takes about 30% less time in it on a two-core
 * machine (docs/PERFORMANCE.md, "The browser tier in Chromium's headless shell").
 * `chromium` when the shell is not installed, or first when a window is wanted (`--headed`, `--debug`):
 * the shell never opens one. CHROMIUM_PATH overrides both. When neither is installed, the path the tier
 * reports as missing is the shell's, the one `.ci/run` installs.
 */
export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
  window = false,
): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const order = window ? [...DEBIAN_CHROMIUMS].reverse() : DEBIAN_CHROMIUMS;
  return order.find((candidate) => exists(candidate)) ?? DEBIAN_CHROMIUMS[0];
}

/** What this process drives: web/e2e/run.ts passes its choice on to Playwright as CHROMIUM_PATH. */
export const CHROMIUM_PATH = chromiumPath();
