/**
 * The client side of RFC 6455 that the live benchmark's load generator needs, and nothing more: the opening
 * handshake, masked client frames, and a reader of the server's unmasked frames that keeps a partial frame
 * between reads. The load generator shares the machine's two cores with the servers it measures, so its cost
 * per received message is part of every latency it reports; `ws`'s client (a Writable stream per socket,
 * an event per message) costs several times what this reader does, on every side of the comparison alike.
 * The server side is never this code: it is `ws` and graphql-ws, as in production.
 */
import { createHash, randomBytes, randomFillSync } from 'node:crypto';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export const Opcode = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;

export interface Handshake {
  request: string;
  /** The `Sec-WebSocket-Accept` the server must answer with. */
  accept: string;
}

/** An opening handshake for `url` (`ws://host:port/path`), optionally asking for a subprotocol. */
export function handshakeRequest(url: string, protocol?: string): Handshake {
  const { host, pathname } = new URL(url);
  const key = randomBytes(16).toString('base64');
  const lines = [
    `GET ${pathname} HTTP/1.1`,
    `Host: ${host}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${key}`,
    'Sec-WebSocket-Version: 13',
    ...(protocol ? [`Sec-WebSocket-Protocol: ${protocol}`] : []),
  ];
  const accept = createHash('sha1')
    .update(key + GUID)
    .digest('base64');
  return { request: `${lines.join('\r\n')}\r\n\r\n`, accept };
}

/**
 * Checks the server's handshake answer (the text up to the blank line): 101, the expected accept key and,
 * when one was asked for, the subprotocol. Throws with the status line otherwise.
 */
export function checkHandshakeResponse(head: string, expected: Handshake, protocol?: string): void {
  const [status, ...headerLines] = head.split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  if (!/^HTTP\/1\.1 101 /.test(status)) throw new Error(`WebSocket handshake refused: ${status}`);
  if (headers.get('sec-websocket-accept') !== expected.accept)
    throw new Error('WebSocket handshake: wrong Sec-WebSocket-Accept');
  if (protocol && headers.get('sec-websocket-protocol') !== protocol)
    throw new Error(
      `WebSocket handshake: subprotocol ${headers.get('sec-websocket-protocol')} instead of ${protocol}`,
    );
}

/** A final client frame: masked with a fresh key, as RFC 6455 §5.3 requires of clients. */
export function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + 4 + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) frame[1] = 0x80 | length;
  else if (length < 65536) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = frame.subarray(headerLength, headerLength + 4);
  randomFillSync(mask);
  for (let i = 0; i < length; i++) frame[headerLength + 4 + i] = payload[i] ^ mask[i & 3];
  return frame;
}

/**
 * Called for each complete frame. `payload` may be a view into a buffer that is reused after the call:
 * copy what must outlive it.
 */
export type FrameHandler = (opcode: number, payload: Buffer) => void;

/**
 * Reads the server's frames from a byte stream that arrives in arbitrary pieces. Server frames are never
 * masked (a masked one is a protocol error); fragmented messages are not used by the servers measured
 * here and are refused rather than misread.
 */
export class FrameReader {
  private pending: Buffer | null = null;

  /** Feeds the bytes `chunk` (valid only during the call) and calls `onFrame` for every complete frame. */
  read(chunk: Buffer, onFrame: FrameHandler): void {
    let data = chunk;
    if (this.pending) {
      data = Buffer.concat([this.pending, chunk]);
      this.pending = null;
    }
    let offset = 0;
    while (offset + 2 <= data.length) {
      const first = data[offset];
      const second = data[offset + 1];
      if ((first & 0x80) === 0) throw new Error('fragmented WebSocket messages are not supported');
      if (second & 0x80) throw new Error('a server frame must not be masked');
      let length = second & 0x7f;
      let start = offset + 2;
      if (length === 126) {
        if (start + 2 > data.length) break;
        length = data.readUInt16BE(start);
        start += 2;
      } else if (length === 127) {
        if (start + 8 > data.length) break;
        length = Number(data.readBigUInt64BE(start));
        start += 8;
      }
      if (start + length > data.length) break;
      onFrame(first & 0x0f, data.subarray(start, start + length));
      offset = start + length;
    }
    // Keep the incomplete rest; a copy, since the caller reuses `chunk`.
    if (offset < data.length) this.pending = Buffer.from(data.subarray(offset));
  }
}
