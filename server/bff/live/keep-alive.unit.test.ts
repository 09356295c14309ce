import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../clock.ts';
import { createKeepAlive, type KeepAliveSocket } from './keep-alive.ts';

class FakeSocket extends EventEmitter {
  pings = 0;
  terminated = false;
  answers = true;
  ping() {
    this.pings++;
    if (this.answers) queueMicrotask(() => this.emit('pong'));
  }
  terminate() {
    this.terminated = true;
  }
}

const asSocket = (socket: FakeSocket) => socket as unknown as KeepAliveSocket;

describe('createKeepAlive', () => {
  let clock: ManualClock;
  beforeEach(() => void (clock = createManualClock(0)));

  it('pings every socket once per interval, spread over the interval', async () => {
    const keepAlive = createKeepAlive(1000, clock);
    const sockets = Array.from({ length: 100 }, () => new FakeSocket());
    for (const socket of sockets) keepAlive.add(asSocket(socket));
    await clock.advanceAsync(100);
    // One tick: one bucket of the ten.
    expect(sockets.filter((s) => s.pings === 1)).toHaveLength(10);
    await clock.advanceAsync(2900);
    expect(sockets.map((s) => s.pings)).toEqual(sockets.map(() => 3));
    expect(sockets.some((s) => s.terminated)).toBe(false);
    keepAlive.close();
  });

  it('drops a socket that did not answer its ping within one interval, and only that one', async () => {
    const keepAlive = createKeepAlive(1000, clock);
    const [silent, healthy] = [new FakeSocket(), new FakeSocket()];
    silent.answers = false;
    keepAlive.add(asSocket(silent));
    keepAlive.add(asSocket(healthy));
    await clock.advanceAsync(1000);
    expect(silent.pings).toBe(1);
    expect(silent.terminated).toBe(false);
    await clock.advanceAsync(1000);
    expect(silent.terminated).toBe(true);
    await clock.advanceAsync(3000);
    expect(silent.pings).toBe(1);
    expect(healthy.terminated).toBe(false);
    expect(healthy.pings).toBe(5);
    keepAlive.close();
  });

  it('stops pinging a removed socket and leaves no listener on it', async () => {
    const keepAlive = createKeepAlive(1000, clock);
    const socket = new FakeSocket();
    const remove = keepAlive.add(asSocket(socket));
    await clock.advanceAsync(1000);
    remove();
    await clock.advanceAsync(3000);
    expect(socket.pings).toBe(1);
    expect(socket.listenerCount('pong')).toBe(0);
    keepAlive.close();
  });
});
