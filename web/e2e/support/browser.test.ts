// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chromiumPath } from './browser.ts';

const installed =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('chromiumPath', () => {
  it("takes Debian's headless shell over the full browser when both are installed", () => {
    expect(chromiumPath({}, installed('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'))).toBe(
      '/usr/bin/chromium-headless-shell',
    );
  });

  it('falls back to the full browser without the shell', () => {
    expect(chromiumPath({}, installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('names the shell, the one to install, when neither is there', () => {
    expect(chromiumPath({}, installed())).toBe('/usr/bin/chromium-headless-shell');
  });

  it('lets CHROMIUM_PATH choose, installed or not', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(chromiumPath(env, installed('/usr/bin/chromium-headless-shell'))).toBe('/opt/chrome/chrome');
  });
});
