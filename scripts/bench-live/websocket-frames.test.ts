import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { messageText } from '../../server/test/ws-text.ts';
import {
  checkHandshakeResponse,
  clientFrame,
  FrameReader,
  handshakeRequest,
  Opcode,
} from './websocket-frames.ts';

/** Frames as a server writes them (unmasked), for the reader alone. */
function serverFrame(opcode: number, payload: Buffer): Buffer {
  const n = payload.length;
  const head = Buffer.alloc(n < 126 ? 2 : n < 65536 ? 4 : 10);
  head[0] = 0x80 | opcode;
  if (n < 126) head[1] = n;
  else if (n < 65536) {
    head[1] = 126;
    head.writeUInt16BE(n, 2);
  } else {
    head[1] = 127;
    head.writeBigUInt64BE(BigInt(n), 2);
  }
  return Buffer.concat([head, payload]);
}

describe('FrameReader', () => {
  const readInSteps = (payloads: Buffer[], step: number) => {
    const stream = Buffer.concat(payloads.map((p) => serverFrame(Opcode.text, p)));
    const reader = new FrameReader();
    const seen: string[] = [];
    for (let at = 0; at < stream.length; at += step) {
      // The reader may only keep what it copied: the chunk is overwritten after each call.
      const chunk = Buffer.from(stream.subarray(at, at + step));
      reader.read(chunk, (opcode, payload) => seen.push(`${opcode}:${payload.toString()}`));
      chunk.fill(0);
    }
    return seen;
  };

  it('reads frames of every length encoding, however the bytes are split', () => {
    const small = [Buffer.from('{"a":1}'), Buffer.alloc(300, 'b')];
    const all = [...small, Buffer.alloc(70_000, 'c')];
    for (const step of [1, 2, 3, 127])
      expect(readInSteps(small, step)).toEqual(small.map((p) => `1:${p.toString()}`));
    for (const step of [1000, 1 << 20])
      expect(readInSteps(all, step)).toEqual(all.map((p) => `1:${p.toString()}`));
  });

  it('refuses masked server frames and fragmented messages', () => {
    expect(() => new FrameReader().read(clientFrame(Opcode.text, Buffer.from('x')), () => {})).toThrow(
      /must not be masked/,
    );
    expect(() => new FrameReader().read(Buffer.from([0x01, 0x01, 0x78]), () => {})).toThrow(/fragmented/);
  });
});

describe('handshake and client frames against ws', () => {
  let server: Server | undefined;
  let socket: Socket | undefined;
  afterEach(async () => {
    socket?.destroy();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  });

  it('opens a connection with a subprotocol, and ws reads its masked frames and answers its ping', async () => {
    server = createServer();
    const wss = new WebSocketServer({ server, handleProtocols: (protocols) => [...protocols][0] });
    wss.on('connection', (ws) => ws.on('message', (data) => ws.send(`echo:${messageText(data)}`)));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const handshake = handshakeRequest(url, 'graphql-transport-ws');
    socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(handshake.request);

    const reader = new FrameReader();
    const frames: Array<[number, string]> = [];
    let head = '';
    let opened = false;
    const arrived = new Promise<void>((resolve) => {
      socket!.on('data', (chunk: Buffer) => {
        let rest = chunk;
        if (!opened) {
          head += chunk.toString('latin1');
          const end = head.indexOf('\r\n\r\n');
          if (end === -1) return;
          checkHandshakeResponse(head.slice(0, end), handshake, 'graphql-transport-ws');
          opened = true;
          rest = chunk.subarray(chunk.length - (head.length - end - 4));
          socket!.write(clientFrame(Opcode.text, Buffer.alloc(200, 'é')));
          socket!.write(clientFrame(Opcode.ping, Buffer.from('p')));
        }
        reader.read(rest, (opcode, payload) => frames.push([opcode, payload.toString()]));
        if (frames.length === 2) resolve();
      });
    });
    await arrived;
    expect(frames).toEqual([
      [Opcode.text, `echo:${Buffer.alloc(200, 'é').toString()}`],
      [Opcode.pong, 'p'],
    ]);
  });

  it('refuses an answer without 101 or with the wrong accept key', () => {
    const handshake = handshakeRequest('ws://127.0.0.1:1/graphql');
    expect(() => checkHandshakeResponse('HTTP/1.1 403 Forbidden', handshake)).toThrow(/refused/);
    expect(() =>
      checkHandshakeResponse('HTTP/1.1 101 Switching Protocols\r\nSec-WebSocket-Accept: x', handshake),
    ).toThrow(/Accept/);
  });
});
