import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_PATH } from './support/browser.ts';
import { RESULTS_DIR } from './support/server.ts';

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  outputDir: path.join(RESULTS_DIR, 'artifacts'),
  globalSetup: './support/global-setup.ts',
  // One worker: the machine's two cores also run the server and the simulated sports feed.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT || path.join(RESULTS_DIR, 'report.json') }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
