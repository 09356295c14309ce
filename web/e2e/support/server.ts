import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitReady } from '../../../server/test/child-server.ts';
import { TEST_PASSWORD_HASHING_ENV } from '../../../server/test/password-hashing.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/** Artifacts of the browser suite: screenshots, traces, the server's log. Git-ignored. */
export const RESULTS_DIR = path.join(ROOT, 'test-results', 'e2e');

/** The project's pinned Node (the machine's own may be older than the server needs). */
export function projectNode(): string {
  const pinned = path.join(ROOT, 'node_modules', '.bin', 'node');
  return existsSync(pinned) ? pinned : process.execPath;
}

/** `npm start`'s prestart step: builds web/dist only when its sources changed. */
export function buildWebIfStale(): void {
  const result = spawnSync(projectNode(), ['scripts/build-web.ts', '--if-stale'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Building the web app failed:\n${result.stdout}\n${result.stderr}`);
  }
  if (!existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))) {
    throw new Error('Building the web app left no web/dist/index.html');
  }
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` on embedded defaults, as `npm start` does, on a free port with a fresh data
 * folder (PGlite database and mail outbox), and waits until /readyz answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-e2e-'));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(projectNode(), ['server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The suite owns this process: outside settings must not point it at other services.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      // Every journey signs its users up from this one browser's address.
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      ...TEST_PASSWORD_HASHING_ENV,
      ...env,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // e-mailed links use http://localhost:PORT; the browser uses the same origin so cookies and CORS agree.
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Generous: on a busy machine the first start (migrations, seed, simulated world) can take a while.
    await waitReady(`http://127.0.0.1:${port}`, child, {
      timeoutMs: 150_000,
      label: `The server (log: ${logFile})`,
    });
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${(error as Error).message}\n--- last lines of the server log ---\n${tail}`, {
      cause: error,
    });
  }
  return { baseURL, dataDir, stop };
}
