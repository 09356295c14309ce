/**
 * The live benchmark's load generator, a child process of `scripts/bench-live.ts`: N sockets, each a
 * graphql-ws subscriber (protocol `graphql-transport-ws`, a UUID per subscription as graphql-ws's own client
 * makes them), a bare WebSocket client, or a plain TCP client, recording when each change arrives.
 *
 * Reads go through `net`'s `onread` (one shared buffer, a callback per read, no stream or event per
 * message), so the generator's own cost per message stays small beside the servers' on the same cores.
 */
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import {
  EVENT_ID,
  monotonicMs,
  QUERIES,
  type ClientCommand,
  type ClientConnect,
  type ClientMessage,
} from './protocol.ts';
import {
  checkHandshakeResponse,
  clientFrame,
  FrameReader,
  handshakeRequest,
  Opcode,
} from './websocket-frames.ts';

const send = (message: ClientMessage) => process.send!(message);
const readBuffer = Buffer.allocUnsafe(64 * 1024);
const VERSION = Buffer.from('"version":');
const NEWLINE = 10;

/** The integer written after `"version":` in a graphql-ws `next` message. */
function versionIn(payload: Buffer, from: number): number {
  let at = payload.indexOf(VERSION, from);
  if (at === -1) throw new Error(`no version in ${payload.toString()}`);
  let version = 0;
  for (at += VERSION.length; payload[at] >= 48 && payload[at] <= 57; at++)
    version = version * 10 + payload[at] - 48;
  return version;
}

interface Run {
  command: ClientConnect;
  receipts: number[][];
  samples: string[];
  /** Sockets with their current state (graphql) or open (others). */
  ready: number;
  /** Sockets that received every change. */
  done: number;
  base: number | null;
  finished: boolean;
}

let sockets: Socket[] = [];

function fail(error: unknown) {
  send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
}

function record(r: Run, index: number, at: number) {
  if (index < 0 || index >= r.command.changes) return;
  r.receipts[index].push(at);
  if (index === r.command.changes - 1 && ++r.done === r.command.count && !r.finished) {
    r.finished = true;
    send({ type: 'receipts', base: r.base ?? 0, receipts: r.receipts, samples: r.samples });
  }
}

function becameReady(r: Run) {
  if (++r.ready === r.command.count) send({ type: 'ready' });
}

/** A plain TCP subscriber: every message ends with a newline. */
function openTcp(r: Run, url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  let seen = 0;
  return new Promise((resolve, reject) => {
    const socket = connect({
      host: hostname,
      port: Number(port),
      onread: {
        buffer: readBuffer,
        callback: (length: number, buffer: Uint8Array) => {
          const at = monotonicMs();
          // Past `length` the shared buffer holds an earlier read's bytes.
          const bytes = buffer.subarray(0, length);
          for (let i = bytes.indexOf(NEWLINE); i !== -1; i = bytes.indexOf(NEWLINE, i + 1))
            record(r, seen++, at);
          return true;
        },
      },
    });
    sockets.push(socket);
    socket.once('connect', () => (becameReady(r), resolve()));
    socket.once('error', reject);
  });
}

