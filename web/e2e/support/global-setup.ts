import { buildWebIfStale, startServer } from './server.ts';
import { busySimStart } from './sim-start.ts';

/** Simulated seconds per real second: a football match minute per second, so goals come within a test. */
export const SPORTS_SIM_SPEED = '60';
/**
 * The simulator's seed, so that a test can read a match's script and know when its next goal comes, and
 * the setup can choose when the simulated clock starts.
 */
export const SPORTS_SEED = 'bancada-e2e';

/**
 * Builds the web app when stale and starts the real server for the whole run. Workers inherit the
 * variables set here: E2E_BASE_URL (the browser's origin) and E2E_DATA_DIR (where the mail outbox is).
 * With E2E_BASE_URL already set, the suite runs against that server instead and starts none.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  buildWebIfStale();
  // A busy afternoon of today's simulated football, whatever the hour the suite runs at.
  const SPORTS_SIM_START = busySimStart(SPORTS_SEED);
  const server = await startServer({ SPORTS_SIM_SPEED, SPORTS_SEED, SPORTS_SIM_START });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
