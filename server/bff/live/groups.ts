import {
  createSourceEventStream,
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  OperationTypeNode,
  print,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { BFF_MESSAGES, SOCKET_CLOSE_REASONS } from '../../i18n/bff.ts';
import type { Logger } from '../../logger.ts';
import { noopLiveMetrics, type LiveMetrics } from './metrics.ts';
import { stableJson } from '../stable-json.ts';

/** Marks a Subscription field whose subscribers share one execution (its data must be public). */
export const LIVE_GROUP_EXTENSION = 'liveGroup';

/**
 * Whether an operation can join a group: a subscription of exactly one field marked `liveGroup`, without
 * directives, so that its result depends only on the document, the variables and the source event.
 */
export function isGroupable(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return false;
  const selections = operation.selectionSet.selections;
  if (selections.length !== 1) return false;
  const field = selections[0];
  if (field.kind !== Kind.FIELD || field.directives?.length) return false;
  const definition = schema.getSubscriptionType()?.getFields()[field.name.value];
  return definition?.extensions?.[LIVE_GROUP_EXTENSION] === true;
}

/** A subscriber over graphql-ws: its socket and the start of its `next` frame, built once at subscribe. */
export interface SocketMember {
  socket: WebSocket;
  /** The TCP socket under it: the upgrade request's `socket` (`IncomingMessage.socket`). */
  stream: Writable;
  /** `{"id":"<id>","type":"next","payload":` */
  head: Buffer;
}

/**
 * A subscriber over another transport (Yoga's SSE): it gets the shared serialised payload of each message
 * and frames it itself. Returns false when it can no longer take messages.
 */
export interface StreamMember {
  push(payload: Buffer): boolean;
}

export type GroupMember = SocketMember | StreamMember;

export interface GroupRequest {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
}

export interface SubscriptionGroups {
  /**
   * Adds a subscriber to the group of (document, operation, variables), creating it on first use. Resolves
   * an async generator for graphql-ws to hold (it yields nothing: frames go straight to the socket, and
   * `return()` leaves the group), or a result with errors when the subscription cannot start.
   */
  join(
    request: GroupRequest,
    member: GroupMember,
  ): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult>;
  stats(): { groups: number; members: number };
  close(): void;
}

export interface SubscriptionGroupsOptions {
  /** The context of group executions: public data only, never a user's, since every member shares it. */
  context: () => unknown;
  metrics?: LiveMetrics;
  logger: Pick<Logger, 'warn'>;
  /** Sockets with more unsent bytes than this are too slow to follow live data; they are closed (1013). */
  maxBufferedBytes?: number;
  /**
   * Sockets written per turn of the event loop during a fan-out. Between slices the loop runs other work
   * (other groups, pings, HTTP), so one big group never blocks the process for the whole fan-out.
   */
  sliceSize?: number;
}

interface Group {
  key: string;
  request: GroupRequest;
  contextValue: unknown;
  members: Set<GroupMember>;
  source: AsyncIterator<unknown> | null;
  /** The last source event and its serialised payload (with the closing brace of the frame). */
  last: { event: unknown; frame: Buffer } | null;
  /** Full-state frame for late joiners, for the version it was executed at. */
  initial: { version: number; frame: Buffer } | null;
  /** Work on a group runs in order, so a late joiner's first frame always precedes the next change. */
  queue: Promise<unknown>;
  closed: boolean;
  /** Why the source could not start (unknown event, feed failure): the answer of those who waited on it. */
  failure: ExecutionResult | null;
}

interface VersionedUpdate {
  version: number;
  change: unknown;
}

/** Updates of the LiveHub carry `change: null` for the full state; late joiners need exactly that. */
function isVersionedUpdate(event: unknown): event is VersionedUpdate {
  return typeof event === 'object' && event !== null && 'version' in event && 'change' in event;
}

const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 1;

const idsByText = new Map<string, number>();

function groupKey(request: GroupRequest): string {
  // Documents come from parse caches (graphql-ws's and Yoga's), so a document object is printed once; the
  // printed text makes the same query share a group over both transports.
  let id = documentIds.get(request.document);
  if (id === undefined) {
    const text = print(request.document);
    id = idsByText.get(text);
    if (id === undefined) {
      if (idsByText.size >= 10_000) idsByText.clear();
      idsByText.set(text, (id = nextDocumentId++));
    }
    documentIds.set(request.document, id);
  }
  return `${id}|${request.operationName ?? ''}|${stableJson(request.variableValues ?? {})}`;
}

function serialise(result: ExecutionResult): Buffer {
  const payload = result.errors
    ? { ...result, errors: result.errors.map((e) => (e instanceof GraphQLError ? e.toJSON() : e)) }
    : result;
  return Buffer.from(`${JSON.stringify(payload)}}`);
}

/**
 * The member's TCP stream when a complete frame may be written to it directly: ws writes each of its own
 * frames (graphql-ws messages, pings, the close frame) synchronously unless it compresses them, and
 * permessage-deflate shows in the public `extensions` (the servers here turn it off; ws also queues while
 * reading a Blob, which nothing here sends). Bytes written now therefore go out in order with ws's frames.
 * `null` means: go through `socket.send`.
 */
function directStream({ socket, stream }: SocketMember): Writable | null {
  return socket.extensions === '' && stream.writable ? stream : null;
}

/** Size of the header of an unmasked, final text frame (RFC 6455 §5.2) with a payload of `length` bytes. */
function headerLength(length: number): number {
  return length < 126 ? 2 : length < 65536 ? 4 : 10;
}

/** Writes a complete text frame, `head` + `payload`, into `target` at `offset`; returns the end offset. */
function writeFrame(target: Buffer, offset: number, head: Buffer, payload: Buffer): number {
  const length = head.length + payload.length;
  target[offset] = 0x81; // FIN + text
  if (length < 126) {
    target[offset + 1] = length;
    offset += 2;
  } else if (length < 65536) {
    target[offset + 1] = 126;
    target.writeUInt16BE(length, offset + 2);
    offset += 4;
  } else {
    target[offset + 1] = 127;
    target.writeBigUInt64BE(BigInt(length), offset + 2);
    offset += 10;
  }
  offset += head.copy(target, offset);
  return offset + payload.copy(target, offset);
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fan-out of subscription groups: subscribers with the same document, operation and variables share one
 * source stream and one execution per event, whose payload is serialised once; each socket gets its frame
 * as its own id prefix plus those shared bytes. Cost per event grows with groups, not with subscribers.
 *
 * The per-subscriber work is kept to a copy and one write: the WebSocket frames of a slice of members are
 * built into one buffer (server frames are unmasked, so a frame is header + id prefix + shared payload) and
 * each member's frame is written to its TCP stream as is, without ws's per-message framing. Slices yield to
 * the event loop, so a fan-out to thousands of sockets does not hold the process in one synchronous block.
 */
export function createSubscriptionGroups(options: SubscriptionGroupsOptions): SubscriptionGroups {
  const metrics = options.metrics ?? noopLiveMetrics;
  const maxBuffered = options.maxBufferedBytes ?? DEFAULT_LIMITS.liveBufferedBytes;

  const sliceSize = Math.max(1, options.sliceSize ?? 512);
  const groups = new Map<string, Group>();
  let members = 0;

  /** Whether the member's socket can take a frame now; a socket too far behind is closed instead. */
  const writable = (socket: WebSocket) => {
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount > maxBuffered) {
      // "Try again later": standard clients reconnect and refetch instead of reading stale data forever.
      socket.close(1013, SOCKET_CLOSE_REASONS.tooSlow);
      return false;
    }
    return true;
  };

  /**
   * Frames of `payload` (the serialised result and the closing brace of a graphql-ws message) for a slice
   * of members, the socket ones built in one buffer; writes each to its socket or stream.
   */
  const sendSlice = (slice: readonly GroupMember[], payload: Buffer) => {
    let size = 0;
    for (const member of slice) {
      if (!('socket' in member)) continue;
      const length = member.head.length + payload.length;
      size += headerLength(length) + length;
    }
    const frames = Buffer.allocUnsafe(size);
    // The result alone, without the brace that closes a graphql-ws message; a view, not a copy.
    const result = payload.subarray(0, payload.length - 1);
    let offset = 0;
    let sent = 0;
    for (const member of slice) {
      if (!('socket' in member)) {
        if (member.push(result)) sent++;
        continue;
      }
      const socket = member.socket;
      const start = offset;
      offset = writeFrame(frames, offset, member.head, payload);
      if (!writable(socket)) continue;
      const stream = directStream(member);
      if (stream) stream.write(frames.subarray(start, offset));
      else {
        // ws is busy with a frame of its own: let it frame the message after it.
        const body = start + headerLength(member.head.length + payload.length);
        socket.send(frames.subarray(body, offset), { binary: false });
      }
      sent++;
    }
    return sent;
  };

  const run = async (group: Group, event: unknown) => {
    metrics.execution();
    const args: ExecutionArgs = { ...group.request, rootValue: event, contextValue: group.contextValue };
    return serialise(await execute(args));
  };

  /**
   * Sends the frame to every member, a slice per turn of the event loop. The group's queue waits for the
   * whole fan-out, so frames of one group never overtake each other; members leaving meanwhile are skipped
   * (a Set iterator does not visit deleted entries) and nobody joins before it ends (joins use the queue).
   */
  const fanOut = async (group: Group, frame: Buffer) => {
    let sent = 0;
    const slice: GroupMember[] = [];
    for (const member of group.members) {
      slice.push(member);
      if (slice.length < sliceSize) continue;
      sent += sendSlice(slice, frame);
      slice.length = 0;
      await yieldToLoop();
      if (group.closed) break;
    }
    if (slice.length && !group.closed) sent += sendSlice(slice, frame);
    metrics.delivered(sent);
  };

  const enqueue = (group: Group, task: () => Promise<void>) => {
    group.queue = group.queue.then(task).catch((error: unknown) => {
      options.logger.warn({ err: error, group: group.key }, 'live group task failed');
    });
    return group.queue;
  };

  const dispose = (group: Group) => {
    if (group.closed) return;
    group.closed = true;
    groups.delete(group.key);
    metrics.groups(-1);
    void group.source?.return?.();
  };

  const pump = async (group: Group) => {
    const source = group.source!;
    try {
      for (;;) {
        const step = await source.next();
        if (step.done || group.closed) break;
        const event = step.value;
        await enqueue(group, async () => {
          if (group.closed) return;
          const frame = await run(group, event);
          group.last = { event, frame };
          if (isVersionedUpdate(event) && event.change === null)
            group.initial = { version: event.version, frame };
          await fanOut(group, frame);
        });
      }
    } catch (error) {
      options.logger.warn({ err: error, group: group.key }, 'live group source failed');
    }
    // The source ended (hub closing): members get `complete` through their generators.
    for (const member of [...group.members]) endMember.get(member)?.();
    dispose(group);
  };

  const endMember = new WeakMap<GroupMember, () => void>();

  const firstFrameFor = async (group: Group) => {
    const last = group.last;
    if (!last) return null;
    if (!isVersionedUpdate(last.event)) return null;
    if (last.event.change === null) return last.frame;
    if (group.initial?.version === last.event.version) return group.initial.frame;
    const frame = await run(group, { ...last.event, change: null });
    group.initial = { version: last.event.version, frame };
    return frame;
  };

  const subscriberHandle = (group: Group, member: GroupMember) => {
    let wake: ((step: IteratorResult<ExecutionResult>) => void) | null = null;
    let ended = false;
    const leave = () => {
      if (ended) return;
      ended = true;
      if (group.members.delete(member)) {
        members--;
        metrics.subscribers(-1);
        if (group.members.size === 0) dispose(group);
      }
      wake?.({ value: undefined, done: true });
    };
    endMember.set(member, leave);
    const generator = {
      next: () =>
        ended
          ? Promise.resolve({ value: undefined, done: true as const })
          : new Promise<IteratorResult<ExecutionResult>>((resolve) => (wake = resolve)),
      return: () => {
        leave();
        return Promise.resolve({ value: undefined, done: true as const });
      },
      throw: (error: unknown) => {
        leave();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
      [Symbol.asyncDispose]: async () => leave(),
    } as AsyncGenerator<ExecutionResult>;
    const add = () => {
      group.members.add(member);
      members++;
      metrics.subscribers(1);
    };
    return { generator, add, isEnded: () => ended };
  };

  const join = async (
    request: GroupRequest,
    member: GroupMember,
  ): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> => {
    const key = groupKey(request);
    const existing = groups.get(key);
    if (existing) {
      const handle = subscriberHandle(existing, member);
      let retry = false;
      let failed: ExecutionResult | null = null;
      await enqueue(existing, async () => {
        // Subscribers who queued behind a start that failed get its answer rather than each trying again
        // in turn: a burst of the same refused subscription costs one attempt, not one per subscriber.
        if (existing.failure) return void (failed = existing.failure);
        if (existing.closed) return void (retry = true);
        const first = await firstFrameFor(existing);
        if (handle.isEnded()) return;
        if (existing.closed) return void (retry = true);
        if (first) sendSlice([member], first);
        handle.add();
      });
      if (failed) return failed;
      // The group emptied and closed while this subscriber waited its turn: start a fresh one.
      return retry && !handle.isEnded() ? join(request, member) : handle.generator;
    }

    const group: Group = {
      key,
      request,
      contextValue: options.context(),
      members: new Set(),
      source: null,
      last: null,
      initial: null,
      queue: Promise.resolve(),
      closed: false,
      failure: null,
    };
    groups.set(key, group);
    metrics.groups(1);
    const handle = subscriberHandle(group, member);
    let failure: ExecutionResult | null = null;
    // Later joiners queue behind this task, so they see the source (or its failure) settled.
    await enqueue(group, async () => {
      const source = await createSourceEventStream({ ...request, contextValue: group.contextValue });
      if (!(Symbol.asyncIterator in source)) return void (failure = source);
      group.source = source[Symbol.asyncIterator]();
      // The first subscriber is a member before the first event can be processed.
      if (!handle.isEnded()) handle.add();
      void pump(group);
    });
    if (!group.source) {
      // The start threw (logged by enqueue): its subscribers are told in pt-BR, with a code, not the cause.
      group.failure = failure ?? {
        errors: [
          new GraphQLError(BFF_MESSAGES.liveStartFailed, { extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
        ],
      };
      dispose(group);
      return group.failure;
    }
    return handle.generator;
  };

  return {
    join,
    stats: () => ({ groups: groups.size, members }),
    close() {
      for (const group of [...groups.values()]) {
        for (const member of [...group.members]) endMember.get(member)?.();
        dispose(group);
      }
    },
  };
}
