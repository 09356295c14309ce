/**
 * What the live benchmark's processes say to each other over their IPC channels: the orchestrator
 * (`scripts/bench-live.ts`), the server processes of a phase (`phase-server.ts`) and the load generator
 * (`load-client.ts`).
 */
import type { ChildProcess } from 'node:child_process';

/** graphql-ws through the real live path; a bare `ws` broadcast; plain TCP writes (no WebSocket at all). */
export type PhaseKind = 'graphql' | 'raw' | 'tcp';

/** Milliseconds on CLOCK_MONOTONIC, which every process of the machine reads alike. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** Poll interval of the hub, and interval between the baselines' changes. */
export const CHANGE_INTERVAL_MS = 500;
export const EVENT_ID = 4242;
/** Two documents, so subscribers form two groups: executions per change must be 2 per process. */
export const QUERIES = [
  `subscription($id: Int!) { liveEvent(id: $id) { version goals event { id status home away } } }`,
  `subscription($id: Int!) { liveEvent(id: $id) { version event { id home away } } }`,
];

export interface ServerConfig {
  kind: PhaseKind;
  /** Redis shared by the replicas of a phase; without it the process is alone (in-memory pub/sub). */
  redisUrl?: string;
  /** Keys and channels of this phase, so phases and runs sharing a Redis stay apart. */
  prefix: string;
  /** The baselines' driver publishes their changes; graphql-ws changes come from whichever replica polls. */
  driver: boolean;
  /** The messages the baselines send, one per document (what graphql-ws clients received). */
  samples: string[];
}

export type ServerCommand =
  { type: 'arm' } | { type: 'start'; changes: number } | { type: 'stop' } | { type: 'exit' };

export interface ServerResult {
  /** Publish time of each change, by version (only the process that published has them). */
  sentAt: Record<number, number>;
  /** Time of this process's last write of each change, by version. */
  doneAt: Record<number, number>;
  executions: number;
  /** Changes this process fanned out while measuring. */
  changes: number;
  /** Longest event-loop stall while measuring, ms. */
  maxBlock: number;
}

export type ServerMessage =
  | { type: 'listening'; url: string }
  | { type: 'armed'; rss: number; heap: number }
  | ({ type: 'result' } & ServerResult);

export interface ClientConnect {
  type: 'connect';
  kind: PhaseKind;
  /** Sockets are spread over these round-robin, as a load balancer would spread them over replicas. */
  urls: string[];
  count: number;
  /** Changes to receive on every socket after the current state. */
  changes: number;
}

export type ClientCommand = ClientConnect | { type: 'close' } | { type: 'exit' };

export type ClientMessage =
  | { type: 'ready' }
  | {
      type: 'receipts';
      /** Version of the state every socket had before the first measured change (0 for the baselines). */
      base: number;
      /** Receipt times of each measured change (index = version - base - 1), one per socket. */
      receipts: number[][];
      /** One `next` message of each document, as received. */
      samples: string[];
    }
  | { type: 'closed' }
  | { type: 'failed'; error: string };

/** Sends `command` (if any) to a child and resolves its next message of `type`; a `failed` one rejects. */
export function ask<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  command: object | null,
  type: T,
  timeoutMs: number,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
    const onExit = (code: number | null) => done(new Error(`process exited with ${code} before ${type}`));
    const onMessage = (m: M | { type: 'failed'; error: string }) => {
      if (m.type === 'failed') done(new Error((m as { error: string }).error));
      else if (m.type === type) done(null, m as Extract<M, { type: T }>);
    };
    const done = (error: Error | null, message?: Extract<M, { type: T }>) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message!);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (command) child.send(command);
  });
}
