import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { slugify } from '../../../server/slugify.ts';
import { cardPartsOutside } from './layout.ts';

export { expect };

/** axe impacts that fail a screen. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface Screens {
  /**
   * Records the screen the page shows now: an accessibility check with axe-core (serious and critical
   * violations fail the test, reported all together at its end), a check that every card holds its parts
   * (layout.ts), and a full-page screenshot kept in test-results/e2e/artifacts.
   */
  check(page: Page, name: string): Promise<void>;
}

function createScreens(testInfo: TestInfo): Screens {
  let count = 0;
  return {
    async check(page, name) {
      count += 1;
      const file = testInfo.outputPath(`${String(count).padStart(2, '0')}-${slugify(name)}.png`);
      // A pointer left over a link would check its hover colours instead of the screen's.
      await page.mouse.move(0, 0);
      await page.screenshot({ path: file, fullPage: true });
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }));
      expect.soft(blocking, `accessibility of "${name}" (${page.url()})`).toEqual([]);
      expect.soft(await cardPartsOutside(page), `parts outside their card on "${name}"`).toEqual([]);
    },
  };
}

export const test = base.extend<{ screens: Screens }>({
  // The server the global setup started (or the one E2E_BASE_URL names).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from a destructuring pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through web/e2e/run.ts');
    await use(url);
  },
  // Every journey also proves the app runs under the server's Content-Security-Policy: Chromium reports each
  // violation in the console ("Refused to … because it violates … Content Security Policy …").
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect.soft(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern -- as above.
  screens: async ({}, use, testInfo) => {
    await use(createScreens(testInfo));
  },
});
