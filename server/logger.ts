import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; LOG_LEVEL=silent keeps tests quiet. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'bancada' }, timestamp: pino.stdTimeFunctions.isoTime });
}
