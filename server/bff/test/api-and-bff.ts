import { freshServerStore } from '../../api/test/server-store.ts';
import { loadConfig, type Config } from '../../config.ts';
import { startServer } from '../../start.ts';

/**
 * The API and BFF roles in one process, as a browser reaches them (the BFF calls the API over loopback),
 * on a store of its own (server-store.ts); `close` stops it and removes its data.
 */
export async function startApiAndBff(dataPrefix: string, overrides: Partial<Config> = {}) {
  const store = await freshServerStore(dataPrefix);
  try {
    const server = await startServer({
      ...loadConfig({}),
      port: 0,
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl || undefined,
      logLevel: 'silent',
      seedDemo: false,
      roles: new Set(['api', 'bff'] as const),
      ...overrides,
    });
    return {
      url: server.url,
      async close() {
        await server.close();
        await store.remove();
      },
    };
  } catch (error) {
    await store.remove();
    throw error;
  }
}
export type ApiAndBff = Awaited<ReturnType<typeof startApiAndBff>>;
