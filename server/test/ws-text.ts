import type { RawData } from 'ws';

/** The text of a WebSocket message as ws hands it over: a Buffer, its fragments, or an ArrayBuffer. */
export function messageText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
