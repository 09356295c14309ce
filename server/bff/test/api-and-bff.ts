import { rm } from 'node:fs/promises';
import { freshDataDir } from '../../api/test/pglite-template.ts';
import { loadConfig, type Config } from '../../config.ts';
import { startServer } from '../../start.ts';

/**
 * The API and BFF roles in one process, as a browser reaches them (the BFF calls the API over loopback),
 * on a fresh copy of the PGlite template; `close` stops it and removes its data.
 */
export async function startApiAndBff(dataPrefix: string, overrides: Partial<Config> = {}) {
  const dataDir = await freshDataDir(dataPrefix);
  try {
    const server = await startServer({
      ...loadConfig({}),
      port: 0,
      dataDir,
      logLevel: 'silent',
      seedDemo: false,
      roles: new Set(['api', 'bff'] as const),
      ...overrides,
    });
    return {
      url: server.url,
      async close() {
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
export type ApiAndBff = Awaited<ReturnType<typeof startApiAndBff>>;
