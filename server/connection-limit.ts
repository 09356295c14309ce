import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './api/errors.ts';
import { clientNetwork } from './client-ip.ts';
import { MESSAGES } from './i18n/pt-BR.ts';
import type { Logger } from './logger.ts';

/**
 * Caps the TCP connections one address holds open to the server, whatever they carry (keep-alive, a request
 * still arriving byte by byte, a WebSocket): without it, one address could hold thousands of slow requests
 * open and take the process's file descriptors from everyone, its own upstream calls included. Past the cap
 * a new connection gets a 429 and is closed before any of its request is read. Peers `exempt` says are not
 * counted (this host's and trusted proxies': a proxy carries many clients, and caps its own per client).
 */
/** How often an address held at the cap is logged again. */
const REFUSAL_LOG_EVERY_MS = 60_000;

export function limitConnectionsPerAddress(
  server: Server,
  options: { perAddress: number; exempt: (peer: string) => boolean; logger: Logger },
): void {
  const { perAddress, exempt, logger } = options;
  const open = new Map<string, number>();
  // When each address held at the cap was last logged: a line a minute at most, not one per refusal (an
  // address at the cap, closing one and opening one, would write a line each time), but a new line for
  // an address that is still there later (a carrier's, whose connections never all close).
  const lastLogged = new Map<string, number>();
  const body = JSON.stringify(errorBody(429, MESSAGES.connectionsPerAddress(perAddress)));
  const refusal =
    'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  // Before the HTTP server's own listener, so a refused connection is ended before it parses anything.
  server.prependListener('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || exempt(peer)) return;
    const address = clientNetwork(peer);
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      const now = Date.now();
      if (now - (lastLogged.get(address) ?? -Infinity) >= REFUSAL_LOG_EVERY_MS) {
        lastLogged.set(address, now);
        logger.warn({ address, open: count }, 'connections refused: too many open from the address');
      }
      socket.end(refusal);
      socket.destroySoon();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) return void open.set(address, left);
      open.delete(address);
      lastLogged.delete(address);
    });
  });
}
