import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './start.ts';

// Production unless told otherwise: graphql-js skips its development-only checks (instanceof guards that
// cost several percent of the BFF's CPU) when NODE_ENV is 'production' at the time it loads. It loads later,
// with the BFF role (start.ts imports roles dynamically), so setting it here, before startServer, is in time.
// Tests are unaffected: vitest sets NODE_ENV=test and never runs this file.
process.env.NODE_ENV ??= 'production';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(2);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
// The address to listen on cannot be had (taken, not this machine's, not allowed): one line, not a stack.
// For whoever runs the server, in the language of its configuration errors and logs (English).
const LISTEN_FAILURES: Record<string, string> = {
  EADDRINUSE: 'the port is already in use',
  EADDRNOTAVAIL: 'the address is not one of this machine',
  ENOTFOUND: 'the address does not resolve',
  EACCES: 'not allowed to use that port',
};
let running;
try {
  running = await startServer(config, logger);
} catch (error) {
  // Only the listen's own failure: a database's host not found or a data folder not writable say their own.
  const failure = error as NodeJS.ErrnoException & { hostname?: string };
  const listening =
    failure.syscall === 'listen' || (failure.syscall === 'getaddrinfo' && failure.hostname === config.host);
  const reason = listening ? LISTEN_FAILURES[failure.code ?? ''] : undefined;
  if (!reason) throw error;
  console.error(`Cannot listen on ${config.host}:${config.port}: ${reason}.`);
  process.exit(1);
}
logger.info(`Bancada at ${running.context.publicUrl}`);

// Requests under way when told to stop have this long to be answered: longer than the BFF's execution
// deadline (5 s), so a request it is answering finishes, and within `docker stop`'s 10 s before its SIGKILL.
const SHUTDOWN_DRAIN_MS = 8_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    running.close({ drainMs: SHUTDOWN_DRAIN_MS }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
