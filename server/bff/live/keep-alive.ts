import type { WebSocket } from 'ws';
import { systemClock, type TimerClock } from '../../clock.ts';

/** The part of a `ws` socket the keep-alive uses. */
export type KeepAliveSocket = Pick<WebSocket, 'ping' | 'terminate' | 'on' | 'off'>;

export interface KeepAlive {
  /** Starts pinging the socket; the returned function stops (call it when the socket closes). */
  add(socket: KeepAliveSocket): () => void;
  close(): void;
}

/** Ticks per interval: each tick pings one bucket of the connections. */
const BUCKETS = 10;

/**
 * WebSocket keep-alive for every connection of a server with one timer: each socket gets a ping once per
 * `intervalMs`, and one that has not answered the previous ping by then is dropped (a dead peer or a
 * half-open TCP connection). Connections are spread over buckets pinged one per tick, so ten thousand
 * connections are pinged as ten bursts of a thousand per interval, not one stall of the event loop, and no
 * connection carries a timer of its own (a `Timeout` and its closure cost about 300 bytes each).
 */
export function createKeepAlive(intervalMs: number, clock: TimerClock = systemClock): KeepAlive {
  const buckets = Array.from({ length: BUCKETS }, () => new Set<KeepAliveSocket>());
  const answered = new WeakSet<KeepAliveSocket>();
  // One listener for all sockets: EventEmitter calls it with the socket as `this`.
  function onPong(this: KeepAliveSocket) {
    answered.add(this);
  }
  let added = 0;
  let tick = 0;
  const timer = clock.every(
    intervalMs / BUCKETS,
    () => {
      const bucket = buckets[tick];
      tick = (tick + 1) % BUCKETS;
      for (const socket of bucket) {
        if (!answered.has(socket)) {
          bucket.delete(socket);
          socket.terminate();
          continue;
        }
        answered.delete(socket);
        socket.ping();
      }
    },
    { unref: true },
  );
  return {
    add(socket) {
      const bucket = buckets[added++ % BUCKETS];
      bucket.add(socket);
      answered.add(socket); // a new connection counts as alive until its first ping goes unanswered
      socket.on('pong', onPong);
      return () => {
        bucket.delete(socket);
        socket.off('pong', onPong);
      };
    },
    close() {
      timer.cancel();
      for (const bucket of buckets) bucket.clear();
    },
  };
}