/** A WebSocket subscriber: graphql-ws (init, subscribe, then `next` messages) or bare text frames. */
function openWebSocket(r: Run, url: string, documentIndex: number): Promise<void> {
  const graphql = r.command.kind === 'graphql';
  const protocol = graphql ? 'graphql-transport-ws' : undefined;
  const handshake = handshakeRequest(url, protocol);
  const reader = new FrameReader();
  const { hostname, port } = new URL(url);
  let head: string | null = '';
  let nextPrefix: Buffer | null = null;
  /** Whether this socket has its current state: `next` messages after it are measured changes. */
  let current = false;
  let seen = 0;
  /** When the bytes being read arrived. */
  let readAt = 0;
  let socket: Socket;

  const sendText = (text: string) => socket.write(clientFrame(Opcode.text, Buffer.from(text)));
  const onFrame = (opcode: number, payload: Buffer) => {
    if (opcode === Opcode.ping) return void socket.write(clientFrame(Opcode.pong, Buffer.from(payload)));
    if (opcode !== Opcode.text) return;
    if (!graphql) return record(r, seen++, readAt);
    const prefix = nextPrefix;
    if (current && prefix && payload.compare(prefix, 0, prefix.length, 0, prefix.length) === 0) {
      const index = versionIn(payload, prefix.length) - r.base! - 1;
      if (index === r.command.changes - 1) r.samples[documentIndex] ??= payload.toString();
      return record(r, index, readAt);
    }
    // Not a measured change: the handshake messages and the current state, read in full.
    const message = JSON.parse(payload.toString()) as { type: string; payload?: unknown };
    if (message.type === 'connection_ack') {
      const id = randomUUID();
      nextPrefix = Buffer.from(`{"id":"${id}","type":"next","payload":`);
      const query = QUERIES[documentIndex];
      return sendText(
        JSON.stringify({ id, type: 'subscribe', payload: { query, variables: { id: EVENT_ID } } }),
      );
    }
    if (message.type === 'next' && nextPrefix) {
      const version = versionIn(payload, nextPrefix.length);
      if (r.base === null) r.base = version;
      else if (r.base !== version) throw new Error(`sockets started at versions ${r.base} and ${version}`);
      current = true;
      return becameReady(r);
    }
    throw new Error(`unexpected message ${payload.toString()}`);
  };

  return new Promise((resolve, reject) => {
    socket = connect({
      host: hostname,
      port: Number(port),
      onread: {
        buffer: readBuffer,
        callback: (length: number, buffer: Uint8Array) => {
          readAt = monotonicMs();
          let bytes = Buffer.from(buffer.buffer, buffer.byteOffset, length);
          try {
            if (head !== null) {
              head += bytes.toString('latin1');
              const end = head.indexOf('\r\n\r\n');
              if (end === -1) return true;
              checkHandshakeResponse(head.slice(0, end), handshake, protocol);
              bytes = bytes.subarray(bytes.length - (head.length - end - 4));
              head = null;
              if (graphql) sendText(JSON.stringify({ type: 'connection_init' }));
              else becameReady(r);
              resolve();
            }
            reader.read(bytes, onFrame);
          } catch (error) {
            fail(error);
            socket.destroy();
          }
          return true;
        },
      },
    });
    sockets.push(socket);
    socket.once('connect', () => socket.write(handshake.request));
    socket.once('error', reject);
  });
}

let active: Run | null = null;

/**
 * Opens sockets until the phase has `command.count` of them (a phase connects in steps, so the servers
 * can weigh their memory in between), then says `ready` once all of them are subscribed.
 */
async function connectUpTo(command: ClientConnect) {
  const r = (active ??= {
    command,
    receipts: Array.from({ length: command.changes }, () => []),
    samples: [],
    ready: 0,
    done: 0,
    base: command.kind === 'graphql' ? null : 0,
    finished: false,
  });
  r.command = command;
  // Batches keep the servers' listen backlog from overflowing.
  for (let i = sockets.length; i < command.count; i += 250) {
    const batch = [];
    for (let j = i; j < Math.min(command.count, i + 250); j++) {
      // Round-robin over the servers, and over the documents within each server: every replica has both groups.
      const server = j % command.urls.length;
      const document = Math.floor(j / command.urls.length) % QUERIES.length;
      const url = command.urls[server];
      batch.push(command.kind === 'tcp' ? openTcp(r, url) : openWebSocket(r, url, document));
    }
    await Promise.all(batch);
  }
}

async function closeAll() {
  await Promise.all(
    sockets
      .filter((socket) => !socket.closed)
      .map((socket) => new Promise((resolve) => (socket.once('close', resolve), socket.destroy()))),
  );
  sockets = [];
  active = null;
  send({ type: 'closed' });
}

process.on('message', (command: ClientCommand) => {
  if (command.type === 'exit') process.exit(0);
  else if (command.type === 'close') void closeAll().catch(fail);
  else void connectUpTo(command).catch(fail);
});
