import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger.ts';

/** A line the logger wrote, parsed: pino's JSON, whose `level` is a number (40 warn, 50 error). */
export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

/**
 * The project's logger (its redaction and serializers included) at `level`, writing into memory for the
 * test to read back: each line parsed, and the whole text as written.
 */
export function capturedLogger(level: string): { logger: Logger; lines: LogLine[]; text: () => string } {
  const written: string[] = [];
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString();
      written.push(line);
      lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: createLogger(level, destination), lines, text: () => written.join('') };
}
