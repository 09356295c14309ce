// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chromiumPath, wantsWindow } from './browser.ts';

const installed =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);
const both = installed('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');

describe('chromiumPath', () => {
  it("takes Debian's headless shell over the full browser when both are installed", () => {
    expect(chromiumPath({}, both)).toBe('/usr/bin/chromium-headless-shell');
  });

  it('falls back to the full browser without the shell', () => {
    expect(chromiumPath({}, installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('takes the full browser first when a window is wanted, the shell when it is all there is', () => {
    expect(chromiumPath({}, both, true)).toBe('/usr/bin/chromium');
    expect(chromiumPath({}, installed('/usr/bin/chromium-headless-shell'), true)).toBe(
      '/usr/bin/chromium-headless-shell',
    );
  });

  it('names the shell, the one to install, when neither is there', () => {
    expect(chromiumPath({}, installed())).toBe('/usr/bin/chromium-headless-shell');
  });

  it('lets CHROMIUM_PATH choose, installed or not, and ignores it empty', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }, both, true)).toBe('/opt/chrome/chrome');
    expect(chromiumPath({ CHROMIUM_PATH: '' }, both)).toBe('/usr/bin/chromium-headless-shell');
  });
});

describe('wantsWindow', () => {
  it('is true for --headed, --debug in any mode and PWDEBUG', () => {
    expect(wantsWindow(['--headed'], {})).toBe(true);
    expect(wantsWindow(['--debug=cli'], {})).toBe(true);
    expect(wantsWindow([], { PWDEBUG: '1' })).toBe(true);
  });

  it('is false for a headless run, whatever else it asks', () => {
    expect(wantsWindow(['--grep', 'headed', '--workers=1'], {})).toBe(false);
  });
});
